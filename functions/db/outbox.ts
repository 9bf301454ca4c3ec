import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_MAIL_ATTEMPTS } from '../../shared/domain/mail';
import { db, tableName } from './client';
import { type OutboxStatus, outboxKey, outboxPartition } from './keys';
import {
  getItem,
  passesCondition,
  putItem,
  queryAll,
  stripKeys,
  type TransactItem,
  transactWrite,
  updatedIf,
  updateIf,
} from './query';

/** Mails wait in an outbox so a mail failure never fails or undoes the action that caused it. */

/** `sending`: claimed by one run of the mail job (still in the pending partition) until its lease ends. */
export type OutboxMailStatus = OutboxStatus | 'sending';

export interface OutboxMail {
  id: string;
  createdAt: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  status: OutboxMailStatus;
  /** Claims so far: each run that takes the mail to send it counts one. */
  attempts: number;
  lastError: string | null;
  /** Sent mails expire after a while; failed ones stay for admins to see. */
  expiresAt?: number;
  /**
   * The ticket this mail is about, when the mail may be written just before that ticket's
   * transaction commits: it is sent only once the ticket exists (see drainOutbox).
   */
  awaitsTicket?: string;
  /**
   * The ticket a ticket mail is about: the sender adds its signed reply address (Reply-To) and
   * threading headers (issue 19). Absent on other mails (password links, replies to strangers).
   */
  ticketId?: string;
  /** While `sending`: the run that claimed it, and until when (epoch ms) the claim holds. */
  claimedBy?: string;
  leaseUntil?: number;
}

export { MAX_MAIL_ATTEMPTS };

/**
 * Each mail lives in the partition of its status, sorted by creation: `OUTBOX#pending` (the job's
 * work, including mails being sent), `OUTBOX#failed` (the admins' list) and `OUTBOX#sent` (read by
 * nobody, until its TTL). So both readers query one small partition, and queueing a mail is one
 * item write with no index write. A change of partition moves the mail: delete + put in one small
 * transaction (jobs only).
 */
type ListedStatus = Exclude<OutboxStatus, 'sent'>;

/** The stored item; a claim (claimer and lease) is kept only while the mail is `sending`. */
function outboxRecord({ claimedBy, leaseUntil, ...mail }: OutboxMail) {
  const claim = mail.status === 'sending' ? { claimedBy, leaseUntil } : {};
  return {
    ...outboxKey(mail.status === 'sending' ? 'pending' : mail.status, mail.createdAt, mail.id),
    entity: 'mail',
    ...mail,
    ...claim,
  };
}

export const outboxItem = (mail: OutboxMail): TransactItem => ({
  Put: { TableName: tableName(), Item: outboxRecord(mail) },
});

export async function queueMail(mail: OutboxMail): Promise<void> {
  await putItem(outboxRecord(mail));
}

/** Removes a pending mail unsent: its ticket was refused, or never came to exist. */
export async function deletePendingMail(mail: Pick<OutboxMail, 'createdAt' | 'id'>): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: outboxKey('pending', mail.createdAt, mail.id) }));
}

const toMail = (item: Record<string, unknown>) => stripKeys<OutboxMail>(item);

/** The pending (and being sent) or failed mails, oldest first, from that status's partition only. */
export async function mailsWithStatus(status: ListedStatus): Promise<OutboxMail[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': outboxPartition(status) },
    ConsistentRead: true,
  });
  return items.map(toMail);
}

const SENT_KEPT_SECONDS = 30 * 24 * 3600;

/** Deletes `from` (only if `condition` holds on it) and puts `mail` in its status's partition, at once. */
async function moveMail(
  from: ListedStatus,
  mail: OutboxMail,
  condition: string,
  values: Record<string, unknown>,
  names?: Record<string, string>,
) {
  await transactWrite([
    {
      Delete: {
        TableName: tableName(),
        Key: outboxKey(from, mail.createdAt, mail.id),
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
        ExpressionAttributeNames: names,
      },
    },
    outboxItem(mail),
  ]);
}

const statusName = { '#status': 'status' };

/**
 * Claims a pending mail for one run before it is sent: a conditional update to `sending` with the
 * claimer's id and a lease, counting one attempt. Only one run can hold a mail; a claim whose lease
 * has ended (its run stopped mid-send) counts as pending again. Answers the claimed mail, or null
 * when another run holds it, it has left the pending partition, or it has used all its attempts.
 */
export async function claimMail(
  mail: Pick<OutboxMail, 'createdAt' | 'id'>,
  claimer: string,
  now: number,
  leaseMs: number,
): Promise<OutboxMail | null> {
  const claimed = await updatedIf({
    Key: outboxKey('pending', mail.createdAt, mail.id),
    UpdateExpression: 'SET #status = :sending, claimedBy = :me, leaseUntil = :until, attempts = attempts + :one',
    ConditionExpression: 'attempts < :max AND (#status = :pending OR (#status = :sending AND leaseUntil < :now))',
    ExpressionAttributeNames: statusName,
    ExpressionAttributeValues: {
      ':sending': 'sending',
      ':pending': 'pending',
      ':me': claimer,
      ':until': now + leaseMs,
      ':now': now,
      ':one': 1,
      ':max': MAX_MAIL_ATTEMPTS,
    },
  });
  return claimed ? toMail(claimed) : null;
}

/**
 * Records how the claimed send went, only while `claimer` still holds the mail. Sent: moves to the
 * sent partition and expires later. Failed with its last allowed attempt: moves to the failed
 * partition. Otherwise it goes back to pending for the next run. Answers false when the claim was
 * lost (its lease ended and another run took the mail).
 */
export async function markMail(
  mail: OutboxMail,
  claimer: string,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<boolean> {
  const status = outcome.sent ? 'sent' : mail.attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending';
  const lastError = outcome.sent ? null : outcome.error.slice(0, 500);
  const held = '#status = :sending AND claimedBy = :me';
  const heldValues = { ':sending': 'sending', ':me': claimer };
  if (status === 'pending')
    return updateIf({
      Key: outboxKey('pending', mail.createdAt, mail.id),
      UpdateExpression: 'SET #status = :pending, lastError = :error REMOVE claimedBy, leaseUntil',
      ConditionExpression: held,
      ExpressionAttributeNames: statusName,
      ExpressionAttributeValues: { ...heldValues, ':pending': 'pending', ':error': lastError },
    });
  const expiresAt = status === 'sent' ? Math.floor(Date.now() / 1000) + SENT_KEPT_SECONDS : undefined;
  return passesCondition(() =>
    moveMail('pending', { ...mail, status, lastError, expiresAt }, held, heldValues, statusName),
  );
}

/**
 * A poison mail: claimed for its last allowed attempt by a run that never finished it (the run
 * crashed or timed out mid-send, every time). Once that lease ends, it moves to the failed list
 * instead of being tried forever. Answers whether it was moved.
 */
export async function failAbandonedMail(mail: OutboxMail, now: number): Promise<boolean> {
  if (mail.status !== 'sending' || (mail.leaseUntil ?? 0) >= now || mail.attempts < MAX_MAIL_ATTEMPTS) return false;
  return passesCondition(() =>
    moveMail(
      'pending',
      {
        ...mail,
        status: 'failed',
        lastError: `Sending did not finish in ${mail.attempts} attempts (the job stopped while sending it).`,
      },
      '#status = :sending AND claimedBy = :claimer AND leaseUntil < :now',
      { ':sending': 'sending', ':claimer': mail.claimedBy, ':now': now },
      statusName,
    ),
  );
}

/**
 * Puts a failed mail back in the queue with its attempts reset (the last error is kept until the
 * next attempt). Answers false when the mail is not (or no longer) failed.
 */
export async function requeueFailedMail(mail: Pick<OutboxMail, 'createdAt' | 'id'>): Promise<boolean> {
  const stored = await getItem(outboxKey('failed', mail.createdAt, mail.id), true);
  if (!stored) return false;
  const failed = toMail(stored);
  return passesCondition(() =>
    moveMail('failed', { ...failed, status: 'pending', attempts: 0 }, 'attempts = :before', {
      ':before': failed.attempts,
    }),
  );
}
