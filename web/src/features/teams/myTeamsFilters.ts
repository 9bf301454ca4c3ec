import type { RequestOf } from '@shared/contract/endpoint';
import type { getTicketsOfTeam } from '@shared/contract/teams';
import { allStatusFilterIds } from '@shared/domain/statusFilter';
import { type DateRangeText, defaultCreatedRange } from '@/components/dates';
import { baseFiltersFromSaved, closedParams, statusAndCreatedParams } from '@/lib/ticketListFilters';

/**
 * The My Teams filters (administration spec, /myTeams): the All Tickets filters with an 'All'
 * department, as plain data: defaults, the saved settings (settingType 'myTeams') and the query.
 */

export const ALL_DEPARTMENTS = 'All';

export interface Choice {
  value: string;
  label: string;
}

export interface MyTeamsFilters {
  statusIds: string[];
  created: DateRangeText;
  /** 'All' or a department id. */
  departmentId: string;
  /** '' for every help topic. */
  helpTopicId: string;
  assignee: Choice | undefined;
  overdue: '' | '1' | '2';
  /** "FR breached" (issue 18): '1' Yes, '2' No, '' for both. */
  frBreached: '' | '1' | '2';
  /** Used only while Closed is chosen. */
  closed: DateRangeText;
}

/** Setting names under settingType 'myTeams' (spec section 3: the team-lead view's names). */
export const MY_TEAMS_SETTINGS = {
  status: 'ticketStatus',
  department: 'department',
  helpTopic: 'helpTopic',
  overdue: 'overdue',
  frBreached: 'frBreached',
  created: 'createdDateRange',
  closed: 'closedDateRange',
  assignee: 'assignee',
} as const;

/** Without saved settings: every status, the last 30 days, every department ('All'), nothing else. */
export function defaultMyTeamsFilters(now: Date = new Date()): MyTeamsFilters {
  return {
    statusIds: [...allStatusFilterIds],
    created: defaultCreatedRange(now),
    departmentId: ALL_DEPARTMENTS,
    helpTopicId: '',
    assignee: undefined,
    overdue: '',
    frBreached: '',
    // Empty, as on the other lists: with every status chosen, a closed range would hide open tickets.
    // Administration spec, section 9: the closed range has the created range's default.
    closed: defaultCreatedRange(now),
  };
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

/** A saved option ({value, label}) or a plain value. */
function savedChoice(value: unknown): Choice | undefined {
  if (typeof value === 'string' || typeof value === 'number') return { value: String(value), label: String(value) };
  const chosen = field(value, 'value');
  if (typeof chosen !== 'string' && typeof chosen !== 'number') return undefined;
  const label = field(value, 'label');
  return { value: String(chosen), label: typeof label === 'string' ? label : String(chosen) };
}

export function filtersFromSaved(values: Readonly<Record<string, unknown>>, now: Date = new Date()): MyTeamsFilters {
  const filters: MyTeamsFilters = { ...defaultMyTeamsFilters(now), ...baseFiltersFromSaved(values, now) };
  const department = savedChoice(values[MY_TEAMS_SETTINGS.department]);
  if (department?.value) filters.departmentId = department.value;
  const helpTopic = savedChoice(values[MY_TEAMS_SETTINGS.helpTopic]);
  if (helpTopic) filters.helpTopicId = helpTopic.value;
  const assignee = savedChoice(values[MY_TEAMS_SETTINGS.assignee]);
  if (assignee?.value) filters.assignee = assignee;
  const overdue = savedChoice(values[MY_TEAMS_SETTINGS.overdue])?.value;
  if (overdue === '1' || overdue === '2') filters.overdue = overdue;
  const frBreached = savedChoice(values[MY_TEAMS_SETTINGS.frBreached])?.value;
  if (frBreached === '1' || frBreached === '2') filters.frBreached = frBreached;
  return filters;
}

/** One setting to save, as `useSavedFilters().save` takes it; undefined when there is nothing usable. */
export type SavedSetting = [name: string, value: unknown] | undefined;

// Status, created and closed ranges are saved under the same names as on My Tickets.
export {
  closedRangeSetting as closedSetting,
  createdRangeSetting as createdSetting,
  filtersBlocked,
  statusSetting,
} from '@/lib/ticketListFilters';
export const choiceSetting = (name: string, choice: Choice | undefined): SavedSetting => [name, choice ?? null];

/** The filter part of the team list's request, as the contract types it (no paging, sort or search). */
export type MyTeamsParams = Omit<
  RequestOf<typeof getTicketsOfTeam>,
  'page' | 'size' | 'orderBy' | 'orderDirection' | 'searchParam'
>;

/** The filter part of the list query and of the export. */
export function myTeamsParams(
  filters: MyTeamsFilters,
  teamId: string,
  nested: boolean,
  userId: string | undefined,
): MyTeamsParams {
  const params: MyTeamsParams = {
    teamId,
    showNestedTickets: nested ? 'true' : 'false',
    userId,
    ...statusAndCreatedParams(filters),
  };
  params.departmentId = filters.departmentId || ALL_DEPARTMENTS;
  if (filters.helpTopicId) params.helpTopicId = filters.helpTopicId;
  if (filters.assignee) params.assigneeId = filters.assignee.value;
  if (filters.overdue) params.isTicketOverdue = filters.overdue;
  if (filters.frBreached) params.isFirstResponseBreached = filters.frBreached;
  Object.assign(params, closedParams(filters));
  return params;
}
