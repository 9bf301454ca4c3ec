import {
  allStatusFilterIds,
  isAllStatuses,
  showsClosedRange,
  statusIdsFromSaved,
  statusOptionsOf,
} from '@shared/domain/statusFilter';
import type { SortState } from '@/components/DataTable';
import {
  checkRange,
  type DateRangeText,
  defaultCreatedRange,
  isoRange,
  rangeBlocksFiltering,
  rangeTextFromIso,
} from '@/components/dates';

/**
 * The My Tickets filters (tickets spec 2.2 and section 4) as plain data: defaults, the saved-setting
 * form (settingType 'myTickets') and the query the list and the export send.
 */

import type { OverdueChoice } from '@shared/domain/statuses';

export type { OverdueChoice };

export interface TicketListFilters {
  /** Status filter ids ('1' All .. '15' Re-Open); none chosen means no status filter. */
  statusIds: string[];
  created: DateRangeText;
  /** '' for every department. */
  departmentId: string;
  overdue: OverdueChoice;
  /** Applies only while Closed is chosen; empty means no closed-date filter. */
  closed: DateRangeText;
}

/** Setting names under settingType 'myTickets' (spec section 3: the user filter setting). */
export const SETTING_NAMES = {
  status: 'ticketStatus',
  department: 'department',
  overdue: 'overdue',
  created: 'createdDateRange',
  closed: 'closedDateRange',
} as const;

/** Arrival without saved settings: every status ('All'), the last 30 days, no other filter. */
export function defaultTicketListFilters(now: Date = new Date()): TicketListFilters {
  return {
    statusIds: [...allStatusFilterIds],
    created: defaultCreatedRange(now),
    departmentId: '',
    overdue: '',
    // Administration spec, section 9: the closed range has the created range's default.
    closed: defaultCreatedRange(now),
  };
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

/** What every ticket list filters on: the statuses, the created range, and the closed range (while Closed is chosen). */
export interface BaseTicketFilters {
  statusIds: string[];
  created: DateRangeText;
  closed: DateRangeText;
}

/**
 * The saved statuses and ranges over the defaults (every status, the last 30 days); a saved created
 * range that is unreadable or too long is ignored. The setting names are the same on every list.
 */
export function baseFiltersFromSaved(
  values: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): BaseTicketFilters {
  const filters: BaseTicketFilters = {
    statusIds: statusIdsFromSaved(values[SETTING_NAMES.status]) ?? [...allStatusFilterIds],
    created: defaultCreatedRange(now),
    closed: defaultCreatedRange(now),
  };
  const createdValue = values[SETTING_NAMES.created];
  const created = rangeTextFromIso(field(createdValue, 'startDate'), field(createdValue, 'endDate'));
  if (checkRange(created).state === 'valid' && !rangeBlocksFiltering(created)) filters.created = created;

  const closedValue = values[SETTING_NAMES.closed];
  const closed = rangeTextFromIso(field(closedValue, 'closedStart'), field(closedValue, 'closedEnd'));
  if (checkRange(closed, Number.POSITIVE_INFINITY).state === 'valid') filters.closed = closed;
  return filters;
}

/** Saved settings over the defaults. */
export function filtersFromSaved(values: Readonly<Record<string, unknown>>, now: Date = new Date()): TicketListFilters {
  const filters: TicketListFilters = { ...defaultTicketListFilters(now), ...baseFiltersFromSaved(values, now) };
  const department = values[SETTING_NAMES.department];
  if (typeof department === 'string' || typeof department === 'number') filters.departmentId = String(department);

  const overdue = values[SETTING_NAMES.overdue];
  if (overdue === '1' || overdue === '2') filters.overdue = overdue;
  return filters;
}

/** One saved setting: its name and value, as `useSavedFilters().save` takes them. */
export type SavedSetting = [name: string, value: unknown];

export const statusSetting = (ids: readonly string[]): SavedSetting => [SETTING_NAMES.status, statusOptionsOf(ids)];
export const departmentSetting = (departmentId: string): SavedSetting => [SETTING_NAMES.department, departmentId];
export const overdueSetting = (overdue: OverdueChoice): SavedSetting => [SETTING_NAMES.overdue, overdue];

/** The created range is saved only when it can be used (readable and within 180 days). */
export function createdRangeSetting(range: DateRangeText): SavedSetting | undefined {
  if (rangeBlocksFiltering(range)) return undefined;
  const iso = isoRange(range);
  return iso ? [SETTING_NAMES.created, { startDate: iso.startDate, endDate: iso.endDate }] : undefined;
}

/** The closed range is saved when readable, or as empty when cleared. */
export function closedRangeSetting(range: DateRangeText): SavedSetting | undefined {
  const check = checkRange(range, Number.POSITIVE_INFINITY);
  if (check.state === 'empty') return [SETTING_NAMES.closed, { closedStart: null, closedEnd: null }];
  if (check.state !== 'valid') return undefined;
  return [SETTING_NAMES.closed, { closedStart: check.startDate, closedEnd: check.endDate }];
}

/** Filter Tickets and Export stay disabled while a range is unreadable or the created range is over 180 days. */
export function filtersBlocked(filters: BaseTicketFilters): boolean {
  if (rangeBlocksFiltering(filters.created)) return true;
  return (
    showsClosedRange(filters.statusIds) && checkRange(filters.closed, Number.POSITIVE_INFINITY).state === 'invalid'
  );
}

/** The filter part of the list query and of the export (GET parameters). */
export interface FilterParams {
  ticketStatus?: string;
  startDate?: string;
  endDate?: string;
  departmentId?: string;
  isTicketOverdue?: '1' | '2';
  closedStartDate?: string;
  closedEndDate?: string;
}

/** The statuses and the created range as the list query and the export send them. */
export function statusAndCreatedParams(
  filters: Pick<BaseTicketFilters, 'statusIds' | 'created'>,
): Pick<FilterParams, 'ticketStatus' | 'startDate' | 'endDate'> {
  const params: FilterParams = {};
  if (filters.statusIds.length > 0) params.ticketStatus = filters.statusIds.join(',');
  const created = isoRange(filters.created);
  if (created) {
    params.startDate = created.startDate;
    params.endDate = created.endDate;
  }
  return params;
}

/** The closed range as sent: only while Closed is among the statuses. */
export function closedParams(filters: BaseTicketFilters): Pick<FilterParams, 'closedStartDate' | 'closedEndDate'> {
  const closed = showsClosedRange(filters.statusIds) ? isoRange(filters.closed) : undefined;
  return closed ? { closedStartDate: closed.startDate, closedEndDate: closed.endDate } : {};
}

export function filterParams(filters: TicketListFilters): FilterParams {
  const params: FilterParams = statusAndCreatedParams(filters);
  if (filters.departmentId) params.departmentId = filters.departmentId;
  if (filters.overdue) params.isTicketOverdue = filters.overdue;
  return { ...params, ...closedParams(filters) };
}

export interface ListView {
  page: number;
  sort: SortState;
  search: string;
}

/** Server default for My Tickets: newest first. */
export const DEFAULT_SORT: SortState = { orderBy: 'initialCreatedDate', orderDirection: 'desc' };

/** A table's page as a list endpoint takes it: size, page, search and sort. */
export function pageQuery(view: ListView, size = 20) {
  return {
    size,
    page: view.page,
    searchParam: view.search || undefined,
    orderBy: view.sort.orderBy,
    orderDirection: view.sort.orderDirection,
  };
}

export function listQuery(filters: TicketListFilters, view: ListView, userId: string | undefined, size = 20) {
  return { ...pageQuery(view, size), userId, ...filterParams(filters) };
}

/** The filters a ticket list may have besides its created range (each list has some of them). */
export interface NarrowingFilters {
  statusIds?: readonly string[];
  departmentId?: string;
  helpTopicId?: string;
  assignee?: unknown;
  overdue?: OverdueChoice;
  frBreached?: OverdueChoice;
  closed?: DateRangeText;
  created?: DateRangeText;
  /** Escalated Tickets: the escalation date. */
  escalated?: DateRangeText;
}

/**
 * The closed range narrows a list while Closed is chosen, unless it is the created range (its
 * default): a ticket is closed after it is created, so that range leaves out none of them.
 */
function closedRangeNarrows({ statusIds = [], closed, created }: NarrowingFilters): boolean {
  if (!closed || !showsClosedRange(statusIds) || checkRange(closed, Infinity).state !== 'valid') return false;
  return !created || closed.start.trim() !== created.start.trim() || closed.end.trim() !== created.end.trim();
}

/** The labels (as the filter bars name them) of the filters that narrow a list, for its empty state. */
export function filtersInUse(filters: NarrowingFilters): string[] {
  const statusIds = filters.statusIds ?? [];
  const inUse: [boolean, string][] = [
    [statusIds.length > 0 && !isAllStatuses(statusIds), 'Status'],
    [Boolean(filters.departmentId) && filters.departmentId !== 'All', 'Department'],
    [Boolean(filters.helpTopicId), 'Help Topic'],
    [Boolean(filters.assignee), 'Assignee'],
    [Boolean(filters.overdue), 'Overdue'],
    [Boolean(filters.frBreached), 'FR breached'],
    [closedRangeNarrows(filters), 'Closed Date'],
    [filters.escalated !== undefined && checkRange(filters.escalated, Infinity).state === 'valid', 'Escalated Date'],
  ];
  return inUse.flatMap(([used, label]) => (used ? [label] : []));
}
