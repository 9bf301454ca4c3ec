import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailLogRow } from '../../shared/contract/mailOutbox';
import { MAIL_LOG_DAYS } from '../../shared/domain/inboundMail';
import { db, tableName } from './client';
import {
  MAIL_LOG_PARTITION,
  mailLogKey,
  mailMessageKey,
  mailSenderAnsweredKey,
  mailSenderPartition,
  mailSenderTicketKey,
} from './keys';
import { failedOnCondition, stripKeys } from './query';

/** Inbound mail's records: the Message-ID claims, the Mail Log and the per-sender limits (issue 19). */

const DAY_SECONDS = 24 * 3600;
const expiresIn = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** How long one delivery may hold a message before another delivery may process it again. */
const PROCESSING_LEASE_MS = 5 * 60 * 1000;

/**
 * Claims a Message-ID for processing: a conditional put that only one delivery wins (SES delivers
 * at least once). A claim whose processing never finished (the function stopped mid-way) can be
 * taken again once its lease ends. Answers false for a message already processed or in progress.
 */
export async function claimMessage(messageId: string, now = Date.now()): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...mailMessageKey(messageId),
          entity: 'mailMessage',
          state: 'processing',
          leaseUntil: now + PROCESSING_LEASE_MS,
          expiresAt: expiresIn(MAIL_LOG_DAYS * DAY_SECONDS),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR (#state = :processing AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':processing': 'processing', ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (failedOnCondition(error)) return false;
    throw error;
  }
}

/** Marks a claimed message done and writes its Mail Log entry. */
export async function finishMessage(messageId: string, entry: MailLogRow): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...mailLogKey(entry.receivedAt, entry.id),
        entity: 'mailLog',
        ...entry,
        expiresAt: expiresIn(MAIL_LOG_DAYS * DAY_SECONDS),
      },
    }),
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: mailMessageKey(messageId),
      UpdateExpression: 'SET #state = :done, logId = :id REMOVE leaseUntil',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':done': 'done', ':id': entry.id },
    }),
  );
}

/** One page of the Mail Log, newest first; `cursor` is the sort key of the last row shown. */
export async function mailLogPage(size: number, cursor?: string): Promise<{ rows: MailLogRow[]; next: string | null }> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: cursor ? 'PK = :pk AND SK < :cursor' : 'PK = :pk',
      ExpressionAttributeValues: { ':pk': MAIL_LOG_PARTITION, ...(cursor ? { ':cursor': cursor } : {}) },
      ScanIndexForward: false,
      Limit: size,
    }),
  );
  const items = answer.Items ?? [];
  const last = items.at(-1);
  return {
    rows: items.map((item) => stripKeys<MailLogRow & { entity?: string; expiresAt?: number }>(item)).map(toRow),
    next: answer.LastEvaluatedKey && last ? String(last.SK) : null,
  };
}

const toRow = ({
  entity: _entity,
  expiresAt: _expiresAt,
  ...row
}: MailLogRow & { entity?: string; expiresAt?: number }) => row;

/** Tickets `address` opened by mail since `sinceIso` (the hourly cap reads one small partition). */
export async function mailTicketsSince(address: string, sinceIso: string): Promise<number> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': mailSenderPartition(address),
        ':from': `TICKET#${sinceIso}`,
        ':to': 'TICKET#~',
      },
      Select: 'COUNT',
      ConsistentRead: true,
    }),
  );
  return answer.Count ?? 0;
}

export async function recordMailTicket(address: string, at: string, ticketId: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...mailSenderTicketKey(address, at, ticketId),
        entity: 'mailSenderTicket',
        expiresAt: expiresIn(DAY_SECONDS),
      },
    }),
  );
}

/**
 * Takes the right to answer an unknown sender once per `everyMs`: a conditional put, so two
 * deliveries at once still answer once. Answers false when they were answered recently.
 */
export async function claimSenderAnswer(address: string, everyMs: number, now = Date.now()): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...mailSenderAnsweredKey(address),
          entity: 'mailSenderAnswered',
          answeredAt: now,
          expiresAt: Math.floor((now + everyMs) / 1000) + DAY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR answeredAt < :since',
        ExpressionAttributeValues: { ':since': now - everyMs },
      }),
    );
    return true;
  } catch (error) {
    if (failedOnCondition(error)) return false;
    throw error;
  }
}
