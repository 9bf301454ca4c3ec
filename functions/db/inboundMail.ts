import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
import { deleteIf, newestFirstPage, putIf, putItem, stripKeys } from './query';

/** Inbound mail's records: the Message-ID claims, the Mail Log and the per-sender limits (issue 19). */

const DAY_SECONDS = 24 * 3600;
const expiresIn = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/**
 * How long one delivery may hold a message before another delivery may process it again: a little
 * more than the inboundMail function's timeout (1 minute, infra/stacks/jobs-stack.ts), after which
 * that delivery is certainly over. A delivery that fails releases its claim at once (releaseMessage).
 */
const PROCESSING_LEASE_MS = 90 * 1000;

/**
 * Claims a Message-ID for processing: a conditional put that only one delivery wins (SES delivers
 * at least once). A claim whose processing never finished (the function stopped mid-way) can be
 * taken again once its lease ends. Answers false for a message already processed or in progress.
 */
export async function claimMessage(messageId: string, now = Date.now()): Promise<boolean> {
  return putIf({
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
  });
}

/**
 * Gives up a claim whose processing failed, so that Lambda's retry of the delivery (a minute later)
 * processes the message instead of taking it for a repeat and losing it. Only a claim still in
 * progress is released, never a finished one.
 */
export async function releaseMessage(messageId: string): Promise<void> {
  await deleteIf({
    Key: mailMessageKey(messageId),
    ConditionExpression: '#state = :processing',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':processing': 'processing' },
  });
}

/** Marks a claimed message done and writes its Mail Log entry. */
export async function finishMessage(messageId: string, entry: MailLogRow): Promise<void> {
  await putItem({
    ...mailLogKey(entry.receivedAt, entry.id),
    entity: 'mailLog',
    ...entry,
    expiresAt: expiresIn(MAIL_LOG_DAYS * DAY_SECONDS),
  });
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

/**
 * One page of the Mail Log, newest first, with the exact total: a COUNT query of the log's one
 * partition (keys only are counted; at 1,000 mails a day for 90 days about 12 MB, ~1,500 read units,
 * once per page an admin opens) and the rows up to the page read in order.
 */
export async function mailLogPage(page: number, size: number): Promise<{ rows: MailLogRow[]; totalItems: number }> {
  const { items, totalItems } = await newestFirstPage(MAIL_LOG_PARTITION, page, size);
  const rows = items.map((item) => toRow(stripKeys<MailLogRow & { entity?: string; expiresAt?: number }>(item)));
  return { rows, totalItems };
}

const toRow = ({
  entity: _entity,
  expiresAt: _expiresAt,
  ...row
}: MailLogRow & { entity?: string; expiresAt?: number }): MailLogRow => row;

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
  await putItem({
    ...mailSenderTicketKey(address, at, ticketId),
    entity: 'mailSenderTicket',
    expiresAt: expiresIn(DAY_SECONDS),
  });
}

/**
 * Takes the right to answer a sender once per `everyMs` (as an unknown sender, or with a notice of
 * a refused mail, each on its own clock): a conditional put, so two deliveries at once still answer
 * once. Answers false when they were answered recently.
 */
export async function claimSenderAnswer(
  address: string,
  everyMs: number,
  answer: 'unknownSender' | 'refusalNotice' = 'unknownSender',
  now = Date.now(),
): Promise<boolean> {
  return putIf({
    Item: {
      ...mailSenderAnsweredKey(address, answer),
      entity: 'mailSenderAnswered',
      answeredAt: now,
      expiresAt: Math.floor((now + everyMs) / 1000) + DAY_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(PK) OR answeredAt < :since',
    ExpressionAttributeValues: { ':since': now - everyMs },
  });
}
