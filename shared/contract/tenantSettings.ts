import * as z from 'zod';
import { successMessage } from './common';
import { defineEndpoint } from './endpoint';

/** Tenant feature flags and SMTP settings (both specs). */

export const tenantFlags = z.object({
  is_smtp_enabled: z.boolean(),
  is_school_esc_enabled: z.boolean(),
  is_college_esc_enabled: z.boolean(),
  is_administrative_esc_enabled: z.boolean(),
  is_users_enabled: z.boolean(),
});
export type TenantFlags = z.infer<typeof tenantFlags>;

export const tenantSettingsView = tenantFlags.extend({
  tenantName: z.string(),
  /** Version label {ip} shown in the header. */
  versionLabel: z.string(),
  helpdeskPhone: z.string(),
  supportEmail: z.string(),
  /** When set, /addTicket shows only this message (spec: deprecation notice). Off by default. */
  deprecationNotice: z.string().nullable(),
  /** SMTP fields: present for central admins only; the password is never returned. */
  smtp_host: z.string().optional(),
  smtp_port: z.string().optional(),
  smtp_user: z.string().optional(),
  smtp_email: z.string().optional(),
  smtp_password_set: z.boolean().optional(),
});
export type TenantSettingsView = z.infer<typeof tenantSettingsView>;

export const findByTenantName = defineEndpoint({
  area: 'tenantSettings',
  handler: 'findByTenantName',
  method: 'POST',
  path: '/api/tenantSettings/findByTenantName',
  access: 'signedIn',
  summary: 'The tenant flags and header texts; SMTP fields (never the password) for central admins.',
  request: z.object({}).passthrough(),
  response: z.object({ data: tenantSettingsView }),
});

export const saveUpdateTenantSettings = defineEndpoint({
  area: 'tenantSettings',
  handler: 'saveUpdate',
  method: 'POST',
  path: '/api/tenantSettings/saveUpdate',
  access: 'centralAdmin',
  summary: 'Save the five SMTP fields (password stored encrypted) and, optionally, the feature flags.',
  request: z
    .object({
      smtp_host: z.string().trim().min(1),
      smtp_port: z
        .union([z.string(), z.number()])
        .transform(String)
        .pipe(z.string().regex(/^\d{1,5}$/)),
      smtp_user: z.string().trim().min(1),
      smtp_password: z.string().min(1),
      smtp_email: z.string().trim().email(),
    })
    .merge(tenantFlags.partial()),
  response: successMessage,
});

export const SMTP_SAVED_MESSAGE = 'SMTP Configured Successfully';
