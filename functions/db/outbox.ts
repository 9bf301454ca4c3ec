import { PutCommand, QueryCommand, type QueryCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { OUTBOX_PARTITION, outboxKey } from './keys';
import type { TransactItem } from './tickets';

/** Mails wait in an outbox so a mail failure never fails or undoes the action that caused it. */

export interface OutboxMail {
  id: string;
  createdAt: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  /** Sent mails expire after a while; failed ones stay for admins to see. */
  expiresAt?: number;
}

export const MAX_MAIL_ATTEMPTS = 5;

export const outboxItem = (mail: OutboxMail): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...outboxKey(mail.createdAt, mail.id), entity: 'mail', ...mail } },
});

export async function queueMail(mail: OutboxMail): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...outboxKey(mail.createdAt, mail.id), entity: 'mail', ...mail },
    }),
  );
}

export async function mailsWithStatus(status: OutboxMail['status']): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': OUTBOX_PARTITION, ':status': status },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const { PK, SK, entity, ...mail } of answer.Items ?? []) mails.push(mail as OutboxMail);
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return mails;
}

const SENT_KEPT_SECONDS = 30 * 24 * 3600;

/** Marks a mail sent, only if it is still pending (two senders never both count it). */
export async function markMail(
  mail: OutboxMail,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<void> {
  const attempts = mail.attempts + 1;
  const status = outcome.sent ? 'sent' : attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending';
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: outboxKey(mail.createdAt, mail.id),
      UpdateExpression:
        'SET #status = :status, attempts = :attempts, lastError = :error' +
        (outcome.sent ? ', expiresAt = :expires' : ''),
      ConditionExpression: '#status = :pending AND attempts = :before',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':attempts': attempts,
        ':error': outcome.sent ? null : outcome.error.slice(0, 500),
        ':pending': 'pending',
        ':before': mail.attempts,
        ...(outcome.sent ? { ':expires': Math.floor(Date.now() / 1000) + SENT_KEPT_SECONDS } : {}),
      },
    }),
  );
}
