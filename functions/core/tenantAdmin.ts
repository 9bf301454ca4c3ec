import {
  TENANT_SETTINGS_MESSAGES,
  type TenantFlags,
  type TenantTexts,
  tenantFlags,
  tenantTexts,
} from '../../shared/contract/tenantSettings';
import {
  MANDATORY_MESSAGE,
  SMTP_FIELDS,
  SMTP_MESSAGES,
  SMTP_SAVED_MESSAGE,
  smtpFormProblem,
} from '../../shared/domain/adminRules';
import { MAIL_DOMAINS_SAVED_MESSAGE, mailDomainsProblem, normalizeMailDomain } from '../../shared/domain/mail';
import { getTenantSettings, putTenantSettings } from '../db/tenantSettings';
import { env } from '../lib/env';
import { badRequest } from '../lib/errors';
import { activeCatalogue, referenceData } from './reference';
import { defaultTenantSettings } from './session';
import { encryptSmtpPassword } from './smtpPassword';

export { decryptSmtpPassword, encryptSmtpPassword } from './smtpPassword';

/**
 * SMTP settings and feature flags of the tenant (administration spec, /smtp_config). The SMTP
 * password is stored encrypted with AES-256-GCM under the tenant's SMTP key (./smtpPassword.ts)
 * and never answered.
 */

// The contract's lists of settings (issue 21 item 5): a setting added there is saved here too.
const flagNames = Object.keys(tenantFlags.shape) as (keyof TenantFlags)[];
const textNames = Object.keys(tenantTexts.shape) as (keyof TenantTexts)[];

export type TenantSettingsInput = Partial<Record<(typeof SMTP_FIELDS)[number], string | null>> &
  Partial<TenantFlags> &
  Partial<TenantTexts> & { mail_domains?: string[] };

/** Texts as stored: trimmed; a blank deprecation notice turns the notice off. */
function sentTexts(input: TenantSettingsInput): Partial<TenantTexts> {
  const texts: Partial<Record<keyof TenantTexts, string | null>> = {};
  for (const name of textNames) {
    const value = input[name];
    if (value === undefined) continue;
    const trimmed = value === null ? '' : value.trim();
    texts[name] = name === 'deprecationNotice' && trimmed === '' ? null : trimmed;
  }
  return texts as Partial<TenantTexts>;
}

/**
 * Saves the SMTP form (all five fields, 'SMTP Configured Successfully') and/or feature flags.
 * Sending any SMTP field requires all five; flags alone leave SMTP as it was.
 */
export async function saveTenantSettings(input: TenantSettingsInput) {
  const smtpSent = SMTP_FIELDS.some((field) => input[field] !== undefined && input[field] !== null);
  const flags = Object.fromEntries(
    flagNames.filter((name) => typeof input[name] === 'boolean').map((name) => [name, input[name]]),
  ) as Partial<TenantFlags>;
  const texts = sentTexts(input);
  const domainsSent = input.mail_domains !== undefined;
  if (!smtpSent && !domainsSent && Object.keys(flags).length === 0 && Object.keys(texts).length === 0)
    throw badRequest(MANDATORY_MESSAGE);
  if (smtpSent) {
    const problem = smtpFormProblem(input);
    if (problem) throw badRequest(problem);
  }
  if (domainsSent) {
    const problem = mailDomainsProblem(input.mail_domains ?? []);
    if (problem) throw badRequest(problem);
  }
  // Issue 19: only an active help topic (of an active department) takes tickets by mail.
  if (texts.mailHelpTopicId) {
    const { helpTopics } = activeCatalogue(await referenceData());
    if (!helpTopics.some((topic) => topic.id === texts.mailHelpTopicId))
      throw badRequest(TENANT_SETTINGS_MESSAGES.unknownMailHelpTopic);
  }
  const stored = (await getTenantSettings()) ?? defaultTenantSettings(env.tenant);
  const next = { ...stored, ...flags, ...texts, updatedAt: new Date().toISOString() };
  if (smtpSent) {
    Object.assign(next, {
      smtp_host: String(input.smtp_host).trim(),
      smtp_port: String(input.smtp_port).trim(),
      smtp_user: String(input.smtp_user).trim(),
      smtp_email: String(input.smtp_email).trim(),
      smtp_password_encrypted: await encryptSmtpPassword(String(input.smtp_password)),
    });
  }
  if (domainsSent) {
    next.mail_domains = [...new Set((input.mail_domains ?? []).map(normalizeMailDomain).filter(Boolean))];
  }
  await putTenantSettings(next);
  const message = smtpSent ? SMTP_SAVED_MESSAGE : domainsSent ? MAIL_DOMAINS_SAVED_MESSAGE : SMTP_MESSAGES.flagsSaved;
  return { success: true, message };
}
