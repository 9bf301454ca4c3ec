import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProviderPreset } from '../../shared/domain/singleSignOn';
import { db, tableName } from './client';
import { TTL_ATTRIBUTE } from './keys';

/**
 * Single sign-on (issue 20).
 *
 * Item types (PK / SK):
 *   TENANT / SIGNIN                        the sign-in settings: providers (client secrets encrypted)
 *                                          and the single sign-on switches
 *   OIDCATTEMPT#<sha256 of state> / ATTEMPT   one started sign-in: provider, PKCE verifier, nonce and
 *                                          the hash of the browser's binding cookie (TTL 10 minutes)
 */

const signInSettingsKey = () => ({ PK: 'TENANT', SK: 'SIGNIN' });
const attemptKey = (stateHash: string) => ({ PK: `OIDCATTEMPT#${stateHash}`, SK: 'ATTEMPT' });

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
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: signInSettingsKey() }));
  if (!answer.Item) return emptySignInSettings();
  const { PK, SK, entity, ...settings } = answer.Item;
  return { ...emptySignInSettings(), ...(settings as Partial<SignInSettingsRecord>) };
}

export async function putSignInSettings(settings: SignInSettingsRecord): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...signInSettingsKey(), entity: 'signInSettings', ...settings } }),
  );
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

export async function putOidcAttempt(stateHash: string, attempt: OidcAttemptRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...attemptKey(stateHash), entity: 'oidcAttempt', ...attempt, [TTL_ATTRIBUTE]: attempt.expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Takes an attempt out (single use): the record when it was there, else undefined. */
export async function takeOidcAttempt(stateHash: string): Promise<OidcAttemptRecord | undefined> {
  try {
    const answer = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: attemptKey(stateHash),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    const item = answer.Attributes;
    if (!item) return undefined;
    return {
      providerId: String(item.providerId),
      codeVerifier: String(item.codeVerifier),
      nonce: String(item.nonce),
      browserHash: String(item.browserHash),
      expiresAt: Number(item.expiresAt),
    };
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}
