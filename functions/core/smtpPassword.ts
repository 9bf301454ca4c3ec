import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { smtpKey } from '../lib/secrets';

/**
 * The tenant's SMTP password at rest: AES-256-GCM under the tenant's SMTP key. Kept apart from the
 * settings use cases so the mail job can read it without loading the API's contract code.
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

/**
 * The tenant's other secrets at rest (the OIDC client secrets of single sign-on, issue 20) are
 * stored the same way, under the same key.
 */
export const encryptTenantSecret = encryptSmtpPassword;
export const decryptTenantSecret = decryptSmtpPassword;
