import { type DateRangeText, isoRange, rangeBlocksFiltering } from '../../../components/dates';
import { filtersFromSaved, type ListView } from '../list/ticketListFilters';

/**
 * The filters of the Escalated Tickets and Transfer Request lists (tickets spec 2.3, 2.4): status and
 * created date range, saved under their own setting type with the My Tickets setting names.
 */

export interface WorkListFilters {
  statusIds: string[];
  created: DateRangeText;
}

export function workListFiltersFromSaved(values: Readonly<Record<string, unknown>>, now = new Date()): WorkListFilters {
  const { statusIds, created } = filtersFromSaved(values, now);
  return { statusIds, created };
}

export const workListBlocked = (filters: WorkListFilters): boolean => rangeBlocksFiltering(filters.created);

export interface WorkListParams {
  ticketStatus?: string;
  startDate?: string;
  endDate?: string;
}

/** The filter part of the list query and of the export. */
export function workListParams(filters: WorkListFilters): WorkListParams {
  const params: WorkListParams = {};
  if (filters.statusIds.length > 0) params.ticketStatus = filters.statusIds.join(',');
  const created = isoRange(filters.created);
  if (created) {
    params.startDate = created.startDate;
    params.endDate = created.endDate;
  }
  return params;
}

export function workListQuery(filters: WorkListFilters, view: ListView, size = 20) {
  return {
    size,
    page: view.page,
    searchParam: view.search || undefined,
    orderBy: view.sort.orderBy,
    orderDirection: view.sort.orderDirection,
    ...workListParams(filters),
  };
}

/** The escalation level as shown: uppercased (spec 2.3), 'level1' → 'LEVEL1'. */
export const levelLabel = (level: string): string => level.toUpperCase();
