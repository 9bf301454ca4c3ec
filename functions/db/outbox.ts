import { PutCommand, QueryCommand, type QueryCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_MAIL_ATTEMPTS } from '../../shared/domain/mail';
import { db, tableName } from './client';
import { GSI2, outboxKey } from './keys';
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

export { MAX_MAIL_ATTEMPTS };

/**
 * A sparse index of the mails that still matter: GSI2 `OUTBOX#pending` (the job's work) and
 * `OUTBOX#failed` (the admins' list), sorted by creation. A sent mail leaves the index, so neither
 * reader ever touches the sent mails that fill the OUTBOX partition.
 */
type IndexedStatus = Exclude<OutboxMail['status'], 'sent'>;
const outboxStatusPartition = (status: IndexedStatus) => `OUTBOX#${status}`;
const outboxStatusIndex = (mail: Pick<OutboxMail, 'createdAt' | 'id'>, status: IndexedStatus) => ({
  GSI2PK: outboxStatusPartition(status),
  GSI2SK: `${mail.createdAt}#${mail.id}`,
});

const outboxRecord = (mail: OutboxMail) => ({
  ...outboxKey(mail.createdAt, mail.id),
  ...(mail.status === 'sent' ? {} : outboxStatusIndex(mail, mail.status)),
  entity: 'mail',
  ...mail,
});

export const outboxItem = (mail: OutboxMail): TransactItem => ({
  Put: { TableName: tableName(), Item: outboxRecord(mail) },
});

export async function queueMail(mail: OutboxMail): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: outboxRecord(mail) }));
}

const toMail = ({ PK, SK, GSI2PK, GSI2SK, entity, ...mail }: Record<string, unknown>) => mail as unknown as OutboxMail;

/** The pending or failed mails, oldest first, read from the sparse index only. */
export async function mailsWithStatus(status: IndexedStatus): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI2,
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': outboxStatusPartition(status) },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of answer.Items ?? []) mails.push(toMail(item));
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return mails;
}

const SENT_KEPT_SECONDS = 30 * 24 * 3600;

/**
 * Counts one sending attempt, only if the mail is still pending at the attempts it was read with
 * (two senders never both count it). Sent: leaves the index and expires later. Failed the last
 * allowed time: moves to the failed index. Otherwise it stays pending for the next run.
 */
export async function markMail(
  mail: OutboxMail,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<void> {
  const attempts = mail.attempts + 1;
  const status = outcome.sent ? 'sent' : attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending';
  const failedIndex = outboxStatusIndex(mail, 'failed');
  const indexUpdate =
    status === 'sent' ? ' REMOVE GSI2PK, GSI2SK' : status === 'failed' ? ', GSI2PK = :index, GSI2SK = :indexSort' : '';
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: outboxKey(mail.createdAt, mail.id),
      UpdateExpression:
        'SET #status = :status, attempts = :attempts, lastError = :error' +
        (outcome.sent ? ', expiresAt = :expires' : '') +
        indexUpdate,
      ConditionExpression: '#status = :pending AND attempts = :before',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':attempts': attempts,
        ':error': outcome.sent ? null : outcome.error.slice(0, 500),
        ':pending': 'pending',
        ':before': mail.attempts,
        ...(outcome.sent ? { ':expires': Math.floor(Date.now() / 1000) + SENT_KEPT_SECONDS } : {}),
        ...(status === 'failed' ? { ':index': failedIndex.GSI2PK, ':indexSort': failedIndex.GSI2SK } : {}),
      },
    }),
  );
}

/**
 * Puts a failed mail back in the queue with its attempts reset (the last error is kept until the
 * next attempt). Answers false when the mail is not (or no longer) failed.
 */
export async function requeueFailedMail(mail: Pick<OutboxMail, 'createdAt' | 'id'>): Promise<boolean> {
  const pendingIndex = outboxStatusIndex(mail, 'pending');
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKey(mail.createdAt, mail.id),
        UpdateExpression: 'SET #status = :pending, attempts = :zero, GSI2PK = :index, GSI2SK = :indexSort',
        ConditionExpression: '#status = :failed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':failed': 'failed',
          ':zero': 0,
          ':index': pendingIndex.GSI2PK,
          ':indexSort': pendingIndex.GSI2SK,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
