import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { identifierTerms, MIN_PREFIX, tokenize } from '../../shared/domain/search';
import { subjectSortValue } from '../../shared/domain/tickets';
import { batchWrite } from './batch';
import { db, tableName } from './client';
import {
  findKey,
  findPartition,
  idOfSortedKey,
  parseRowSortKey,
  sortedKey,
  sortedPartition,
  sortIndexesKey,
  wordPartition,
  wordRange,
  wordTicketKey,
  wordUserKey,
} from './keys';
import { batchGetAll, getItem, queryAll, queryPages, sortKeyRangePages } from './query';
import type { IndexItem } from './ticketItems';
import type { TicketRecord } from './ticketRecord';
import { rowAttributes } from './ticketRows';

/**
 * A ticket's search and sort index items (db/keys draws them) and the lookups that read them:
 * what matches is decided on the rows they lead to.
 */

/** The subject's words, one small item each, so a word search reads only the tickets that hold it. */
export const subjectWordKeys = (ticket: TicketRecord) =>
  tokenize(ticket.subject).map((word) => wordTicketKey(word, ticket.createdAt, ticket.id));

/** Columns with a sort index (db/keys): a sort on one of them without filters reads it in order. */
export const SORT_INDEXED_COLUMNS = ['subject', 'id'] as const;
export type SortIndexedColumn = (typeof SORT_INDEXED_COLUMNS)[number];

/**
 * Each indexed column's sort value. The ticket number (Ticket No.) has none beyond the key's
 * zero-padded number, which orders it; it never changes, so its item is written once and never moved.
 */
const sortValues: Record<SortIndexedColumn, (ticket: TicketRecord) => string> = {
  subject: (ticket) => subjectSortValue(rowAttributes(ticket).sj ?? ''),
  id: () => '',
};

/** The ticket's sort index items: one per indexed column, with its creation time. */
export const sortItems = (ticket: TicketRecord) =>
  SORT_INDEXED_COLUMNS.map((column) => ({
    ...sortedKey(column, sortValues[column](ticket), ticket.createdAt, ticket.id),
    c: ticket.createdAt,
  }));

/**
 * The requester's search items for this ticket's values: mobile, e-mail, employee id and name
 * words. One per requester and value, shared by all their tickets, so only a requester's first
 * ticket with a value pays for it; they are never removed (a value a requester once had may
 * still be on an old ticket, and the rows decide what matches).
 */
export const requesterSearchKeys = (ticket: TicketRecord) => [
  ...identifierTerms(ticket).map((term) => findKey(term, ticket.userId)),
  ...tokenize(ticket.fullName).map((word) => wordUserKey(word, ticket.userId)),
  ...assigneeSearchKeys(ticket),
];
/** The assignee's name words, so a search by the assignee's name reaches the assignee's own rows. */
export const assigneeSearchKeys = (ticket: TicketRecord) =>
  ticket.assigneeId
    ? tokenize(ticket.assigneeFullName).map((word) => wordUserKey(word, ticket.assigneeId as string))
    : [];

/** Puts the people's search items that are not there yet (reading is half the price of writing). */
export async function ensureSearchItems(wanted: { PK: string; SK: string }[]): Promise<void> {
  await putMissingItems(wanted);
}

/**
 * Puts those of `wanted` that are not in the table yet (by key), reading 100 keys a call first;
 * answers how many it put. Running it again with the same items puts nothing.
 */
export async function putMissingItems(wanted: IndexItem[]): Promise<number> {
  const items = [...new Map(wanted.map((item) => [`${item.PK}|${item.SK}`, item])).values()];
  if (items.length === 0) return 0;
  const keys = items.map((item) => ({ PK: item.PK, SK: item.SK }));
  const present = new Set((await batchGetAll(keys, 'PK, SK')).map((item) => `${item.PK}|${item.SK}`));
  const missing = items.filter((item) => !present.has(`${item.PK}|${item.SK}`));
  await batchWrite(missing.map((Item) => ({ PutRequest: { Item } })));
  return missing.length;
}

/**
 * Every index item a stored ticket leads to: its subject's words, its requester's mobile, e-mail,
 * employee id and name words, its assignee's name words, its sort index items. What
 * `npm run tenant -- backfill-search` puts for tickets created before the indexes existed.
 */
export const ticketIndexItems = (ticket: TicketRecord): IndexItem[] => [
  ...subjectWordKeys(ticket),
  ...requesterSearchKeys(ticket),
  ...sortItems(ticket),
];

/** Whether a column's sort index holds every ticket (set once the backfill or a new table says so). */
export async function sortIndexComplete(column: SortIndexedColumn): Promise<boolean> {
  const item = await getItem(sortIndexesKey());
  return item?.[column] === true;
}

/** Records that every ticket has its items in these sort indexes (new tables, a finished backfill). */
export async function markSortIndexesComplete(columns: readonly SortIndexedColumn[] = SORT_INDEXED_COLUMNS) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: sortIndexesKey(),
      UpdateExpression: `SET ${columns.map((_, index) => `#c${index} = :yes`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(columns.map((column, index) => [`#c${index}`, column])),
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** The requesters having an identifier term equal to `wanted` or, from 4 characters, starting with it. */
export async function requestersWithIdentifier(wanted: string): Promise<string[]> {
  const prefix = wanted.length >= MIN_PREFIX ? wanted : `${wanted}#`;
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': findPartition(wanted), ':prefix': prefix },
  });
  const users = new Set(
    items.map((item) => String(item.SK)).map((sortKey) => sortKey.slice(sortKey.lastIndexOf('#') + 1)),
  );
  return [...users];
}

export interface WordMatches {
  /** Requesters whose name has the word. */
  users: string[];
  /** Tickets created in the range whose subject has the word. */
  tickets: { createdAt: string; id: string }[];
  /** False when reading stopped at `limit` subject items (the word is too common to be worth it). */
  complete: boolean;
}

/** A word's requesters and the tickets of the range whose subject holds it, reading at most `limit` ticket items. */
export async function wordMatches(word: string, startIso: string, endIso: string, limit: number): Promise<WordMatches> {
  const { from, to } = wordRange(startIso);
  const result: WordMatches = { users: [], tickets: [], complete: true };
  const pages = sortKeyRangePages(
    wordPartition(word),
    from,
    to,
    { Limit: limit + 1 },
    () => result.tickets.length > limit,
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const sortKey = String(item.SK);
      if (sortKey.startsWith('U#')) result.users.push(sortKey.slice(2));
      else {
        const row = parseRowSortKey(sortKey.slice(2));
        if (row.createdAt <= endIso) result.tickets.push(row);
      }
    }
    if (result.tickets.length > limit && page.LastEvaluatedKey) result.complete = false;
  }
  return result;
}

/**
 * The first `wanted` tickets of one creation month in a column's sort order (ascending, or
 * descending), created within the range: ids with the sort key that orders them across months.
 */
export async function sortedTicketsOfMonth(
  column: SortIndexedColumn,
  month: string,
  range: { start: string; end: string },
  wanted: number,
  descending: boolean,
): Promise<{ id: string; order: string }[]> {
  const found: { id: string; order: string }[] = [];
  const pages = queryPages(
    {
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'c BETWEEN :start AND :end',
      ExpressionAttributeValues: { ':pk': sortedPartition(column, month), ':start': range.start, ':end': range.end },
      ProjectionExpression: 'SK',
      ScanIndexForward: !descending,
      Limit: Math.min(1000, wanted + 10),
    },
    () => found.length >= wanted,
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) found.push({ id: idOfSortedKey(String(item.SK)), order: String(item.SK) });
  }
  return found.slice(0, wanted);
}
