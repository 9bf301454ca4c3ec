import * as z from 'zod';
import { successMessage } from './common';
import { defineEndpoint } from './endpoint';
import { saveUpdateTenantSettingsRequest, tenantFlags, tenantTexts } from './tenantSettingsFields';

/** Tenant feature flags and SMTP settings (both specs). */

export {
  saveUpdateTenantSettingsRequest,
  settingLabel,
  TENANT_SETTINGS_MESSAGES,
  type TenantFlags,
  type TenantTexts,
  tenantFlags,
  tenantTexts,
} from './tenantSettingsFields';

export const tenantSettingsView = tenantFlags.extend(tenantTexts.shape).extend({
  tenantName: z.string(),
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

export const findByTenantName = defineEndpoint('POST /api/tenantSettings/findByTenantName', {
  access: 'signedIn',
  summary: 'The tenant flags and header texts; SMTP fields (never the password) for central admins.',
  request: z.object({}).passthrough(),
  response: z.object({ data: tenantSettingsView }),
});

export const saveUpdateTenantSettings = defineEndpoint('POST /api/tenantSettings/saveUpdate', {
  access: 'centralAdmin',
  summary:
    'Save the five SMTP fields (password stored encrypted), the Mail Domains, and/or any tenant flags and texts.',
  request: saveUpdateTenantSettingsRequest,
  response: successMessage,
});

export { SMTP_SAVED_MESSAGE } from '../domain/adminRules';
