import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TenantFlags } from '../../shared/contract/tenantSettings';
import {
  MANDATORY_MESSAGE,
  SMTP_FIELDS,
  SMTP_MESSAGES,
  SMTP_SAVED_MESSAGE,
  smtpFormProblem,
} from '../../shared/domain/adminRules';
import { getTenantSettings, putTenantSettings } from '../db/tenantSettings';
import { env } from '../lib/env';
import { badRequest } from '../lib/errors';
import { smtpKey } from '../lib/secrets';
import { defaultTenantSettings } from './session';

/**
 * SMTP settings and feature flags of the tenant (administration spec, /smtp_config). The SMTP
 * password is stored encrypted with AES-256-GCM under the tenant's SMTP key and never answered.
 */

const CIPHER = 'aes-256-gcm';
const VERSION = 'v1';

async function key(): Promise<Buffer> {
  const bytes = Buffer.from(await smtpKey(), 'base64');
  if (bytes.length !== 32) throw new Error('The SMTP key must be 32 bytes, base64-encoded');
  return bytes;
}

/** 'v1:<iv>:<tag>:<ciphertext>', each part base64; a fresh 12-byte IV every time. */
export async function encryptSmtpPassword(password: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv(CIPHER, await key(), iv);
  const ciphertext = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(
    ':',
  );
}

/** For the mail sender: the stored password back in clear (throws if it was tampered with). */
export async function decryptSmtpPassword(stored: string): Promise<string> {
  const [version, iv, tag, ciphertext] = stored.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unknown SMTP password format');
  const decipher = createDecipheriv(CIPHER, await key(), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
}

const flagNames = [
  'is_smtp_enabled',
  'is_school_esc_enabled',
  'is_college_esc_enabled',
  'is_administrative_esc_enabled',
  'is_users_enabled',
] as const satisfies readonly (keyof TenantFlags)[];

export type TenantSettingsInput = Partial<Record<(typeof SMTP_FIELDS)[number], string | null>> & Partial<TenantFlags>;

/**
 * Saves the SMTP form (all five fields, 'SMTP Configured Successfully') and/or feature flags.
 * Sending any SMTP field requires all five; flags alone leave SMTP as it was.
 */
export async function saveTenantSettings(input: TenantSettingsInput) {
  const smtpSent = SMTP_FIELDS.some((field) => input[field] !== undefined && input[field] !== null);
  const flags = Object.fromEntries(
    flagNames.filter((name) => typeof input[name] === 'boolean').map((name) => [name, input[name]]),
  ) as Partial<TenantFlags>;
  if (!smtpSent && Object.keys(flags).length === 0) throw badRequest(MANDATORY_MESSAGE);
  if (smtpSent) {
    const problem = smtpFormProblem(input);
    if (problem) throw badRequest(problem);
  }
  const stored = (await getTenantSettings()) ?? defaultTenantSettings(env.tenant);
  const next = { ...stored, ...flags, updatedAt: new Date().toISOString() };
  if (smtpSent) {
    Object.assign(next, {
      smtp_host: String(input.smtp_host).trim(),
      smtp_port: String(input.smtp_port).trim(),
      smtp_user: String(input.smtp_user).trim(),
      smtp_email: String(input.smtp_email).trim(),
      smtp_password_encrypted: await encryptSmtpPassword(String(input.smtp_password)),
    });
  }
  await putTenantSettings(next);
  return { success: true, message: smtpSent ? SMTP_SAVED_MESSAGE : SMTP_MESSAGES.flagsSaved };
}
