import { createHash } from 'node:crypto';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandOutput,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DynamicFormFieldDefinition } from '../../shared/contract/tickets';
import { identifierTerms, MIN_PREFIX, tokenize } from '../../shared/domain/search';
import { isClosedStatus, type TicketStatus } from '../../shared/domain/statuses';
import { subjectSortValue } from '../../shared/domain/tickets';
import { batchWrite } from './batch';
import { db, tableName } from './client';
import {
  dayRowKey,
  escalationGuardKey,
  FILE_PREFIX,
  fileKeyRecordKey,
  findKey,
  findPartition,
  formIdOfKey,
  GSI1,
  idOfSortedKey,
  mineRowKey,
  OPEN_DUE_PARTITION,
  openDueIndex,
  parseRowSortKey,
  queueRowKey,
  sortedKey,
  sortedPartition,
  sortIndexesKey,
  THREAD_PREFIX,
  threadKey,
  ticketFileKey,
  ticketFormKey,
  ticketKey,
  ticketPartition,
  wordPartition,
  wordRange,
  wordTicketKey,
  wordUserKey,
} from './keys';
import {
  batchGetAll,
  cancellationCodes,
  queryPages,
  sortKeyRangePages,
  type TableQuery,
  type TransactItem,
} from './query';
import type { NullableTicketField, TicketRecord } from './ticketRecord';
import { dayCountUpdates, dimensionCountUpdates, statsUpdates } from './ticketStats';

// The stored record has a file of its own so that ticketStats can read it without a circle.
export type { TicketRecord } from './ticketRecord';

export interface AttachmentRef {
  fileName: string;
  key: string;
  id: string;
}

export interface ThreadEntryRecord {
  id: string;
  ticketId: string;
  message: string;
  textMessage: string;
  repliedby: string;
  repliedById: string;
  createdAt: string;
  messageDateTime: string | null;
  isInternalNotes: boolean;
  isTicketActivityThread: boolean;
  recepients: string | null;
  s3FilesUrl: AttachmentRef[];
}

/** The compact list row: only what lists filter, search and sort on (short names keep reads small). */
export interface TicketRow {
  id: string;
  createdAt: string;
  status: TicketStatus;
  departmentId: string;
  helpTopicId: string;
  assigneeId: string | null;
  assigneeName: string;
  userId: string;
  createdBy: string;
  fullName: string;
  mobile: string;
  branch: string;
  schCol: string;
  subject: string;
  dueDate: string | null;
  /** The due date moved by closed pauses (issue 18); null: the due date holds. */
  currentDueDate: string | null;
  /** While paused: since when (the clock moves the due date on up to now). */
  pausedSince: string | null;
  firstResponseDueDate: string | null;
  firstResponseAt: string | null;
  /** The last feedback answer, and whether a "No" ever re-opened the ticket (issue 18 analytics). */
  satisfaction: 'Yes' | 'No' | null;
  reopenedAfterNo: boolean;
  closedDate: string | null;
  closedBy: string;
  /** Only on the per-person rows (MINE): what a search by e-mail or employee id checks. */
  email?: string;
  employeeNo?: string;
}

/** Rows keep a subject up to this long (most fit whole); a longer one is cut. */
const SUBJECT_IN_ROW = 80;
export const rowSubjectMayBeCut = (row: Pick<TicketRow, 'subject'>) => row.subject.length >= SUBJECT_IN_ROW;

/*
 * Row attributes are as small as they can be, because the wide views read a row per ticket: the
 * id and creation time live only in the sort key, dates are epoch milliseconds, and the assignee is
 * kept by id only (core looks up names when a search or sort needs them).
 */
const epoch = (iso: string | null) => (iso ? Date.parse(iso) : undefined);
const isoOf = (value: unknown) =>
  typeof value === 'number' ? new Date(value).toISOString() : typeof value === 'string' && value ? value : null;

function rowAttributes(ticket: TicketRecord) {
  return {
    s: ticket.ticketStatus,
    d: ticket.departmentId,
    h: ticket.helpTopicId,
    a: ticket.assigneeId ?? undefined,
    u: ticket.userId,
    cr: ticket.createdBy !== ticket.userId ? ticket.createdBy : undefined,
    fn: ticket.fullName,
    m: ticket.mobile || undefined,
    b: ticket.branch || undefined,
    sc: ticket.schCol || undefined,
    sj: ticket.subject.slice(0, SUBJECT_IN_ROW) || undefined,
    due: epoch(ticket.level1DueDate),
    sdu: epoch(ticket.slaDueDate ?? null),
    ps: epoch(pausedSince(ticket)),
    frd: epoch(ticket.firstResponseDueDate ?? null),
    fr: epoch(ticket.firstResponseAt ?? null),
    sat:
      ticket.ticketSatisfaction === 'Yes' || ticket.ticketSatisfaction === 'No' ? ticket.ticketSatisfaction : undefined,
    rno: ticket.reopenedAfterNo ? 1 : undefined,
    cd: epoch(ticket.closedDate),
    cb: ticket.closedBy ?? undefined,
  };
}

export function rowFromItem(item: Record<string, unknown>): TicketRow {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  const userId = text('u');
  const fromKey = parseRowSortKey(text('SK'));
  return {
    // Rows written before the key carried them still have `i`, `c` and `an`.
    id: text('i') || fromKey.id,
    createdAt: text('c') || fromKey.createdAt,
    status: text('s') as TicketStatus,
    departmentId: text('d'),
    helpTopicId: text('h'),
    assigneeId: text('a') || null,
    assigneeName: text('an'),
    userId,
    createdBy: text('cr') || userId,
    fullName: text('fn'),
    mobile: text('m'),
    branch: text('b'),
    schCol: text('sc'),
    subject: text('sj'),
    dueDate: isoOf(item.due),
    currentDueDate: isoOf(item.sdu),
    pausedSince: isoOf(item.ps),
    firstResponseDueDate: isoOf(item.frd),
    firstResponseAt: isoOf(item.fr),
    satisfaction: item.sat === 'Yes' || item.sat === 'No' ? item.sat : null,
    reopenedAfterNo: item.rno === 1,
    closedDate: isoOf(item.cd),
    closedBy: text('cb'),
    email: text('e') || undefined,
    employeeNo: text('n') || undefined,
  };
}

/** The list row of a ticket read in full (a search by ticket number has the ticket itself). */
export function rowOfTicket(ticket: TicketRecord): TicketRow {
  return rowFromItem({
    an: ticket.assigneeFullName ?? undefined,
    ...rowAttributes(ticket),
    ...mineAttributes(ticket),
    SK: dayRowKey(ticket.createdAt, ticket.id).SK,
  });
}

/** Per-person rows also carry the e-mail and employee id, so a search by them is checked on the row. */
const mineAttributes = (ticket: TicketRecord) => ({
  e: ticket.email || undefined,
  n: ticket.employeeNo || undefined,
});

/** People whose My Tickets holds this ticket: requester, creator and assignee. */
export const ticketMembers = (ticket: Pick<TicketRecord, 'userId' | 'createdBy' | 'assigneeId'>): string[] => [
  ...new Set([ticket.userId, ticket.createdBy, ticket.assigneeId].filter((id): id is string => Boolean(id))),
];

/** Whether the ticket waits in its department's queue: nobody holds it and it is not done. */
export const inDepartmentQueue = (ticket: Pick<TicketRecord, 'assigneeId' | 'ticketStatus'>): boolean =>
  !ticket.assigneeId && !isClosedStatus(ticket.ticketStatus);

function rowPuts(ticket: TicketRecord): TransactItem[] {
  const attributes = rowAttributes(ticket);
  const mine = { ...attributes, ...mineAttributes(ticket) };
  return [
    { Put: { TableName: tableName(), Item: { ...dayRowKey(ticket.createdAt, ticket.id), ...attributes } } },
    ...ticketMembers(ticket).map((member) => ({
      Put: { TableName: tableName(), Item: { ...mineRowKey(member, ticket.createdAt, ticket.id), ...mine } },
    })),
    ...(inDepartmentQueue(ticket)
      ? [
          {
            Put: {
              TableName: tableName(),
              Item: { ...queueRowKey(ticket.departmentId, ticket.createdAt, ticket.id), ...attributes },
            },
          },
        ]
      : []),
  ];
}

/** The subject's words, one small item each, so a word search reads only the tickets that hold it. */
const subjectWordKeys = (ticket: TicketRecord) =>
  tokenize(ticket.subject).map((word) => wordTicketKey(word, ticket.createdAt, ticket.id));

/** Columns with a sort index (keys.ts): a sort on one of them without filters reads it in order. */
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
const sortItems = (ticket: TicketRecord) =>
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
const assigneeSearchKeys = (ticket: TicketRecord) =>
  ticket.assigneeId
    ? tokenize(ticket.assigneeFullName).map((word) => wordUserKey(word, ticket.assigneeId as string))
    : [];

/** Puts the people's search items that are not there yet (reading is half the price of writing). */
async function ensureSearchItems(wanted: { PK: string; SK: string }[]): Promise<void> {
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

export type IndexItem = { PK: string; SK: string } & Record<string, unknown>;

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
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: sortIndexesKey() }));
  return answer.Item?.[column] === true;
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

/** Since when the ticket's SLA clock stands still (its last pause is open), else null. */
export const pausedSince = (ticket: Pick<TicketRecord, 'slaPauses'>): string | null => {
  const last = ticket.slaPauses?.at(-1);
  return last && last.to === null ? last.from : null;
};

/** Whether the sweep still owes the ticket a look at its first-response target (issue 18). */
export const firstResponseAwaited = (
  ticket: Pick<TicketRecord, 'firstResponseDueDate' | 'firstResponseAt' | 'firstResponseMissedAt'>,
): boolean => Boolean(ticket.firstResponseDueDate && !ticket.firstResponseAt && !ticket.firstResponseMissedAt);

/**
 * Stored only when set: a null attribute still costs its name's bytes, and every byte past 1 KB
 * doubles a ticket write (with its open-due index copy). Read back as null. The Record makes a
 * new nullable field a type error until it is listed here.
 */
const STORED_WHEN_SET: Record<NullableTicketField, true> = {
  assigneeId: true,
  assigneeFullName: true,
  assigneeBranchCode: true,
  modifiedSlaPlan: true,
  modifiedCreatedDate: true,
  level1DueDate: true,
  level1SlaDue: true,
  ticketSubCategory: true,
  employeeNo: true,
  closedDate: true,
  closedBy: true,
  nspiraCode: true,
  state: true,
  district: true,
  payrollCode: true,
  openDepartmentIdOfUser: true,
  ticketSourceHistoryId: true,
  ticketSatisfaction: true,
};
const nullableFields = Object.keys(STORED_WHEN_SET) as NullableTicketField[];

/** A form's id: a hash of its fields, so the same form is one item however many tickets use it. */
const formIdOf = (fields: DynamicFormFieldDefinition[]) =>
  createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 16);
const formItem = (formId: string, fields: DynamicFormFieldDefinition[]): IndexItem => ({
  ...ticketFormKey(formId),
  entity: 'form',
  fields,
});

/**
 * When the overdue sweep next has work on an open ticket: its current due date (not while paused:
 * its clock stands still), or its first-response target while a first response is awaited and
 * not yet reported missed, whichever comes first; null once Resolved or Closed.
 */
function sweepDate(ticket: TicketRecord): string | null {
  if (isClosedStatus(ticket.ticketStatus)) return null;
  const due = pausedSince(ticket) ? null : (ticket.slaDueDate ?? ticket.level1DueDate);
  const firstResponse = firstResponseAwaited(ticket) ? (ticket.firstResponseDueDate as string) : null;
  return [due, firstResponse].filter((date): date is string => Boolean(date)).sort()[0] ?? null;
}

/** The stored ticket item; an open one sits in the open-due index under its sweep date. */
function ticketItem(ticket: TicketRecord) {
  const at = sweepDate(ticket);
  const { formFields, ...fields } = ticket;
  const stored: Record<string, unknown> = { ...fields, ...(ticket.formId ? {} : { formFields }) };
  for (const name of nullableFields) if (stored[name] === null) delete stored[name];
  return {
    ...ticketKey(ticket.id),
    entity: 'ticket',
    ...(at ? openDueIndex(at, ticket.id) : {}),
    ...stored,
  };
}

/** Forms never change (a changed form is another id): each is read once per process. */
const knownForms = new Map<string, DynamicFormFieldDefinition[]>();

/** Tickets from their stored items: nulls back in, and the named forms' fields read (once each). */
async function ticketsFromItems(items: Record<string, unknown>[]): Promise<TicketRecord[]> {
  const tickets = items.map((item) => {
    const ticket = stripKeys<Record<string, unknown>>(item);
    for (const name of nullableFields) ticket[name] ??= null;
    return ticket as unknown as TicketRecord;
  });
  const unknownForms = [
    ...new Set(tickets.flatMap((ticket) => (ticket.formId && !knownForms.has(ticket.formId) ? [ticket.formId] : []))),
  ];
  if (unknownForms.length > 0) {
    for (const form of await batchGetAll(unknownForms.map(ticketFormKey))) {
      knownForms.set(formIdOfKey(String(form.PK)), form.fields as DynamicFormFieldDefinition[]);
    }
  }
  for (const ticket of tickets) if (ticket.formId) ticket.formFields = knownForms.get(ticket.formId) ?? [];
  return tickets;
}

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
    await db().send(new TransactWriteCommand({ TransactItems: [guard, marked, ...extraItems] }));
    return 'recorded';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (codes[0] !== 'ConditionalCheckFailed') return 'changed';
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [marked] }));
    } catch (markError) {
      if (!cancellationCodes(markError)) throw markError;
    }
    return 'already';
  }
}

export const threadEntryItem = (entry: ThreadEntryRecord, sequence: number): TransactItem => threadPut(entry, sequence);

const threadPut = (entry: ThreadEntryRecord, sequence: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...threadKey(entry.ticketId, entry.createdAt, sequence), entity: 'thread', ...entry },
  },
});

export class StaleTicketError extends Error {}

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
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: ticketItem(stored),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          threadPut(firstEntry, 0),
          ...attachments.flatMap((file) => attachPuts(ticket.id, file, uploaderId)),
          ...statsUpdates([{ after: ticket }]),
        ],
      }),
    );
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
  await db().send(
    new TransactWriteCommand({ TransactItems: files.flatMap((file) => attachPuts(ticketId, file, uploaderId)) }),
  );
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
    items.push(...rowPuts(change.ticket));
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
    for (const [index, entry] of change.entries.entries()) items.push(threadPut(entry, index + 1));
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
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) throw new StaleTicketError();
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
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          ...entries.map((entry, index) => threadPut(entry, index + 1)),
          ...attachments.flatMap((file) => attachPuts(ticketId, file, uploaderId)),
          ...extraItems,
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) throw new AttachmentClaimError();
    throw error;
  }
}

export class AttachmentClaimError extends Error {}

const stripKeys = <T>(item: Record<string, unknown>): T => {
  const { PK, SK, GSI1PK, GSI1SK, entity, ...rest } = item;
  return rest as T;
};

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

/** Compact rows of one partition within a created-date range (sort keys from keys.rowRange). */
export async function queryRows(
  partition: string,
  from: string,
  to: string,
  only?: (keyof TicketRow)[],
): Promise<TicketRow[]> {
  const rows: TicketRow[] = [];
  for await (const page of sortKeyRangePages(partition, from, to, only ? rowProjection(only) : {})) {
    rows.push(...(page.Items ?? []).map(rowFromItem));
  }
  return rows;
}

/** Row attributes by row field, for reads that need only some (a sort without filters). */
const ROW_ATTRIBUTES: Partial<Record<keyof TicketRow, string | string[]>> = {
  status: 's',
  departmentId: 'd',
  helpTopicId: 'h',
  assigneeId: 'a',
  userId: 'u',
  fullName: 'fn',
  mobile: 'm',
  branch: 'b',
  schCol: 'sc',
  subject: 'sj',
  // Whether a row is overdue needs the due date moved by pauses and the open pause's start too.
  dueDate: ['due', 'sdu', 'ps'],
  currentDueDate: 'sdu',
  pausedSince: 'ps',
  firstResponseDueDate: 'frd',
  firstResponseAt: 'fr',
  closedDate: 'cd',
  closedBy: 'cb',
};
/** Only the sort key (id, creation time) and the named fields' attributes: less to send and decode, same units. */
function rowProjection(only: (keyof TicketRow)[]): Partial<TableQuery> {
  const names = ['SK', 'i', 'c', ...only.flatMap((field) => ROW_ATTRIBUTES[field] ?? [])];
  return {
    ProjectionExpression: names.map((_, index) => `#p${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#p${index}`, name])),
  };
}

/**
 * The newest (or, with `oldestFirst`, the oldest) rows of one partition within a created-date range
 * that `keep` accepts, at most `limit`, reading `batch` rows a call (more than `limit` when most rows
 * are expected not to be kept). Rows come in their key's order: creation time, then ticket number.
 */
export async function newestRows(
  partition: string,
  from: string,
  to: string,
  limit: number,
  keep: (row: TicketRow) => boolean = () => true,
  batch = limit,
  oldestFirst = false,
): Promise<TicketRow[]> {
  const rows: TicketRow[] = [];
  const inOrder = { ScanIndexForward: oldestFirst, Limit: Math.min(Math.max(1, Math.ceil(batch)), 1000) };
  for await (const page of sortKeyRangePages(partition, from, to, inOrder, () => rows.length >= limit)) {
    for (const row of (page.Items ?? []).map(rowFromItem)) if (keep(row)) rows.push(row);
  }
  return rows.slice(0, limit);
}

/** How many rows of one partition fall in a created-date range (counted, not returned). */
export async function countRows(partition: string, from: string, to: string): Promise<number> {
  let count = 0;
  for await (const page of sortKeyRangePages(partition, from, to, { Select: 'COUNT' })) count += page.Count ?? 0;
  return count;
}

export interface FileKeyRecord {
  key: string;
  uploaderId: string;
  fileName: string;
  contentType: string;
  ticketId?: string;
  createdAt: string;
  expiresAt?: number;
}

export async function putFileKey(record: FileKeyRecord): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...fileKeyRecordKey(record.key), entity: 'fileKey', ...record } }),
  );
}

export async function getFileKey(key: string): Promise<FileKeyRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: fileKeyRecordKey(key) }));
  return answer.Item ? stripKeys<FileKeyRecord>(answer.Item) : undefined;
}

/** Removes an upload that no ticket holds yet. Answers false when it is attached or not the caller's. */
export async function deleteUnattachedFileKey(key: string, uploaderId: string): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: fileKeyRecordKey(key),
              ConditionExpression: 'uploaderId = :uploader AND attribute_not_exists(ticketId)',
              ExpressionAttributeValues: { ':uploader': uploaderId },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/**
 * Every item one stored ticket consists of (ticket, list rows, thread entries), for bulk loads
 * such as the bench's generated tenant. The application itself writes through the functions above.
 */
export function ticketImportItems(ticket: TicketRecord, entries: ThreadEntryRecord[]): Record<string, unknown>[] {
  const puts = [...rowPuts(ticket), ...entries.map((entry, index) => threadPut(entry, index))];
  return [
    ticketItem(ticket),
    ...puts.map((item) => item.Put?.Item as Record<string, unknown>),
    ...subjectWordKeys(ticket),
    ...sortItems(ticket),
  ];
}

/** Search lookups (see keys.ts); what matches is decided on the rows they lead to. */

/** The requesters having an identifier term equal to `wanted` or, from 4 characters, starting with it. */
export async function requestersWithIdentifier(wanted: string): Promise<string[]> {
  const users = new Set<string>();
  const prefix = wanted.length >= MIN_PREFIX ? wanted : `${wanted}#`;
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': findPartition(wanted), ':prefix': prefix },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of answer.Items ?? []) {
      const sortKey = String(item.SK);
      users.add(sortKey.slice(sortKey.lastIndexOf('#') + 1));
    }
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
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

/** The day rows of the given tickets (a row whose ticket is gone is simply not found). */
export async function dayRowsOf(tickets: { createdAt: string; id: string }[]): Promise<TicketRow[]> {
  const rows: TicketRow[] = [];
  for (let start = 0; start < tickets.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = tickets
      .slice(start, start + 100)
      .map((ticket) => dayRowKey(ticket.createdAt, ticket.id));
    while (keys && keys.length > 0) {
      const answer: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
      );
      rows.push(...(answer.Responses?.[tableName()] ?? []).map(rowFromItem));
      keys = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return rows;
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
