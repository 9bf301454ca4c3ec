import * as z from 'zod';
import { MAX_MAIL_DOMAINS } from '../domain/mail';
import { nameText, successMessage } from './common';
import { defineEndpoint } from './endpoint';

/** Tenant feature flags and SMTP settings (both specs). */

export const tenantFlags = z.object({
  is_smtp_enabled: z.boolean(),
  is_school_esc_enabled: z.boolean(),
  is_college_esc_enabled: z.boolean(),
  is_administrative_esc_enabled: z.boolean(),
  is_users_enabled: z.boolean(),
  /**
   * Decision (issue 21 item 18): a new unassigned ticket is mailed to its department's agents (Agent
   * Mapping), who find it in their Department Queue. On by default: absent (settings saved before
   * the flag existed) means on; false turns the mail off.
   */
  is_department_queue_mail_enabled: z.boolean().optional(),
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
  /**
   * Decision (issue #15): the Mail Domains agents may add reply recipients from, for central admins
   * only; null while none are set (then the domains of the tenant's users apply).
   */
  mail_domains: z.array(z.string()).nullable().optional(),
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

const smtpText = z
  .union([nameText, z.number()])
  .transform((value) => String(value).trim())
  .nullable()
  .optional();

/**
 * Decision: one call saves the SMTP form, the feature flags, or both. When any SMTP field is sent,
 * all five are required (spec: 'Please fill mandatory information'), the port must be 1 to 65535 and
 * the address an e-mail; the password is stored encrypted (AES-256-GCM) and never returned. A call
 * with flags only (the Portal Features switches) leaves SMTP as it is. A call with neither is refused
 * with the mandatory message. The rules live in shared/domain/adminRules.ts and
 * functions/core/tenantAdmin.ts, so they answer with the spec's messages.
 */
export const saveUpdateTenantSettings = defineEndpoint({
  area: 'tenantSettings',
  handler: 'saveUpdate',
  method: 'POST',
  path: '/api/tenantSettings/saveUpdate',
  access: 'centralAdmin',
  summary: 'Save the five SMTP fields (password stored encrypted), the feature flags and/or the Mail Domains.',
  request: z
    .object({
      smtp_host: smtpText,
      smtp_port: smtpText,
      smtp_user: smtpText,
      // Not trimmed: a password may begin or end with a space.
      smtp_password: z.string().max(500).nullable().optional(),
      smtp_email: smtpText,
      /** Decision (issue #15): replaces the Mail Domains ('Mail Domains Saved Successfully'). */
      mail_domains: z
        .array(z.string().max(253))
        .max(MAX_MAIL_DOMAINS * 2)
        .optional(),
    })
    .extend(tenantFlags.partial().shape),
  response: successMessage,
});

export { SMTP_SAVED_MESSAGE } from '../domain/adminRules';
