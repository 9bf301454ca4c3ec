import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandOutput,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { MAX_MAIL_ATTEMPTS } from '../../shared/domain/mail';
import { db, tableName } from './client';
import { type OutboxStatus, outboxKey, outboxPartition } from './keys';
import type { TransactItem } from './tickets';

/** Mails wait in an outbox so a mail failure never fails or undoes the action that caused it. */

export interface OutboxMail {
  id: string;
  createdAt: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** Sent mails expire after a while; failed ones stay for admins to see. */
  expiresAt?: number;
  /**
   * The ticket this mail is about, when the mail may be written just before that ticket's
   * transaction commits: it is sent only once the ticket exists (see drainOutbox).
   */
  awaitsTicket?: string;
}

export { MAX_MAIL_ATTEMPTS };

/**
 * Each mail lives in the partition of its status, sorted by creation: `OUTBOX#pending` (the job's
 * work), `OUTBOX#failed` (the admins' list) and `OUTBOX#sent` (read by nobody, until its TTL). So
 * both readers query one small partition, and queueing a mail is one item write with no index
 * write. A change of status moves the mail: delete + put in one small transaction (jobs only).
 */
type ListedStatus = Exclude<OutboxStatus, 'sent'>;

const outboxRecord = (mail: OutboxMail) => ({
  ...outboxKey(mail.status, mail.createdAt, mail.id),
  entity: 'mail',
  ...mail,
});

export const outboxItem = (mail: OutboxMail): TransactItem => ({
  Put: { TableName: tableName(), Item: outboxRecord(mail) },
});

export async function queueMail(mail: OutboxMail): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: outboxRecord(mail) }));
}

/** Removes a pending mail unsent: its ticket was refused, or never came to exist. */
export async function deletePendingMail(mail: Pick<OutboxMail, 'createdAt' | 'id'>): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: outboxKey('pending', mail.createdAt, mail.id) }));
}

const toMail = ({ PK, SK, entity, ...mail }: Record<string, unknown>) => mail as unknown as OutboxMail;

/** The pending or failed mails, oldest first, from that status's partition only. */
export async function mailsWithStatus(status: ListedStatus): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': outboxPartition(status) },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of answer.Items ?? []) mails.push(toMail(item));
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return mails;
}

const SENT_KEPT_SECONDS = 30 * 24 * 3600;

/** Deletes `from` (only if `condition` holds on it) and puts `mail` in its status's partition, at once. */
async function moveMail(from: ListedStatus, mail: OutboxMail, condition: string, values: Record<string, unknown>) {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: outboxKey(from, mail.createdAt, mail.id),
            ConditionExpression: condition,
            ExpressionAttributeValues: values,
          },
        },
        outboxItem(mail),
      ],
    }),
  );
}

/**
 * Counts one sending attempt, only if the mail is still pending at the attempts it was read with
 * (two senders never both count it). Sent: moves to the sent partition and expires later. Failed
 * the last allowed time: moves to the failed partition. Otherwise it stays pending for the next run.
 */
export async function markMail(
  mail: OutboxMail,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<void> {
  const attempts = mail.attempts + 1;
  const status = outcome.sent ? 'sent' : attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending';
  const lastError = outcome.sent ? null : outcome.error.slice(0, 500);
  const unchanged = { condition: 'attempts = :before', values: { ':before': mail.attempts } };
  if (status === 'pending') {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKey('pending', mail.createdAt, mail.id),
        UpdateExpression: 'SET attempts = :attempts, lastError = :error',
        ConditionExpression: unchanged.condition,
        ExpressionAttributeValues: { ...unchanged.values, ':attempts': attempts, ':error': lastError },
      }),
    );
    return;
  }
  const expiresAt = status === 'sent' ? Math.floor(Date.now() / 1000) + SENT_KEPT_SECONDS : undefined;
  await moveMail('pending', { ...mail, status, attempts, lastError, expiresAt }, unchanged.condition, unchanged.values);
}

/**
 * Puts a failed mail back in the queue with its attempts reset (the last error is kept until the
 * next attempt). Answers false when the mail is not (or no longer) failed.
 */
export async function requeueFailedMail(mail: Pick<OutboxMail, 'createdAt' | 'id'>): Promise<boolean> {
  const stored = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: outboxKey('failed', mail.createdAt, mail.id),
      ConsistentRead: true,
    }),
  );
  if (!stored.Item) return false;
  const failed = toMail(stored.Item);
  try {
    await moveMail('failed', { ...failed, status: 'pending', attempts: 0 }, 'attempts = :before', {
      ':before': failed.attempts,
    });
    return true;
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) return false;
    throw error;
  }
}
