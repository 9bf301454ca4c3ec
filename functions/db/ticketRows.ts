import type { TicketStatus } from '../../shared/domain/statuses';
import { isClosedStatus } from '../../shared/domain/statuses';
import { tableName } from './client';
import {
  dayPartition,
  dayRowKey,
  minePartition,
  mineRowKey,
  parseRowSortKey,
  queuePartition,
  queueRowKey,
  rowRange,
} from './keys';
import { batchGetAll, sortKeyRangePages, type TableQuery, type TransactItem } from './query';
import { pausedSince, type TicketRecord } from './ticketRecord';

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
  /**
   * True on rows read from a person's or a queue partition: those rows do not keep the first
   * response (rows written before they stopped may hold an old one); the ticket's day row does.
   * A list that sorts or filters by it takes it from the day row (core/firstResponses.ts).
   */
  firstResponseElsewhere?: boolean;
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

export function rowAttributes(ticket: TicketRecord) {
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

/**
 * Whether the ticket waits in its department's queue: nobody holds it, it is not done, and no
 * Central Pool request waits for the pool's decision on it.
 */
export const inDepartmentQueue = (
  ticket: Pick<TicketRecord, 'assigneeId' | 'ticketStatus' | 'awaitingCentralPool'>,
): boolean => !ticket.assigneeId && !ticket.awaitingCentralPool && !isClosedStatus(ticket.ticketStatus);

/**
 * A ticket's list rows. Only the day row keeps the first response (`frd`, `fr`): it changes at the
 * first public agent reply, and a reply that rewrote every person's and queue row too would cost
 * 2 write units each; the lists that sort or filter by it read it from the day row instead.
 */
export function rowPuts(ticket: TicketRecord): TransactItem[] {
  const attributes = rowAttributes(ticket);
  const { frd, fr, ...elsewhere } = attributes;
  const mine = { ...elsewhere, ...mineAttributes(ticket) };
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
              Item: { ...queueRowKey(ticket.departmentId, ticket.createdAt, ticket.id), ...elsewhere },
            },
          },
        ]
      : []),
  ];
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
async function newestRows(
  partition: string,
  range: CreatedRange,
  limit: number,
  keep: (row: TicketRow) => boolean = () => true,
  batch = limit,
  oldestFirst = false,
): Promise<TicketRow[]> {
  const rows: TicketRow[] = [];
  const inOrder = { ScanIndexForward: oldestFirst, Limit: Math.min(Math.max(1, Math.ceil(batch)), 1000) };
  const { from, to } = rowRange(range);
  for await (const page of sortKeyRangePages(partition, from, to, inOrder, () => rows.length >= limit)) {
    for (const row of (page.Items ?? []).map(rowFromItem)) if (keep(row)) rows.push(row);
  }
  return rows.slice(0, limit);
}

/** Compact rows of one partition created in the range (every row without one). */
async function rowsOf(partition: string, range?: CreatedRange, only?: (keyof TicketRow)[]): Promise<TicketRow[]> {
  const { from, to } = rowRange(range);
  const rows: TicketRow[] = [];
  for await (const page of sortKeyRangePages(partition, from, to, only ? rowProjection(only) : {})) {
    rows.push(...(page.Items ?? []).map(rowFromItem));
  }
  return rows;
}

/** Rows of a person's or queue partition, marked as not keeping the first response (see rowPuts). */
const withoutFirstResponse = (rows: TicketRow[]): TicketRow[] =>
  rows.map((row) => ({ ...row, firstResponseDueDate: null, firstResponseAt: null, firstResponseElsewhere: true }));

/*
 * The access patterns of list rows. A day is a UTC date (yyyy-mm-dd); a range holds ISO instants,
 * both ends inclusive, and narrows a partition to the tickets created in it.
 */
export interface CreatedRange {
  start: string;
  end: string;
}
type Keep = (row: TicketRow) => boolean;

/** The rows of tickets created on a day within the range, with only the named fields when `only` is given. */
export const rowsOfDay = (day: string, range: CreatedRange, only?: (keyof TicketRow)[]) =>
  rowsOf(dayPartition(day), range, only);

/** How many tickets were created on a day within the range (counted, not returned). */
export async function countRowsOfDay(day: string, range: CreatedRange): Promise<number> {
  const { from, to } = rowRange(range);
  let count = 0;
  for await (const page of sortKeyRangePages(dayPartition(day), from, to, { Select: 'COUNT' }))
    count += page.Count ?? 0;
  return count;
}

/** A day's newest (or oldest) rows within the range that `keep` accepts, at most `limit` (see newestRows). */
export const newestRowsOfDay = (
  day: string,
  range: CreatedRange,
  limit: number,
  keep?: Keep,
  batch?: number,
  oldestFirst?: boolean,
) => newestRows(dayPartition(day), range, limit, keep, batch, oldestFirst);

/** The rows of a person's tickets (requester, creator or assignee: My Tickets), created in the range or ever. */
export const rowsOfPerson = async (userId: string, range?: CreatedRange) =>
  withoutFirstResponse(await rowsOf(minePartition(userId), range));

/** A person's newest rows within the range that `keep` accepts, at most `limit` (see newestRows). */
export const newestRowsOfPerson = async (
  userId: string,
  range: CreatedRange,
  limit: number,
  keep?: Keep,
  batch?: number,
) => withoutFirstResponse(await newestRows(minePartition(userId), range, limit, keep, batch));

/** The rows waiting in a department's queue, created in the range or ever. */
export const rowsOfQueue = async (departmentId: string, range?: CreatedRange) =>
  withoutFirstResponse(await rowsOf(queuePartition(departmentId), range));

/** The day rows of the given tickets (a row whose ticket is gone is simply not found). */
export async function dayRowsOf(tickets: { createdAt: string; id: string }[]): Promise<TicketRow[]> {
  return (await batchGetAll(tickets.map((ticket) => dayRowKey(ticket.createdAt, ticket.id)))).map(rowFromItem);
}
