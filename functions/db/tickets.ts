import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { isClosedStatus, type TicketStatus } from '../../shared/domain/statuses';
import { batchWrite } from './batch';
import { db, tableName } from './client';
import {
  dayRowKey,
  FILE_PREFIX,
  fileKeyRecordKey,
  GSI1,
  mineRowKey,
  OPEN_DUE_PARTITION,
  openDueIndex,
  parseRowSortKey,
  queueRowKey,
  THREAD_PREFIX,
  threadKey,
  ticketFileKey,
  ticketKey,
  ticketPartition,
} from './keys';
import { dayCountUpdates, statsUpdates } from './ticketStats';

export interface TicketRecord {
  id: string;
  ticketStatus: TicketStatus;
  userId: string;
  createdBy: string;
  fullName: string;
  email: string;
  designation: string;
  mobile: string;
  departmentId: string;
  departmentName: string;
  helpTopicId: string;
  helpTopicName: string;
  ticketSourceId: string;
  sourceName: string;
  initialCreatedDate: string;
  createdAt: string;
  updatedAt: string;
  assigneeId: string | null;
  assigneeFullName: string | null;
  assigneeBranchCode: string | null;
  slaPlan: string;
  modifiedSlaPlan: string | null;
  modifiedCreatedDate: string | null;
  level1DueDate: string | null;
  level1SlaDue: string | null;
  ticketCategory: string;
  ticketSubCategory: string | null;
  employeeNo: string | null;
  closedDate: string | null;
  closedBy: string | null;
  branch: string;
  schCol: string;
  nspiraCode: string | null;
  state: string | null;
  district: string | null;
  payrollCode: string | null;
  openDepartmentIdOfUser: string | null;
  isTicketSource: boolean;
  ticketSourceHistoryId: string | null;
  ticketSatisfaction: string | null;
  ticketNotice: boolean;
  subject: string;
  priority: string;
  dynamicFormJson: Record<string, unknown>;
  version: number;
}

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
  closedDate: string | null;
  closedBy: string;
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
    closedDate: isoOf(item.cd),
    closedBy: text('cb'),
  };
}

/** People whose My Tickets holds this ticket: requester, creator and assignee. */
export const ticketMembers = (ticket: Pick<TicketRecord, 'userId' | 'createdBy' | 'assigneeId'>): string[] => [
  ...new Set([ticket.userId, ticket.createdBy, ticket.assigneeId].filter((id): id is string => Boolean(id))),
];

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Whether the ticket waits in its department's queue: nobody holds it and it is not done. */
export const inDepartmentQueue = (ticket: Pick<TicketRecord, 'assigneeId' | 'ticketStatus'>): boolean =>
  !ticket.assigneeId && !isClosedStatus(ticket.ticketStatus);

function rowPuts(ticket: TicketRecord): TransactItem[] {
  const attributes = rowAttributes(ticket);
  return [
    { Put: { TableName: tableName(), Item: { ...dayRowKey(ticket.createdAt, ticket.id), ...attributes } } },
    ...ticketMembers(ticket).map((member) => ({
      Put: { TableName: tableName(), Item: { ...mineRowKey(member, ticket.createdAt, ticket.id), ...attributes } },
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

/** The stored ticket item; while it is neither Resolved nor Closed it sits in the open-due index. */
function ticketItem(ticket: TicketRecord) {
  const open = !isClosedStatus(ticket.ticketStatus) && ticket.level1DueDate;
  return {
    ...ticketKey(ticket.id),
    entity: 'ticket',
    ...(open ? openDueIndex(ticket.level1DueDate as string, ticket.id) : {}),
    ...ticket,
  };
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
  const earlyItems = [...rowPuts(ticket), ...beforeCommit].flatMap((item) => (item.Put?.Item ? [item.Put.Item] : []));
  const dayCount = (delta: number) =>
    Promise.all(
      dayCountUpdates(ticket, delta).map((item) =>
        item.Update ? db().send(new UpdateCommand(item.Update)) : undefined,
      ),
    );
  await batchWrite(earlyItems.map((Item) => ({ PutRequest: { Item } })));
  await dayCount(1);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: ticketItem(ticket),
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
  // Analytics counters move with the tickets, merged per bucket (one action per item).
  items.push(
    ...statsUpdates(changes.map((change) => ({ before: previous.get(change.ticket.id), after: change.ticket }))),
  );
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
    tickets.push(...(answer.Items ?? []).map((item) => stripKeys<TicketRecord>(item)));
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return tickets;
}

export async function getTicket(id: string): Promise<TicketRecord | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: ticketKey(id) }));
  return answer.Item ? stripKeys<TicketRecord>(answer.Item) : undefined;
}

export async function getTickets(ids: string[]): Promise<Map<string, TicketRecord>> {
  const found = new Map<string, TicketRecord>();
  for (let start = 0; start < ids.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = [...new Set(ids.slice(start, start + 100))].map(ticketKey);
    while (keys && keys.length > 0) {
      const answer: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
      );
      for (const item of answer.Responses?.[tableName()] ?? []) {
        const ticket = stripKeys<TicketRecord>(item);
        found.set(ticket.id, ticket);
      }
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
 * The pages of one sort-key range of a partition, followed until `enough` says stop or the range
 * ends; `extra` adds read options (direction, a limit, a count instead of items).
 */
export async function* sortKeyRangePages(
  partition: string,
  from: string,
  to: string,
  extra: Partial<QueryCommandInput> = {},
  enough: () => boolean = () => false,
): AsyncGenerator<QueryCommandOutput> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to },
        ...extra,
        ExclusiveStartKey: cursor,
      }),
    );
    yield answer;
    cursor = answer.LastEvaluatedKey;
  } while (cursor && !enough());
}

/** Compact rows of one partition within a created-date range (sort keys from keys.rowRange). */
export async function queryRows(partition: string, from: string, to: string): Promise<TicketRow[]> {
  const rows: TicketRow[] = [];
  for await (const page of sortKeyRangePages(partition, from, to)) rows.push(...(page.Items ?? []).map(rowFromItem));
  return rows;
}

/**
 * The newest rows of one partition within a created-date range that `keep` accepts, at most `limit`,
 * reading `batch` rows a call (more than `limit` when most rows are expected not to be kept).
 */
export async function newestRows(
  partition: string,
  from: string,
  to: string,
  limit: number,
  keep: (row: TicketRow) => boolean = () => true,
  batch = limit,
): Promise<TicketRow[]> {
  const rows: TicketRow[] = [];
  const newestFirst = { ScanIndexForward: false, Limit: Math.min(Math.max(1, Math.ceil(batch)), 1000) };
  for await (const page of sortKeyRangePages(partition, from, to, newestFirst, () => rows.length >= limit)) {
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
  return [ticketItem(ticket), ...puts.map((item) => item.Put?.Item as Record<string, unknown>)];
}
