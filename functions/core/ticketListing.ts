import { createHash } from 'node:crypto';
import { planRange } from '../../shared/domain/rangePlan';
import { statusesFromFilterIds } from '../../shared/domain/statuses';
import { getResultChunk, putResult } from '../db/resultCache';
import { SORT_INDEXED_COLUMNS } from '../db/ticketIndexes';
import type { TicketRecord } from '../db/ticketRecord';
import { rowsOfDay, rowsOfPerson, type TicketRow } from '../db/ticketRows';
import { dayCountItems, dayCounts } from '../db/ticketStats';
import { getTickets } from '../db/tickets';
import { getUsers } from '../db/users';
import type { Caller } from '../lib/auth';
import { rowsForFilters } from './firstResponses';
import { referenceData } from './reference';
import { type DayShare, newestRowsOfDays, rowsOfRange, ticketsCreatedIn } from './rowsOfDays';
import { slaSetting } from './slaClock';
import { digestSortIds, isDigestedSortColumn } from './sortDigests';
import { countedSortIds, isCountedSortColumn, sortIndexIds } from './sortedReads';
import {
  allMatchingRows,
  applyFilters,
  type CreatedRange,
  createdRange,
  daysInRange,
  fieldsForSort,
  type ListFilters,
  pageOfRows,
} from './ticketLists';
import { searchRows } from './ticketSearch';
import { myTicketRows } from './tickets';
import { toTicketRowView } from './ticketViews';

/** The ticket lists: rows from their partitions, through the shared engine, then the page in full. */

/** The page's tickets read in full, in the page's order (a row whose ticket is missing is skipped). */
export async function pageOfIds(
  ids: string[],
  currentPage: number,
  totalItems: number,
  known: Map<string, TicketRecord> = new Map(),
) {
  const unknown = ids.filter((id) => !known.has(id));
  const [fetched, setting] = await Promise.all([unknown.length > 0 ? getTickets(unknown) : [], slaSetting()]);
  const tickets = new Map([...known, ...fetched]);
  const now = Date.now();
  return {
    tickets: ids.flatMap((id) => {
      const ticket = tickets.get(id);
      return ticket ? [toTicketRowView(ticket, now, setting)] : [];
    }),
    currentPage,
    totalItems,
  };
}

/**
 * Rows do not carry the assignee's name (it would add a tenth to every wide read); a search or a
 * sort by assignee gets the names of the few distinct assignees, by id, when it needs them.
 */
export async function withAssigneeNames(rows: TicketRow[], filters: ListFilters): Promise<TicketRow[]> {
  if (!filters.searchParam?.trim() && filters.orderBy !== 'assigneeFullName') return rows;
  const missing = rows.filter((row) => row.assigneeId && !row.assigneeName);
  if (missing.length === 0) return rows;
  const users = await getUsers([...new Set(missing.map((row) => row.assigneeId as string))]);
  for (const row of missing) row.assigneeName = users.get(row.assigneeId as string)?.fullName ?? '';
  return rows;
}

export async function pageWithTickets(rows: TicketRow[], filters: ListFilters) {
  const [reference, complete] = await Promise.all([referenceData(), rowsForFilters(rows, filters)]);
  const page = pageOfRows(await withAssigneeNames(complete, filters), filters, reference.departmentNames);
  return pageOfIds(
    page.items.map((row) => row.id),
    page.currentPage,
    page.totalItems,
  );
}

export async function myTickets(caller: Caller, filters: ListFilters) {
  const range = filters.startDate || filters.endDate ? createdRange(filters) : undefined;
  return pageWithTickets(await myTicketRows(caller, range), filters);
}

/** No filter but the created range, newest first: the All Tickets and My Teams default. */
export function isNewestFirstOnly(filters: ListFilters): boolean {
  return (
    !statusesFromFilterIds(filters.ticketStatus ?? []) &&
    (!filters.departmentId || filters.departmentId === 'All') &&
    !filters.helpTopicId &&
    !filters.assigneeId &&
    !filters.isTicketOverdue &&
    !filters.isFirstResponseBreached &&
    !filters.closedStartDate &&
    !filters.closedEndDate &&
    !filters.searchParam?.trim() &&
    ['', 'createdAt', 'initialCreatedDate'].includes(filters.orderBy ?? '') &&
    filters.orderDirection !== 'asc'
  );
}

/** No filter but the created range, oldest first (a click on Created Date or Ticket Date's header). */
export function isOldestFirstOnly(filters: ListFilters): boolean {
  return filters.orderDirection === 'asc' && isNewestFirstOnly({ ...filters, orderDirection: undefined });
}

/**
 * The first `wanted` ids of the range oldest first, and its total. The oldest days of a range are
 * often empty (a new tenant): the day counts, read for the total anyway, say which to skip.
 */
async function oldestFirstIds(range: CreatedRange, wanted: number) {
  const plan = planRange(range.start, range.end);
  const days = daysInRange(range);
  const whole = await dayCounts(days.filter((day) => !plan.partialDays.includes(day)));
  const shares = new Map<string, DayShare>(
    days.map((day) => {
      // A day cut by the range is read (its count covers the whole day).
      const count = plan.partialDays.includes(day) ? 1 : (whole.get(day) ?? 0);
      return [day, { kept: count, all: count }];
    }),
  );
  const [total, rows] = await Promise.all([
    ticketsCreatedIn(range, whole),
    newestRowsOfDays(range, wanted, undefined, shares, true),
  ]);
  return { ids: rows.slice(0, wanted).map((row) => row.id), total };
}

/**
 * Reads day partitions newest first, only as far as the page needs: the rows' keys hold exactly
 * the list's order (creation time, then ticket number).
 */
async function newestFirstPage(range: CreatedRange, filters: ListFilters) {
  const wanted = (filters.page + 1) * filters.size;
  const [totalItems, rows] = await Promise.all([ticketsCreatedIn(range), newestRowsOfDays(range, wanted)]);
  const start = filters.page * filters.size;
  return pageOfIds(
    rows.slice(start, start + filters.size).map((row) => row.id),
    filters.page,
    totalItems,
  );
}

/** Next pages of the same wide query come from the first page's result for this long. */
const RESULT_SECONDS = 120;
const resultHash = (list: string, filters: ListFilters) => {
  const { page, size, ...query } = filters;
  return createHash('sha256')
    .update(JSON.stringify([list, query]))
    .digest('base64url')
    .slice(0, 32);
};

/**
 * A wide query (any sort, filter or search over up to 180 days): the first page reads every
 * compact row of the range and keeps the ordered ids for a short while; later pages read only
 * the kept ids (the first page is always fresh).
 */
export async function cachedWidePage(
  list: string,
  range: CreatedRange,
  filters: ListFilters,
  rowsOf: () => Promise<TicketRow[]> = () => rowsOfRange(range),
  searched: () => boolean = () => false,
  known?: Map<string, TicketRecord>,
) {
  const hash = resultHash(list, filters);
  const offset = filters.page * filters.size;
  if (filters.page > 0) {
    const chunk = await getResultChunk(hash, offset);
    const fromChunk = chunk?.ids.slice(offset - chunk.firstPosition, offset - chunk.firstPosition + filters.size);
    if (chunk && fromChunk && (fromChunk.length === filters.size || offset + fromChunk.length >= chunk.total)) {
      return pageOfIds(fromChunk, filters.page, chunk.total);
    }
  }
  // Department names matter only to a sort by department (the catalogue's stamp is a read).
  const [departmentNames, found] = await Promise.all([
    filters.orderBy === 'department' ? referenceData().then((reference) => reference.departmentNames) : new Map(),
    rowsOf().then((rows) => rowsForFilters(rows, filters, range)),
  ]);
  // Rows a search found carry the names it needed already; names are then read only to sort by them.
  const rows = await withAssigneeNames(found, searched() ? { ...filters, searchParam: undefined } : filters);
  // Rows a search found were checked already (some come without the e-mail the check may need).
  const rest = searched() ? { ...filters, searchParam: undefined } : filters;
  const matching = allMatchingRows(rows, rest, departmentNames);
  // A result that fits on this page has no next page to serve.
  if (matching.length > offset + filters.size) {
    await putResult(
      hash,
      matching.map((row) => row.id),
      matching.length,
      RESULT_SECONDS,
    );
  }
  return pageOfIds(
    matching.slice(offset, offset + filters.size).map((row) => row.id),
    filters.page,
    matching.length,
    known,
  );
}

/**
 * A filter by department(s), help topic or status alone, newest first: the total comes from the
 * creation days' split counts (the cut days at the range's ends are counted row by row) and only
 * as many rows are read, newest day first, as the page needs. Undefined when the query is not of
 * that kind or a day of the range predates the split counts.
 */
async function countedFilterPage(range: CreatedRange, filters: ListFilters) {
  const statuses = statusesFromFilterIds(filters.ticketStatus ?? []);
  const departments =
    filters.departmentId && filters.departmentId !== 'All' ? filters.departmentId.split(',') : undefined;
  const unfiltered = { ...filters, ticketStatus: undefined, departmentId: undefined, helpTopicId: undefined };
  const chosen = [statuses, departments, filters.helpTopicId].filter(Boolean);
  if (chosen.length !== 1 || !isNewestFirstOnly(unfiltered)) return undefined;
  const names = statuses
    ? statuses.map((status) => `s:${status}`)
    : departments
      ? departments.map((id) => `d:${id}`)
      : [`h:${filters.helpTopicId}`];
  const prefix = names[0].slice(0, 2);
  const plan = planRange(range.start, range.end);
  const days = daysInRange(range);
  const counts = await dayCountItems(days);
  const shares = new Map<string, DayShare>();
  for (const day of days) {
    const item = counts.get(day) ?? { tickets: 0 };
    const split = Object.entries(item).reduce((sum, [name, value]) => (name.startsWith(prefix) ? sum + value : sum), 0);
    if (split !== item.tickets) return undefined;
    shares.set(day, { kept: names.reduce((sum, name) => sum + (item[name] ?? 0), 0), all: item.tickets });
  }
  const now = Date.now();
  const keep = (row: TicketRow) => applyFilters([row], filters, now).length > 0;
  const wanted = (filters.page + 1) * filters.size;
  const [partial, rows] = await Promise.all([
    Promise.all(
      plan.partialDays.map(async (day) =>
        shares.get(day)?.kept ? (await rowsOfDay(day, range)).filter(keep).length : 0,
      ),
    ),
    newestRowsOfDays(range, wanted, keep, shares),
  ]);
  const whole = days
    .filter((day) => !plan.partialDays.includes(day))
    .reduce((sum, day) => sum + (shares.get(day)?.kept ?? 0), 0);
  const start = filters.page * filters.size;
  return pageOfIds(
    rows.slice(start, start + filters.size).map((row) => row.id),
    filters.page,
    whole + partial.reduce((sum, count) => sum + count, 0),
  );
}

/** The first pages a sort's first read answers (10 pages of 20), kept for the next pages. */
const SORTED_FIRST_READ = 200;
/** Past this many tickets an ordered read would cost more than the range: every row is read instead. */
const SORTED_MAX_DEPTH = 2_000;

/**
 * A sort that reads its order directly (`read` answers the first `wanted` ids and the total, or
 * undefined when it cannot): at least the first 200 are read and kept as the next pages' result.
 * Undefined when the page is too deep for it or `read` cannot answer.
 */
async function orderedReadPage(
  list: string,
  filters: ListFilters,
  read: (wanted: number) => Promise<{ ids: string[]; total: number } | undefined>,
) {
  const offset = filters.page * filters.size;
  const wanted = Math.max(offset + filters.size, SORTED_FIRST_READ);
  if (wanted > SORTED_MAX_DEPTH) return undefined;
  const hash = resultHash(list, filters);
  if (filters.page > 0) {
    const chunk = await getResultChunk(hash, offset);
    const fromChunk = chunk?.ids.slice(offset - chunk.firstPosition, offset - chunk.firstPosition + filters.size);
    if (chunk && fromChunk && (fromChunk.length === filters.size || offset + fromChunk.length >= chunk.total)) {
      return pageOfIds(fromChunk, filters.page, chunk.total);
    }
  }
  const result = await read(wanted);
  if (!result) return undefined;
  if (result.total > offset + filters.size) await putResult(hash, result.ids, result.total, RESULT_SECONDS);
  return pageOfIds(result.ids.slice(offset, offset + filters.size), filters.page, result.total);
}

/** A sort without filters that an index, the counters or the day digests answer, or undefined. */
function orderedSortPage(list: string, range: CreatedRange, filters: ListFilters) {
  const indexed = SORT_INDEXED_COLUMNS.find((name) => name === filters.orderBy);
  if (indexed) return orderedReadPage(list, filters, (wanted) => sortIndexIds(indexed, range, filters, wanted));
  const counted = filters.orderBy;
  if (isCountedSortColumn(counted)) {
    return orderedReadPage(list, filters, (wanted) => countedSortIds(counted, range, filters, wanted));
  }
  if (isDigestedSortColumn(counted)) {
    return orderedReadPage(list, filters, (wanted) => digestSortIds(counted, range, filters, wanted));
  }
  return undefined;
}

export async function allTickets(filters: ListFilters) {
  const range = createdRange(filters);
  const bounded = { ...filters, startDate: range.start, endDate: range.end };
  if (isNewestFirstOnly(bounded)) return newestFirstPage(range, bounded);
  if (isOldestFirstOnly(bounded)) {
    // Oldest first, as the other sorts: the first 200 kept for the next pages (the day counts a
    // first page reads for its total cost more than a page of rows at a year of tickets).
    const oldest = (wanted: number) => oldestFirstIds(range, wanted);
    const ordered = await orderedReadPage('allTickets', bounded, oldest);
    if (ordered) return ordered;
    const { ids, total } = await oldest((bounded.page + 1) * bounded.size);
    const start = bounded.page * bounded.size;
    return pageOfIds(ids.slice(start, start + bounded.size), bounded.page, total);
  }
  const counted = await countedFilterPage(range, bounded);
  if (counted) return counted;
  if (bounded.assigneeId) {
    // The assignee's own partition holds every ticket they are assigned (and a few they raised).
    const assigneeId = bounded.assigneeId;
    return cachedWidePage('allTickets', range, bounded, () => rowsOfPerson(assigneeId, range));
  }
  if (bounded.searchParam?.trim()) {
    // The indexes answer unless they would cost more than the range: then every row is read.
    let searched = true;
    const known = new Map<string, TicketRecord>();
    const rowsOf = async () => {
      const found = await searchRows(range, bounded.searchParam, known);
      if (found) return found;
      searched = false;
      return rowsOfRange(range);
    };
    return cachedWidePage('allTickets', range, bounded, rowsOf, () => searched, known);
  }
  if (isNewestFirstOnly({ ...bounded, orderBy: undefined, orderDirection: undefined })) {
    const sorted = await orderedSortPage('allTickets', range, bounded);
    if (sorted) return sorted;
    // A sort without filters needs only the sorted column of each row.
    return cachedWidePage('allTickets', range, bounded, () => rowsOfRange(range, fieldsForSort(bounded.orderBy)));
  }
  return cachedWidePage('allTickets', range, bounded);
}
