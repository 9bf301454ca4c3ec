import { randomUUID } from 'node:crypto';
import { tableName } from './client';
import { latestPasswordLinkKey, passwordResetRequestsKey, passwordTokenKey, signInFailureKey, userKey } from './keys';
import { getItem, putIf, stripKeys, type TransactItem, transactWrite } from './query';
import { revokeUserSessionsItem } from './sessionEpochs';
import { forgetUserInRequest } from './users';

/**
 * Set-password links. Only the token's SHA-256 is stored (the token itself exists only in the link),
 * with the user it sets a password for, its purpose and its expiry (also the item's TTL). A link is
 * used once: the use marks it conditionally, in the same transaction as the new password.
 */

export const passwordTokenPurposes = ['invite', 'reset', 'bootstrap'] as const;
export type PasswordTokenPurpose = (typeof passwordTokenPurposes)[number];

export interface PasswordTokenRecord {
  tokenHash: string;
  userId: string;
  purpose: PasswordTokenPurpose;
  createdAt: string;
  /** Epoch seconds: the link's expiry, and the item's TTL. */
  expiresAt: number;
  usedAt?: string;
}

/**
 * The items that store a new link and make it the user's newest (which voids any older unused
 * link), to be written in one transaction with the user and the link's mail. A user created with
 * the link has no older link to void (`firstLink`): the token alone is written, and a later link
 * becomes the newest and voids it.
 */
export function passwordTokenItems(record: PasswordTokenRecord, { firstLink = false } = {}): TransactItem[] {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...passwordTokenKey(record.tokenHash), entity: 'passwordToken', ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...latestPasswordLinkKey(record.userId),
          entity: 'latestPasswordLink',
          tokenHash: record.tokenHash,
          expiresAt: record.expiresAt,
        },
      },
    },
  ];
  return firstLink ? items.slice(0, 1) : items;
}

/** Writes a link's items (passwordTokenItems, its mail) in one transaction. */
export async function writePasswordLink(items: TransactItem[]): Promise<void> {
  await transactWrite(items);
}

/** Stores a new link (as the user's newest), with other items in the same transaction. */
export async function putPasswordToken(record: PasswordTokenRecord, withItems: TransactItem[] = []): Promise<void> {
  await writePasswordLink([...passwordTokenItems(record), ...withItems]);
}

/**
 * The hash of the user's newest link; undefined when none was recorded (links made before the
 * newest-link record existed stay usable).
 */
export async function latestPasswordTokenHash(userId: string): Promise<string | undefined> {
  const item = await getItem(latestPasswordLinkKey(userId), true);
  return item ? String(item.tokenHash) : undefined;
}

export async function getPasswordToken(tokenHash: string): Promise<PasswordTokenRecord | undefined> {
  const item = await getItem(passwordTokenKey(tokenHash), true);
  return item ? stripKeys<PasswordTokenRecord>(item) : undefined;
}

/** The link was used, or expired, between reading it and using it. */
export class PasswordTokenUnusableError extends Error {}

/**
 * Uses a link: marks it used (only if it is still unused and unexpired at `now`) and sets the
 * user's password hash (only if the user still exists), ending the user's sessions and clearing the
 * account's failed sign-ins (`accountThrottleId`, core/signInThrottleIds.ts), all or nothing.
 */
export async function consumePasswordToken(
  record: PasswordTokenRecord,
  passwordHash: string,
  now: Date,
  accountThrottleId: string,
): Promise<void> {
  const usedAt = now.toISOString();
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: passwordTokenKey(record.tokenHash),
          UpdateExpression: 'SET usedAt = :usedAt',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(usedAt) AND expiresAt > :now',
          ExpressionAttributeValues: { ':usedAt': usedAt, ':now': Math.floor(now.getTime() / 1000) },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: userKey(record.userId),
          UpdateExpression: 'SET passwordHash = :hash, updatedAt = :at',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':hash': passwordHash, ':at': usedAt },
        },
      },
      // A newer link for the same user voids this one.
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: latestPasswordLinkKey(record.userId),
          ConditionExpression: 'attribute_not_exists(PK) OR tokenHash = :token',
          ExpressionAttributeValues: { ':token': record.tokenHash },
        },
      },
      // A new password ends every session the user had (issue 15 item 6).
      revokeUserSessionsItem(record.userId),
      // The link proves the mailbox: the account's sign-in lock ends (never a client address's).
      { Delete: { TableName: tableName(), Key: signInFailureKey('ACCOUNT', accountThrottleId) } },
    ]);
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') throw new PasswordTokenUnusableError();
    throw error;
  } finally {
    forgetUserInRequest(record.userId);
  }
}

/**
 * Counts a password reset request for an e-mail (by its hash) within a sliding window: answers
 * false, storing nothing, when `limit` requests were already counted in the last `windowSeconds`.
 * Two requests racing for the last place: the loser is refused too.
 */
export async function countPasswordResetRequest(
  emailHash: string,
  now: Date,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  const key = passwordResetRequestsKey(emailHash);
  const item = await getItem(key, true);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const before = (item?.times as number[] | undefined) ?? [];
  const recent = before.filter((time) => time > nowSeconds - windowSeconds);
  if (recent.length >= limit) return false;
  return putIf({
    Item: {
      ...key,
      entity: 'passwordResetRequests',
      times: [...recent, nowSeconds],
      revision: randomUUID(),
      expiresAt: nowSeconds + windowSeconds,
    },
    // Written only over what was read, so two racing requests cannot both take the last place.
    ConditionExpression: item ? 'revision = :before' : 'attribute_not_exists(PK)',
    ...(item ? { ExpressionAttributeValues: { ':before': item.revision } } : {}),
  });
}
