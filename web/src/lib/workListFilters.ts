import {
  checkRange,
  type DateRangeText,
  EMPTY_RANGE,
  isoRange,
  rangeBlocksFiltering,
  rangeTextFromIso,
} from '@/components/dates';
import {
  filtersFromSaved,
  type ListView,
  type OverdueChoice,
  pageQuery,
  type SavedSetting,
  statusAndCreatedParams,
} from './ticketListFilters';

/**
 * The filters of the Escalated Tickets and Transfer Request lists (tickets spec 2.3, 2.4): status and
 * created date range, saved under their own setting type with the My Tickets setting names.
 */

export interface WorkListFilters {
  statusIds: string[];
  /** The tickets' creation dates ('Created Date'). */
  created: DateRangeText;
  /** Escalated Tickets only (issue 21 item 7): overdue Yes/No, '' for both. */
  overdue: OverdueChoice;
  /** Escalated Tickets only: the escalation date ('Escalated Date'), empty for any. */
  escalated: DateRangeText;
}

/** Setting name of the Escalated Date range (settingType 'escalated'); its value is { startDate, endDate }. */
export const ESCALATED_RANGE_SETTING = 'escalatedDateRange';

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

export function workListFiltersFromSaved(values: Readonly<Record<string, unknown>>, now = new Date()): WorkListFilters {
  const { statusIds, created, overdue } = filtersFromSaved(values, now);
  const saved = values[ESCALATED_RANGE_SETTING];
  const escalated = rangeTextFromIso(field(saved, 'startDate'), field(saved, 'endDate'));
  return {
    statusIds,
    created,
    overdue,
    escalated: checkRange(escalated).state === 'valid' && !rangeBlocksFiltering(escalated) ? escalated : EMPTY_RANGE,
  };
}

/** The Escalated Date range is saved when usable, or as empty when cleared. */
export function escalatedRangeSetting(range: DateRangeText): SavedSetting | undefined {
  const check = checkRange(range);
  if (check.state === 'empty') return [ESCALATED_RANGE_SETTING, { startDate: null, endDate: null }];
  if (check.state !== 'valid' || check.overLimit) return undefined;
  return [ESCALATED_RANGE_SETTING, { startDate: check.startDate, endDate: check.endDate }];
}

export const workListBlocked = (filters: WorkListFilters): boolean =>
  rangeBlocksFiltering(filters.created) || rangeBlocksFiltering(filters.escalated);

export interface WorkListParams {
  ticketStatus?: string;
  startDate?: string;
  endDate?: string;
  isTicketOverdue?: '1' | '2';
  escalatedStartDate?: string;
  escalatedEndDate?: string;
}

/** The filter part of the list query and of the export. */
export function workListParams(filters: WorkListFilters): WorkListParams {
  const params: WorkListParams = statusAndCreatedParams(filters);
  if (filters.overdue) params.isTicketOverdue = filters.overdue;
  const escalated = isoRange(filters.escalated);
  if (escalated) {
    params.escalatedStartDate = escalated.startDate;
    params.escalatedEndDate = escalated.endDate;
  }
  return params;
}

export function workListQuery(filters: WorkListFilters, view: ListView, size = 20) {
  return { ...pageQuery(view, size), ...workListParams(filters) };
}

/** The escalation level as shown: uppercased (spec 2.3), 'level1' → 'LEVEL1'. */
export const levelLabel = (level: string): string => level.toUpperCase();
