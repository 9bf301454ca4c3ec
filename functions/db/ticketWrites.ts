import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import { db, tableName } from './client';
import { escalationGuardKey, fileKeyRecordKey, mineRowKey, queueRowKey, ticketFileKey } from './keys';
import { cancellationCodes, type TransactItem, transactWrite } from './query';
import {
  assigneeSearchKeys,
  ensureSearchItems,
  requesterSearchKeys,
  sortItems,
  subjectWordKeys,
} from './ticketIndexes';
import { formIdOf, formItem, threadEntryItem, ticketItem } from './ticketItems';
import type { AttachmentRef, ThreadEntryRecord, TicketRecord } from './ticketRecord';
import { inDepartmentQueue, rowPuts, ticketMembers } from './ticketRows';
import { dayCountUpdates, dimensionCountUpdates, statsUpdates } from './ticketStats';

/**
 * The transactions that create and change tickets: each writes the ticket with its rows, index
 * items, thread entries, attachments and counters, all or nothing, conditioned on the version.
 */

export class StaleTicketError extends Error {}

/**
 * Marks a ticket's first-response target as missed, once (a guard item per ticket), with whatever
 * must land with it (the lead's mail, an activity note): 'recorded', 'already' when an earlier run
 * recorded it (the mark is then put again, so the ticket leaves the index under its target), or
 * 'changed' when the ticket changed since it was read (a later run tries again). The mark keeps the
 * ticket's version, so nobody's open edit is refused because of it.
 */
export async function recordFirstResponseMissed(
  ticket: TicketRecord,
  at: string,
  extraItems: TransactItem[],
): Promise<'recorded' | 'already' | 'changed'> {
  const marked: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: ticketItem({ ...ticket, firstResponseMissedAt: at }),
      ConditionExpression: 'version = :expected',
      ExpressionAttributeValues: { ':expected': ticket.version },
    },
  };
  const guard: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: {
        ...escalationGuardKey(ticket.id, 'firstResponse'),
        entity: 'firstResponseGuard',
        ticketId: ticket.id,
        at,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  try {
    await transactWrite([guard, marked, ...extraItems]);
    return 'recorded';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (codes[0] !== 'ConditionalCheckFailed') return 'changed';
    try {
      await transactWrite([marked]);
    } catch (markError) {
      if (!cancellationCodes(markError)) throw markError;
    }
    return 'already';
  }
}

/**
 * Creates a ticket with its first thread entry and its attachments, all or nothing. Its list rows,
 * its creation-day count and the `beforeCommit` puts (the 'ticket raised' mails) are plain writes
 * made just before, at half a transaction's price, and taken back if the transaction is refused.
 * A crash in between leaves rows and mails of a ticket that does not exist, never a ticket without
 * them: lists skip rows whose ticket is missing, and the mail job drops mails whose ticket never came.
 */
export async function createTicket(
  ticket: TicketRecord,
  firstEntry: ThreadEntryRecord,
  attachments: AttachmentRef[],
  uploaderId: string,
  beforeCommit: TransactItem[] = [],
): Promise<void> {
  // The form is stored once (put when missing, with the requester's search items) and named.
  const formId = ticket.formFields ? formIdOf(ticket.formFields) : undefined;
  const form = formId && ticket.formFields ? [formItem(formId, ticket.formFields)] : [];
  const stored: TicketRecord = formId ? { ...ticket, formId } : ticket;
  const earlyItems = [
    ...rowPuts(ticket),
    ...subjectWordKeys(ticket).map((Item) => ({ Put: { TableName: tableName(), Item } })),
    ...sortItems(ticket).map((Item) => ({ Put: { TableName: tableName(), Item } })),
    ...beforeCommit,
  ].flatMap((item) => (item.Put?.Item ? [item.Put.Item] : []));
  const dayCount = (delta: number) =>
    Promise.all(
      dayCountUpdates(ticket, delta).map((item) =>
        item.Update ? db().send(new UpdateCommand(item.Update)) : undefined,
      ),
    );
  await Promise.all([
    batchWrite(earlyItems.map((Item) => ({ PutRequest: { Item } }))),
    ensureSearchItems([...requesterSearchKeys(ticket), ...form]),
  ]);
  await dayCount(1);
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: ticketItem(stored),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      threadEntryItem(firstEntry, 0),
      ...attachments.flatMap((file) => attachPuts(ticket.id, file, uploaderId)),
      ...statsUpdates([{ after: ticket }]),
    ]);
  } catch (error) {
    await Promise.all([
      batchWrite(earlyItems.map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } }))),
      dayCount(-1),
    ]);
    throw error;
  }
}

function attachPuts(ticketId: string, file: AttachmentRef, uploaderId: string): TransactItem[] {
  return [
    { Put: { TableName: tableName(), Item: { ...ticketFileKey(ticketId, file.key), entity: 'ticketFile', ...file } } },
    {
      Update: {
        TableName: tableName(),
        Key: fileKeyRecordKey(file.key),
        // Claiming the upload: it must exist, be the caller's and not belong to a ticket yet.
        UpdateExpression: 'SET ticketId = :ticket REMOVE expiresAt',
        ConditionExpression: 'uploaderId = :uploader AND attribute_not_exists(ticketId)',
        ExpressionAttributeValues: { ':ticket': ticketId, ':uploader': uploaderId },
      },
    },
  ];
}

/** Attaches uploaded keys to an existing ticket (the spec's createFileKeyEntry). */
export async function attachFiles(ticketId: string, files: AttachmentRef[], uploaderId: string): Promise<void> {
  if (files.length === 0) return;
  await transactWrite(files.flatMap((file) => attachPuts(ticketId, file, uploaderId)));
}

export interface TicketChange {
  /** The ticket as it should be stored; its version must be the stored version + 1. */
  ticket: TicketRecord;
  /** Thread entries written with the change (activity entries, the reply itself). */
  entries: ThreadEntryRecord[];
  /** Attachments the reply carries, claimed in the same transaction. */
  attachments?: AttachmentRef[];
  uploaderId?: string;
  /** Other items written in the same transaction (a transfer record, ...), built by functions/db. */
  extraItems?: TransactItem[];
}

/**
 * The ticket's rows that this change alters: a row that would be stored as it is already is not
 * written again (2 write units each in a transaction). A first response changes the day row only,
 * the one row that keeps it (ticketRows.ts rowPuts).
 */
function changedRowPuts(before: TicketRecord, after: TicketRecord): TransactItem[] {
  const stored = new Set(rowPuts(before).map((put) => JSON.stringify(put.Put?.Item)));
  return rowPuts(after).filter((put) => !stored.has(JSON.stringify(put.Put?.Item)));
}

/**
 * Applies changes to one or more tickets in one transaction, each conditioned on its version:
 * if anyone else changed a ticket in between, nothing is written and StaleTicketError is thrown.
 * `previous` gives each ticket's stored state, to remove rows of people it no longer belongs to.
 */
export async function applyTicketChanges(changes: TicketChange[], previous: Map<string, TicketRecord>): Promise<void> {
  const items: TransactItem[] = [];
  for (const change of changes) {
    const before = previous.get(change.ticket.id);
    if (!before) throw new Error(`No stored state for ticket ${change.ticket.id}`);
    items.push({
      Put: {
        TableName: tableName(),
        Item: ticketItem(change.ticket),
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': before.version },
      },
    });
    items.push(...changedRowPuts(before, change.ticket));
    // Subject words follow the subject (no endpoint changes a subject today; this keeps it true if one does).
    const wordsAfter = new Set(subjectWordKeys(change.ticket).map((key) => key.PK));
    for (const key of subjectWordKeys(before)) {
      if (!wordsAfter.has(key.PK)) items.push({ Delete: { TableName: tableName(), Key: key } });
    }
    const wordsBefore = new Set(subjectWordKeys(before).map((key) => key.PK));
    for (const key of subjectWordKeys(change.ticket)) {
      if (!wordsBefore.has(key.PK)) items.push({ Put: { TableName: tableName(), Item: key } });
    }
    // A sort index item follows its value (its key holds it): the old one goes, the new one comes.
    const sortedNow = new Set(sortItems(change.ticket).map((item) => `${item.PK}|${item.SK}`));
    for (const item of sortItems(before)) {
      if (!sortedNow.has(`${item.PK}|${item.SK}`))
        items.push({ Delete: { TableName: tableName(), Key: { PK: item.PK, SK: item.SK } } });
    }
    const sortedBefore = new Set(sortItems(before).map((item) => `${item.PK}|${item.SK}`));
    for (const Item of sortItems(change.ticket)) {
      if (!sortedBefore.has(`${Item.PK}|${Item.SK}`)) items.push({ Put: { TableName: tableName(), Item } });
    }
    const stillMembers = new Set(ticketMembers(change.ticket));
    for (const gone of ticketMembers(before).filter((member) => !stillMembers.has(member))) {
      items.push({ Delete: { TableName: tableName(), Key: mineRowKey(gone, before.createdAt, before.id) } });
    }
    // Taken, done or moved: out of the old department's queue (a row put above is never deleted here).
    const stillQueued = inDepartmentQueue(change.ticket) && change.ticket.departmentId === before.departmentId;
    if (inDepartmentQueue(before) && !stillQueued) {
      items.push({
        Delete: { TableName: tableName(), Key: queueRowKey(before.departmentId, before.createdAt, before.id) },
      });
    }
    for (const [index, entry] of change.entries.entries()) items.push(threadEntryItem(entry, index + 1));
    for (const file of change.attachments ?? [])
      items.push(...attachPuts(change.ticket.id, file, change.uploaderId ?? ''));
    items.push(...(change.extraItems ?? []));
  }
  // A new assignee's name words, read first and put only when missing (an agent's are there after their first ticket).
  await ensureSearchItems(
    changes.flatMap((change) =>
      change.ticket.assigneeId !== previous.get(change.ticket.id)?.assigneeId ? assigneeSearchKeys(change.ticket) : [],
    ),
  );
  // Analytics counters move with the tickets, merged per bucket (one action per item).
  const moves = changes.map((change) => ({ before: previous.get(change.ticket.id), after: change.ticket }));
  items.push(...statsUpdates(moves), ...dimensionCountUpdates(moves));
  try {
    // DynamoDB takes at most 100 actions in one transaction; bulk updates are chunked by the caller.
    await transactWrite(items);
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw new StaleTicketError();
    throw error;
  }
}

/** Adds thread entries that change nothing else (a plain reply). */
export async function addThreadEntries(
  entries: ThreadEntryRecord[],
  attachments: AttachmentRef[],
  uploaderId: string,
  extraItems: TransactItem[] = [],
) {
  if (entries.length === 0) return;
  const ticketId = entries[0].ticketId;
  try {
    await transactWrite([
      ...entries.map((entry, index) => threadEntryItem(entry, index + 1)),
      ...attachments.flatMap((file) => attachPuts(ticketId, file, uploaderId)),
      ...extraItems,
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw new AttachmentClaimError();
    throw error;
  }
}

export class AttachmentClaimError extends Error {}
