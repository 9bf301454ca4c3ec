import { FILE_PREFIX, GSI1, OPEN_DUE_PARTITION, THREAD_PREFIX, ticketKey, ticketPartition } from './keys';
import { batchGetAll, getItem, queryAll, stripKeys } from './query';
import { ticketsFromItems } from './ticketItems';
import type { AttachmentRef, ThreadEntryRecord, TicketRecord } from './ticketRecord';

/**
 * Reading tickets: one or many by id, a ticket's thread and attachments, the open tickets due.
 * How they are written: ticketWrites.ts; their list rows: ticketRows.ts; search and sort
 * indexes: ticketIndexes.ts; upload records: fileKeys.ts.
 */

/** Open tickets whose due date is before `beforeIso`, from the sparse open-due index. */
export async function openTicketsDueBefore(beforeIso: string): Promise<TicketRecord[]> {
  return ticketsFromItems(
    await queryAll({
      IndexName: GSI1,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
      ExpressionAttributeValues: { ':pk': OPEN_DUE_PARTITION, ':before': beforeIso },
    }),
  );
}

export async function getTicket(id: string): Promise<TicketRecord | undefined> {
  const item = await getItem(ticketKey(id));
  return item ? (await ticketsFromItems([item]))[0] : undefined;
}

/** Several tickets by id (absent ids are simply missing from the answer). */
export async function getTickets(ids: string[]): Promise<Map<string, TicketRecord>> {
  const tickets = await ticketsFromItems(await batchGetAll([...new Set(ids)].map(ticketKey)));
  return new Map(tickets.map((ticket) => [ticket.id, ticket]));
}

/** The ticket's thread (oldest first) and its attachment entries, from its one partition. */
export async function getThread(ticketId: string): Promise<{ entries: ThreadEntryRecord[]; files: AttachmentRef[] }> {
  const entries: ThreadEntryRecord[] = [];
  const files: AttachmentRef[] = [];
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK > :after',
    ExpressionAttributeValues: { ':pk': ticketPartition(ticketId), ':after': FILE_PREFIX },
  });
  for (const item of items) {
    const sortKey = String(item.SK);
    if (sortKey.startsWith(THREAD_PREFIX)) entries.push(stripKeys<ThreadEntryRecord>(item));
    else if (sortKey.startsWith(FILE_PREFIX)) files.push(stripKeys<AttachmentRef>(item));
  }
  return { entries, files };
}

/**
 * The thread entries written after `afterIso` (the newest one a page showed), oldest first: a key
 * range of the ticket's partition, so a check before a reply reads only what is new.
 */
export async function threadEntriesAfter(ticketId: string, afterIso: string): Promise<ThreadEntryRecord[]> {
  const items = await queryAll({
    // '~' sorts after the sequence digits: every entry of that very instant is excluded.
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': ticketPartition(ticketId),
      ':from': `${THREAD_PREFIX}${afterIso}#~`,
      ':to': `${THREAD_PREFIX}~`,
    },
  });
  return items.map((item) => stripKeys<ThreadEntryRecord>(item));
}
