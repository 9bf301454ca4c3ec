import type { HeldMailRow, MailLogRow } from '../../shared/contract/mailOutbox';
import { MAIL_REVIEW_DAYS } from '../../shared/domain/inboundMail';
import { MAIL_REVIEW_PARTITION, mailLogKey, mailReviewKey } from './keys';
import { deleteIf, getItem, newestFirstPage, putItem, stripKeys, updateIf } from './query';

/** Mail held for Mail Review (issue 19): one partition, newest first by id, gone after MAIL_REVIEW_DAYS. */

export interface HeldFile {
  /** Where the file waits in the attachments bucket (under MAIL_REVIEW_PREFIX). */
  key: string;
  name: string;
  type: string;
}

export interface HeldMailRecord extends Omit<HeldMailRow, 'attachments'> {
  /** The Mail Log row of the mail (its receivedAt is the row's too). */
  logId: string;
  files: HeldFile[];
}

const toRecord = (item: Record<string, unknown>) => {
  const {
    entity: _entity,
    expiresAt: _expiresAt,
    ...record
  } = stripKeys<HeldMailRecord & { entity?: string; expiresAt?: number }>(item);
  return record as HeldMailRecord;
};

export async function putHeldMail(record: HeldMailRecord): Promise<void> {
  await putItem({
    ...mailReviewKey(record.id),
    entity: 'heldMail',
    ...record,
    expiresAt: Math.floor(Date.parse(record.receivedAt) / 1000) + MAIL_REVIEW_DAYS * 24 * 3600,
  });
}

export async function getHeldMail(id: string): Promise<HeldMailRecord | undefined> {
  const item = await getItem(mailReviewKey(id), true);
  return item ? toRecord(item) : undefined;
}

/** Takes a held mail out of review: a conditional delete only one caller wins. */
export async function takeHeldMail(id: string): Promise<boolean> {
  return deleteIf({ Key: mailReviewKey(id), ConditionExpression: 'attribute_exists(PK)' });
}

/** One page of held mail, newest first, with the exact total (a few hundred at most: 30 days, 20/h/sender). */
export async function heldMailPage(page: number, size: number) {
  const { items, totalItems } = await newestFirstPage(MAIL_REVIEW_PARTITION, page, size);
  return { records: items.map(toRecord), totalItems };
}

/** Records in the Mail Log what became of a held mail. */
export async function setMailLogOutcome(
  receivedAt: string,
  logId: string,
  decision: Pick<MailLogRow, 'outcome' | 'reason' | 'ticketId'>,
): Promise<void> {
  // The log row may have expired first (both live long); the decision stands regardless.
  await updateIf({
    Key: mailLogKey(receivedAt, logId),
    UpdateExpression: 'SET outcome = :outcome, reason = :reason, ticketId = :ticketId',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: {
      ':outcome': decision.outcome,
      ':reason': decision.reason,
      ':ticketId': decision.ticketId,
    },
  });
}
