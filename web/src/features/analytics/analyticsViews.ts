import { type AnalyticsView, analyticsEndpoints, analyticsViews } from '@shared/contract/analytics';
import type { AnalyticsGrouping, AnalyticsTableKind } from '@shared/domain/analytics';
import type { RoleFlags } from '@shared/domain/roles';

/**
 * The 13 Service Desk Analytics views as the screen uses them (administration spec, "Analytics
 * screen" and section 6): which views a role is offered, which filters each view shows and which of
 * them are marked required, how its table reads, and whether its rows open the aging popup.
 */

export type ViewId = AnalyticsView['id'];
export type { AnalyticsView };

/** The filters of the bar, besides the always-shown 'Ticket Created Date Range'. */
export type FilterName = 'department' | 'helpTopic' | 'team' | 'associatedTeam' | 'teamAgent' | 'teamLead';

/**
 * What a view's table reads like: the User-View (total, open, closed, closed %), the SLA views
 * (total, open, closed, overdue, then the SLA figures), the help-topic views (with open %) and the
 * rest (with overdue count and %).
 */
export type TableKind = AnalyticsTableKind;

/** What one row of a view stands for. */
export type Grouping = AnalyticsGrouping;

export interface ViewFilter {
  name: FilterName;
  /** Shows the required mark. */
  required: boolean;
}

export interface ViewConfig {
  view: AnalyticsView;
  filters: readonly ViewFilter[];
  kind: TableKind;
  grouping: Grouping;
  /** Rows carry the 'View Aging Analysis' action. */
  aging: boolean;
}

const ids = (...list: ViewId[]): ReadonlySet<number> => new Set(list);

/** Department is shown for every view except User-View and Agent-Department-View, always marked required. */
const DEPARTMENT_VIEWS = ids(3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13);
/** Customer Satisfaction (issue 18): department, help topic and associated team, none required; rows grouped by choice. */
const SATISFACTION_VIEW = 14;
const HELP_TOPIC_VIEWS = ids(3, 5, 9);
/** 'Select Team' (the lead's own teams). */
const TEAM_VIEWS = ids(4, 5, 6, 7, 12);
/** 'Select Associated Team' (teams of the chosen departments). */
const ASSOCIATED_TEAM_VIEWS = ids(8, 9, 10, 11, 13);
const TEAM_AGENT_VIEWS = ids(10, 11);
const TEAM_LEAD_VIEWS = ids(12, 13);
const SLA_VIEWS = ids(7, 11);
/**
 * Spec: popups for Agent-Department, TeamLead-Agents, Central-Agent-Department, Central-Agent-Agents,
 * Team-Lead-View and Central Agent Team Lead; TeamLead-Department and TeamLead-Helptopic also have
 * the row action.
 */
const AGING_VIEWS = ids(2, 4, 5, 6, 8, 10, 12, 13);

function filtersOf(id: ViewId): ViewFilter[] {
  const filters: ViewFilter[] = [];
  if (id === SATISFACTION_VIEW)
    return [
      { name: 'department', required: false },
      { name: 'helpTopic', required: false },
      { name: 'associatedTeam', required: false },
    ];
  if (DEPARTMENT_VIEWS.has(id)) filters.push({ name: 'department', required: true });
  if (HELP_TOPIC_VIEWS.has(id)) filters.push({ name: 'helpTopic', required: id === 9 });
  if (TEAM_VIEWS.has(id)) filters.push({ name: 'team', required: true });
  if (ASSOCIATED_TEAM_VIEWS.has(id)) filters.push({ name: 'associatedTeam', required: true });
  if (TEAM_AGENT_VIEWS.has(id)) filters.push({ name: 'teamAgent', required: true });
  if (TEAM_LEAD_VIEWS.has(id)) filters.push({ name: 'teamLead', required: false });
  return filters;
}

function groupingOf(id: ViewId): Grouping {
  if (HELP_TOPIC_VIEWS.has(id)) return 'helpTopic';
  if ([6, 7, 10, 11].includes(id)) return 'agent';
  if (TEAM_LEAD_VIEWS.has(id)) return 'team';
  return 'department';
}

function kindOf(id: ViewId): TableKind {
  if (id === SATISFACTION_VIEW) return 'satisfaction';
  if (id === 1) return 'user';
  if (SLA_VIEWS.has(id)) return 'sla';
  if (HELP_TOPIC_VIEWS.has(id)) return 'helpTopic';
  return 'standard';
}

export const viewConfigs: readonly ViewConfig[] = analyticsViews.map((view) => ({
  view,
  filters: filtersOf(view.id),
  kind: kindOf(view.id),
  grouping: groupingOf(view.id),
  aging: AGING_VIEWS.has(view.id),
}));

export function viewConfig(id: ViewId): ViewConfig {
  const config = viewConfigs.find((entry) => entry.view.id === id);
  if (!config) throw new Error(`No analytics view ${id}`);
  return config;
}

export const viewEndpoint = (id: ViewId) => {
  const handler = viewConfig(id).view.handler;
  const endpoint = analyticsEndpoints.find((entry) => entry.handler === handler);
  if (!endpoint) throw new Error(`No analytics endpoint ${handler}`);
  return endpoint;
};

export const showsFilter = (id: ViewId, name: FilterName): boolean =>
  viewConfig(id).filters.some((filter) => filter.name === name);

const FIRST_THREE: readonly ViewId[] = [1, 2, 3];
const CENTRAL_AGENT_VIEWS: readonly ViewId[] = [8, 9, 10, 11, 13, SATISFACTION_VIEW];
const ALL_VIEWS: readonly ViewId[] = analyticsViews.map((view) => view.id);

/**
 * The view ids 'Select Analytics View' offers for the role flags (spec section 6):
 * - no flag: User-View only;
 * - agent only: the first three;
 * - central pool agent only: the first three, the four Central-Agent views and the Central Agent
 *   Team Lead View;
 * - central pool agent and team lead, with or without central admin: all 13;
 * - every central pool role also gets Customer Satisfaction (issue 18: central pool and team leads);
 * - any other combination (a team lead or admin flag without the central pool flag, an admin who is
 *   not a team lead): none.
 *
 * Decision: isAgent does not change what a central pool role is offered. The session sets isAgent
 * for anyone mapped to a department (every demo lead and admin is), and central pool roles work
 * tickets like agents do (the server's 'agent' access level admits them), so reading the spec's
 * "central pool agent plus team lead, without admin or agent" literally would leave a mapped team
 * lead with no view at all.
 */
export function offeredViewIds(flags: RoleFlags): ViewId[] {
  const { isAgent, isCentralPoolAgent, isTeamLead, isCentralAdmin } = flags;
  if (!isCentralPoolAgent) {
    if (isTeamLead || isCentralAdmin) return [];
    return isAgent ? [...FIRST_THREE] : [1];
  }
  if (isTeamLead) return [...ALL_VIEWS];
  if (isCentralAdmin) return [];
  return [...FIRST_THREE, ...CENTRAL_AGENT_VIEWS];
}

export const offeredViews = (flags: RoleFlags): AnalyticsView[] =>
  offeredViewIds(flags).map((id) => viewConfig(id).view);
