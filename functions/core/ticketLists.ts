import { parseSearch, ticketMatchesSearch } from '../../shared/domain/search';
import { statusesFromFilterIds, type TicketStatus } from '../../shared/domain/statuses';
import { withinClosedRange } from '../../shared/domain/statusFilter';
import { isFirstResponseBreached, isOverdue, subjectSortValue } from '../../shared/domain/tickets';
import type { CreatedRange, TicketRow } from '../db/ticketRows';
import { badRequest } from '../lib/errors';

/**
 * The list engine every ticket list shares: filters, search, sort on any column, an exact total
 * and one page, computed in memory over compact rows read from a bounded set of partitions.
 */

export const MAX_RANGE_DAYS = 180;
export const RANGE_TOO_LONG_MESSAGE = 'Please select data range within 6 months';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ListFilters {
  ticketStatus?: string[];
  startDate?: string;
  endDate?: string;
  departmentId?: string;
  helpTopicId?: string;
  assigneeId?: string;
  isTicketOverdue?: '1' | '2';
  /** 'FR breached' Yes (1) / No (2): the first-response target was missed (issue 18). */
  isFirstResponseBreached?: '1' | '2';
  closedStartDate?: string;
  closedEndDate?: string;
  searchParam?: string;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
  page: number;
  size: number;
}

/** The created-date window a list reads: the db layer's access-pattern input, named once there. */
export type { CreatedRange };

/** The created-date window: as given (at most 180 days), or the last 30 days by default. */
export function createdRange(filters: Pick<ListFilters, 'startDate' | 'endDate'>, now = Date.now()): CreatedRange {
  const end = filters.endDate ? new Date(filters.endDate) : new Date(now);
  const start = filters.startDate ? new Date(filters.startDate) : new Date(end.getTime() - 30 * DAY_MS);
  if (start > end) throw badRequest('The start date must be before the end date.');
  if (end.getTime() - start.getTime() > (MAX_RANGE_DAYS + 1) * DAY_MS) throw badRequest(RANGE_TOO_LONG_MESSAGE);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** Each calendar day (UTC, as partitions are cut) the range touches. */
export function daysInRange(range: CreatedRange): string[] {
  const days: string[] = [];
  const last = range.end.slice(0, 10);
  for (let day = new Date(`${range.start.slice(0, 10)}T00:00:00.000Z`); ; day = new Date(day.getTime() + DAY_MS)) {
    const text = day.toISOString().slice(0, 10);
    days.push(text);
    if (text >= last) break;
  }
  return days;
}

export type SortValue = string | number;
/** The sort allow-list: a Map, so orderBy=__proto__ or hasOwnProperty finds nothing and sorts by the default. */
const sortColumns = new Map<string, (row: TicketRow, names: Map<string, string>) => SortValue>(
  Object.entries({
    id: (row) => Number(row.id),
    initialCreatedDate: (row) => row.createdAt,
    createdAt: (row) => row.createdAt,
    branch: (row) => row.branch.toLowerCase(),
    subject: (row) => subjectSortValue(row.subject),
    department: (row, names) => (names.get(row.departmentId) ?? '').toLowerCase(),
    assigneeFullName: (row) => row.assigneeName.toLowerCase(),
    ticketStatus: (row) => row.status,
    level1DueDate: (row) => row.dueDate ?? '',
    schCol: (row) => row.schCol.toLowerCase(),
    fullName: (row) => row.fullName.toLowerCase(),
    mobile: (row) => row.mobile,
    closedDate: (row) => row.closedDate ?? '',
    firstResponseAt: (row) => row.firstResponseAt ?? '',
    closedBy: (row: TicketRow) => row.closedBy.toLowerCase(),
  } satisfies Record<string, (row: TicketRow, names: Map<string, string>) => SortValue>),
);
const defaultSortColumn = (row: TicketRow) => row.createdAt;
/** The row fields each sort reads (beyond id and creation time, which every row's key carries). */
const sortFields = new Map<string, (keyof TicketRow)[]>(
  Object.entries({
    branch: ['branch'],
    subject: ['subject'],
    department: ['departmentId'],
    assigneeFullName: ['assigneeId'],
    ticketStatus: ['status'],
    level1DueDate: ['dueDate'],
    schCol: ['schCol'],
    fullName: ['fullName'],
    mobile: ['mobile'],
    closedDate: ['closedDate'],
    firstResponseAt: ['firstResponseAt'],
    closedBy: ['closedBy'],
  } satisfies Record<string, (keyof TicketRow)[]>),
);
export const fieldsForSort = (orderBy: string | undefined): (keyof TicketRow)[] => sortFields.get(orderBy ?? '') ?? [];
export const sortableColumns = [...sortColumns.keys()];

export function applyFilters(rows: TicketRow[], filters: ListFilters, now = Date.now()): TicketRow[] {
  const statuses: Set<TicketStatus> | undefined = (() => {
    const chosen = statusesFromFilterIds(filters.ticketStatus ?? []);
    return chosen ? new Set(chosen) : undefined;
  })();
  const departments =
    filters.departmentId && filters.departmentId !== 'All' ? new Set(filters.departmentId.split(',')) : undefined;
  const start = filters.startDate;
  const end = filters.endDate;
  const query = parseSearch(filters.searchParam);
  return rows.filter((row) => {
    if (start && row.createdAt < start) return false;
    if (end && row.createdAt > end) return false;
    if (statuses && !statuses.has(row.status)) return false;
    if (departments && !departments.has(row.departmentId)) return false;
    if (filters.helpTopicId && row.helpTopicId !== filters.helpTopicId) return false;
    if (filters.assigneeId && row.assigneeId !== filters.assigneeId) return false;
    if (filters.isTicketOverdue) {
      const overdue = isOverdue(row.currentDueDate ?? row.dueDate, row.status, now, row.pausedSince);
      if ((filters.isTicketOverdue === '1') !== overdue) return false;
    }
    if (filters.isFirstResponseBreached) {
      const breached = isFirstResponseBreached(row, now);
      if ((filters.isFirstResponseBreached === '1') !== breached) return false;
    }
    if (!withinClosedRange(row, filters.closedStartDate, filters.closedEndDate)) return false;
    if (query && !ticketMatchesSearch(row, query)) return false;
    return true;
  });
}

/** One column's sort value of a row, for the columns that need no department names. */
export const sortValueOf = (orderBy: string) => {
  const column = sortColumns.get(orderBy) ?? defaultSortColumn;
  const noNames = new Map<string, string>();
  return (row: TicketRow) => column(row, noNames);
};

/** The lists' order: by the sort value, ties by ticket number; descending reverses both. */
export function compareInListOrder(
  a: { key: SortValue; id: string },
  b: { key: SortValue; id: string },
  descending: boolean,
): number {
  const direction = descending ? -1 : 1;
  if (a.key < b.key) return -direction;
  if (a.key > b.key) return direction;
  return (Number(a.id) - Number(b.id)) * direction;
}

export function sortRows(rows: TicketRow[], filters: ListFilters, departmentNames: Map<string, string>): TicketRow[] {
  const column = sortColumns.get(filters.orderBy ?? '') ?? defaultSortColumn;
  const descending = filters.orderDirection !== 'asc';
  const keyed = rows.map((row) => ({ row, id: row.id, key: column(row, departmentNames) }));
  keyed.sort((a, b) => compareInListOrder(a, b, descending));
  return keyed.map((entry) => entry.row);
}

export interface Page<T> {
  items: T[];
  currentPage: number;
  totalItems: number;
}

export function pageOfRows(
  rows: TicketRow[],
  filters: ListFilters,
  departmentNames: Map<string, string>,
  now = Date.now(),
): Page<TicketRow> {
  const matching = sortRows(applyFilters(rows, filters, now), filters, departmentNames);
  const start = filters.page * filters.size;
  return { items: matching.slice(start, start + filters.size), currentPage: filters.page, totalItems: matching.length };
}

/** Every matching row, sorted: for exports. */
export function allMatchingRows(
  rows: TicketRow[],
  filters: ListFilters,
  departmentNames: Map<string, string>,
): TicketRow[] {
  return sortRows(applyFilters(rows, filters), filters, departmentNames);
}
