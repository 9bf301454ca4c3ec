import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { passwordTokenKey, userKey } from './keys';
import type { TransactItem } from './query';
import { revokeUserSessionsItem } from './sessions';

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

/** Stores a new link, with other items (e.g. its mail in the outbox) in the same transaction. */
export async function putPasswordToken(record: PasswordTokenRecord, withItems: TransactItem[] = []): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...passwordTokenKey(record.tokenHash), entity: 'passwordToken', ...record },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...withItems,
      ],
    }),
  );
}

export async function getPasswordToken(tokenHash: string): Promise<PasswordTokenRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: passwordTokenKey(tokenHash), ConsistentRead: true }),
  );
  if (!answer.Item) return undefined;
  const { PK, SK, entity, ...record } = answer.Item;
  return record as PasswordTokenRecord;
}

/** The link was used, or expired, between reading it and using it. */
export class PasswordTokenUnusableError extends Error {}

/**
 * Uses a link: marks it used (only if it is still unused and unexpired at `now`) and sets the
 * user's password hash (only if the user still exists), ending the user's sessions, all or nothing.
 */
export async function consumePasswordToken(
  record: PasswordTokenRecord,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const usedAt = now.toISOString();
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
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
          // A new password ends every session the user had (issue 15 item 6).
          revokeUserSessionsItem(record.userId),
        ],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') throw new PasswordTokenUnusableError();
    throw error;
  }
}
