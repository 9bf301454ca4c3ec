import type { Option } from '@shared/contract/common';
import type { AnalyticsGrouping } from '@shared/domain/analytics';
import {
  checkRange,
  type DateRangeText,
  defaultCreatedRange,
  EMPTY_RANGE,
  isoRange,
  rangeTextFromIso,
} from '@/components/dates';
import { personLabel } from '@/lib/personLabel';
import { type FilterName, showsFilter, type ViewId } from './analyticsViews';

/**
 * The analytics filter bar as plain data (administration spec, "Analytics screen", sections 3, 4
 * and 5): the seven saved settings, the warnings Filter Tickets shows, and the query each view sends.
 */

export interface AnalyticsFilters {
  /** 'Ticket Created Date Range'. */
  dateRange: DateRangeText;
  departments: Option[];
  helpTopics: Option[];
  /** 'Select Team': the lead's own teams (TeamLead views and Team-Lead-View). */
  teams: Option[];
  teamLeads: Option[];
  /** 'Select Associated Team': teams of the chosen departments (Central-Agent views). */
  associatedTeams: Option[];
  /** 'Select Team Agent': assignees of the associated teams. */
  teamAgents: Option[];
}

export type OptionFilterKey = Exclude<keyof AnalyticsFilters, 'dateRange'>;

export const EMPTY_FILTERS: AnalyticsFilters = {
  dateRange: EMPTY_RANGE,
  departments: [],
  helpTopics: [],
  teams: [],
  teamLeads: [],
  associatedTeams: [],
  teamAgents: [],
};

/** Which filter of the bar holds which list. */
export const filterKeyOf: Record<FilterName, OptionFilterKey> = {
  department: 'departments',
  helpTopic: 'helpTopics',
  team: 'teams',
  associatedTeam: 'associatedTeams',
  teamAgent: 'teamAgents',
  teamLead: 'teamLeads',
};

/**
 * The seven setting names under settingType 'analytics' (spec section 3: date range, department,
 * help topic, team, team lead, department-associated team, team-associated agent), in the order the
 * spec restores them. Values are option lists of value and label, or startDate and endDate.
 */
export const ANALYTICS_SETTING_NAMES = {
  dateRange: 'dateRange',
  departments: 'department',
  helpTopics: 'helpTopic',
  teams: 'team',
  teamLeads: 'teamLead',
  associatedTeams: 'departmentAssociatedTeam',
  teamAgents: 'teamAssociatedAgent',
} as const satisfies Record<keyof AnalyticsFilters, string>;

/** The widest range the API answers (a year, leap day included); the server's own warning text. */
export const MAX_ANALYTICS_RANGE_DAYS = 366;
export const RANGE_OVER_YEAR_MESSAGE = 'Please select a date range within 1 year';
/** Decision (spec: "If no settings exist, all filters start empty"; the API needs both dates). */
export const RANGE_MISSING_MESSAGE = 'Please select the Ticket Created Date Range';

/** The spec's analytics warnings (section 5). */
export const ANALYTICS_WARNINGS = {
  department: 'Please select the Department Name',
  associatedTeam: 'Please select the Associated Team',
  team: 'Please select the Team Name',
  teamAgent: 'Please select the Team Agent',
  helpTopic: 'Please select the Helptopic Name',
  teamLeadViewDepartment: 'Department Name is mandatory',
} as const;

function optionList(value: unknown): Option[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { value: raw, label } = item as Record<string, unknown>;
    if ((typeof raw !== 'string' && typeof raw !== 'number') || seen.has(String(raw))) continue;
    seen.add(String(raw));
    options.push({ value: String(raw), label: typeof label === 'string' ? label : String(raw) });
  }
  return options;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/**
 * Saved settings back into the bar, in the spec's order: the dates; the department (its help topics
 * then load); the help topic; the teams (their leads then load); the team lead, the associated team
 * and the team agent. Anything missing or unreadable starts empty, except the created range: with
 * none saved it is the last 29 days through today (administration spec, section 9; issue 21 item
 * 21). A range the user cleared (saved empty) stays empty.
 */
export function filtersFromSaved(values: Readonly<Record<string, unknown>>, now: Date = new Date()): AnalyticsFilters {
  const saved = values[ANALYTICS_SETTING_NAMES.dateRange];
  const dateRange = rangeTextFromIso(field(saved, 'startDate'), field(saved, 'endDate'));
  const readable = checkRange(dateRange, Number.POSITIVE_INFINITY).state === 'valid';
  return {
    dateRange: readable ? dateRange : saved === undefined ? defaultCreatedRange(now) : EMPTY_RANGE,
    departments: optionList(values[ANALYTICS_SETTING_NAMES.departments]),
    helpTopics: optionList(values[ANALYTICS_SETTING_NAMES.helpTopics]),
    teams: optionList(values[ANALYTICS_SETTING_NAMES.teams]),
    teamLeads: optionList(values[ANALYTICS_SETTING_NAMES.teamLeads]),
    associatedTeams: optionList(values[ANALYTICS_SETTING_NAMES.associatedTeams]),
    teamAgents: optionList(values[ANALYTICS_SETTING_NAMES.teamAgents]),
  };
}

/** One saved setting: its name and value, as `useSavedFilters().save` takes them. */
export type SavedSetting = [name: string, value: unknown];

/** The date range is saved when readable, or as empty when cleared; a half-typed range is not saved. */
export function dateRangeSetting(range: DateRangeText): SavedSetting | undefined {
  const check = checkRange(range, Number.POSITIVE_INFINITY);
  if (check.state === 'empty') return [ANALYTICS_SETTING_NAMES.dateRange, { startDate: null, endDate: null }];
  if (check.state !== 'valid') return undefined;
  return [ANALYTICS_SETTING_NAMES.dateRange, { startDate: check.startDate, endDate: check.endDate }];
}

export const optionSetting = (key: OptionFilterKey, options: readonly Option[]): SavedSetting => [
  ANALYTICS_SETTING_NAMES[key],
  options.map(({ value, label }) => ({ value, label })),
];

/** The chosen values that are still offered; unchanged while the offer is unknown (still loading). */
export function keepOffered(chosen: readonly Option[], offered: readonly Option[] | undefined): Option[] {
  if (!offered) return [...chosen];
  const values = new Set(offered.map((option) => option.value));
  return chosen.filter((option) => values.has(option.value));
}

const CENTRAL_VIEWS: ReadonlySet<number> = new Set([8, 9, 10, 11, 13]);

/**
 * The warning Filter Tickets shows instead of loading, or undefined when the view may load. Mirrors
 * the server's checks and their order (department, team, help topic, agent); the Team-Lead-View says
 * 'Department Name is mandatory'. Department is marked required from view 3 on, but as the spec says
 * the other views send an empty department as absent, so only the views the server checks warn.
 */
export function filterWarning(viewId: ViewId, filters: AnalyticsFilters): string | undefined {
  const range = checkRange(filters.dateRange, MAX_ANALYTICS_RANGE_DAYS);
  if (range.state === 'empty') return RANGE_MISSING_MESSAGE;
  if (range.state === 'invalid') return range.message;
  if (range.overLimit) return RANGE_OVER_YEAR_MESSAGE;
  // Customer Satisfaction (view 14) requires nothing but the range.
  if (viewId === 1 || viewId === 2 || viewId === 3 || viewId === 14) return undefined;

  const central = CENTRAL_VIEWS.has(viewId);
  if (viewId === 12 && filters.departments.length === 0) return ANALYTICS_WARNINGS.teamLeadViewDepartment;
  if (central && filters.departments.length === 0) return ANALYTICS_WARNINGS.department;
  const teams = central ? filters.associatedTeams : filters.teams;
  if (teams.length === 0) return central ? ANALYTICS_WARNINGS.associatedTeam : ANALYTICS_WARNINGS.team;
  if (viewId === 9 && filters.helpTopics.length === 0) return ANALYTICS_WARNINGS.helpTopic;
  if ((viewId === 10 || viewId === 11) && filters.teamAgents.length === 0) return ANALYTICS_WARNINGS.teamAgent;
  return undefined;
}

/** What a view's load (and its CSV export) sends: GET parameters, lists comma-joined. */
export interface AnalyticsParams {
  startDate: string;
  endDate: string;
  userId?: string;
  departmentIds?: string;
  helptopicIds?: string;
  teamIds?: string;
  teams?: string;
  agentsInTeam?: string;
  leadIds?: string;
  /** Customer Satisfaction only. */
  groupBy?: AnalyticsGrouping;
}

const joined = (options: readonly Option[]): string | undefined =>
  options.length > 0 ? options.map((option) => option.value).join(',') : undefined;

/**
 * The view's query: ISO range ends (00:00:00.000 and 23:59:59.999 local); only the filters the view
 * shows, empty ones left out. TeamLead views 4–7 send their teams as teamIds; the Team-Lead-View its
 * teams, and the Central-Agent views their associated teams, as teams.
 */
export function analyticsParams(
  viewId: ViewId,
  filters: AnalyticsFilters,
  userId?: string,
): AnalyticsParams | undefined {
  const range = isoRange(filters.dateRange);
  if (!range) return undefined;
  const shown = (name: FilterName, options: readonly Option[]) =>
    showsFilter(viewId, name) ? joined(options) : undefined;
  const params: AnalyticsParams = { ...range, userId };
  const entries: [Exclude<keyof AnalyticsParams, 'groupBy'>, string | undefined][] = [
    ['departmentIds', shown('department', filters.departments)],
    ['helptopicIds', shown('helpTopic', filters.helpTopics)],
    [viewId === 12 ? 'teams' : 'teamIds', shown('team', filters.teams)],
    ['teams', shown('associatedTeam', filters.associatedTeams)],
    ['agentsInTeam', shown('teamAgent', filters.teamAgents)],
    ['leadIds', shown('teamLead', filters.teamLeads)],
  ];
  for (const [name, value] of entries) if (value !== undefined) params[name] = value;
  if (params.userId === undefined) delete params.userId;
  return params;
}

/** 'Full Name <email>' (spec: the team agent options), as every pick-list of people shows them. */
export const agentLabel = personLabel;

/** Session storage key that carries the chosen view across Clear Filter's reload (spec section 4). */
export const REMEMBERED_VIEW_KEY = 'analyticsSelectedView';

/** The remembered view, when it is one the role is offered. */
export function rememberedView(stored: unknown, offered: readonly ViewId[]): ViewId | undefined {
  if (stored === null || stored === undefined || stored === '') return undefined;
  const id = Number(stored);
  return offered.find((each) => each === id);
}

/**
 * Decision (issue 21 item 21): the chosen view is an eighth analytics setting, 'selectedView' (its
 * id as text), so the screen opens on the view last chosen, with its filters, as the lists do.
 */
export const VIEW_SETTING_NAME = 'selectedView';

/** The view to open on: the one Clear Filter carried over its reload, else the saved one. */
export const initialView = (
  carried: string | null,
  values: Readonly<Record<string, unknown>>,
  offered: readonly ViewId[],
): ViewId | undefined => rememberedView(carried, offered) ?? rememberedView(values[VIEW_SETTING_NAME], offered);
