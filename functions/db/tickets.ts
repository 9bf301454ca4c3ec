import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  QueryCommand,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { FILE_PREFIX, GSI1, OPEN_DUE_PARTITION, THREAD_PREFIX, ticketKey, ticketPartition } from './keys';
import { stripKeys } from './query';
import { ticketsFromItems } from './ticketItems';
import type { AttachmentRef, ThreadEntryRecord, TicketRecord } from './ticketRecord';

/**
 * Reading tickets: one or many by id, a ticket's thread and attachments, the open tickets due.
 * How they are written: ticketWrites.ts; their list rows: ticketRows.ts; search and sort
 * indexes: ticketIndexes.ts; upload records: fileKeys.ts.
 */

/** Open tickets whose due date is before `beforeIso`, from the sparse open-due index. */
export async function openTicketsDueBefore(beforeIso: string): Promise<TicketRecord[]> {
  const tickets: TicketRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1,
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
        ExpressionAttributeValues: { ':pk': OPEN_DUE_PARTITION, ':before': beforeIso },
        ExclusiveStartKey: cursor,
      }),
    );
    tickets.push(...(await ticketsFromItems(answer.Items ?? [])));
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return tickets;
}

export async function getTicket(id: string): Promise<TicketRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: ticketKey(id) }));
  return answer.Item ? (await ticketsFromItems([answer.Item]))[0] : undefined;
}

export async function getTickets(ids: string[]): Promise<Map<string, TicketRecord>> {
  const found = new Map<string, TicketRecord>();
  for (let start = 0; start < ids.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = [...new Set(ids.slice(start, start + 100))].map(ticketKey);
    while (keys && keys.length > 0) {
      const answer: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
      );
      for (const ticket of await ticketsFromItems(answer.Responses?.[tableName()] ?? [])) found.set(ticket.id, ticket);
      keys = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
}

/** The ticket's thread (oldest first) and its attachment entries, from its one partition. */
export async function getThread(ticketId: string): Promise<{ entries: ThreadEntryRecord[]; files: AttachmentRef[] }> {
  const entries: ThreadEntryRecord[] = [];
  const files: AttachmentRef[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK > :after',
        ExpressionAttributeValues: { ':pk': ticketPartition(ticketId), ':after': FILE_PREFIX },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of answer.Items ?? []) {
      const sortKey = String(item.SK);
      if (sortKey.startsWith(THREAD_PREFIX)) entries.push(stripKeys<ThreadEntryRecord>(item));
      else if (sortKey.startsWith(FILE_PREFIX)) files.push(stripKeys<AttachmentRef>(item));
    }
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return { entries, files };
}

/**
 * The thread entries written after `afterIso` (the newest one a page showed), oldest first: a key
 * range of the ticket's partition, so a check before a reply reads only what is new.
 */
export async function threadEntriesAfter(ticketId: string, afterIso: string): Promise<ThreadEntryRecord[]> {
  const entries: ThreadEntryRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        // '~' sorts after the sequence digits: every entry of that very instant is excluded.
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': ticketPartition(ticketId),
          ':from': `${THREAD_PREFIX}${afterIso}#~`,
          ':to': `${THREAD_PREFIX}~`,
        },
        ExclusiveStartKey: cursor,
      }),
    );
    entries.push(...(answer.Items ?? []).map((item) => stripKeys<ThreadEntryRecord>(item)));
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return entries;
}
