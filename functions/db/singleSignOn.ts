import type { ProviderPreset } from '../../shared/domain/singleSignOn';
import { attemptKey, signInSettingsKey } from './keys';
import { getItem, putItem, singleUseRecords } from './query';

/** Single sign-on (issue 20): the sign-in settings and started sign-ins; item types in keys/people.ts. */

export interface OidcProviderRecord {
  id: string;
  preset: ProviderPreset;
  displayName: string;
  issuer: string;
  clientId: string;
  /** AES-GCM ciphertext (functions/core/smtpPassword.ts), never answered. */
  clientSecretEncrypted: string;
  allowedDomains: string[];
}

export interface SignInSettingsRecord {
  providers: OidcProviderRecord[];
  requireSso: boolean;
  breakGlassEmails: string[];
  createUsersOnFirstSignIn: boolean;
  departmentClaim: string;
  updatedAt: string;
}

export const emptySignInSettings = (): SignInSettingsRecord => ({
  providers: [],
  requireSso: false,
  breakGlassEmails: [],
  createUsersOnFirstSignIn: false,
  departmentClaim: '',
  updatedAt: new Date(0).toISOString(),
});

export async function getSignInSettings(): Promise<SignInSettingsRecord> {
  const item = await getItem(signInSettingsKey());
  if (!item) return emptySignInSettings();
  const { PK, SK, entity, ...settings } = item;
  return { ...emptySignInSettings(), ...(settings as Partial<SignInSettingsRecord>) };
}

export async function putSignInSettings(settings: SignInSettingsRecord): Promise<void> {
  await putItem({ ...signInSettingsKey(), entity: 'signInSettings', ...settings });
}

export interface OidcAttemptRecord {
  providerId: string;
  codeVerifier: string;
  nonce: string;
  /** sha256 of the browser binding cookie's value. */
  browserHash: string;
  /** Epoch seconds (also the TTL). */
  expiresAt: number;
}

const oidcAttempts = singleUseRecords<OidcAttemptRecord>('oidcAttempt', attemptKey);
export const putOidcAttempt = oidcAttempts.put;
/** Takes an attempt out (single use): the record when it was there, else undefined. */
export const takeOidcAttempt = oidcAttempts.take;
