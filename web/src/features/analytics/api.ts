import { getAgingAnalysis } from '@shared/contract/analytics';
import type { Option } from '@shared/contract/common';
import type { EndpointDefinition, RequestOf, ResponseOf } from '@shared/contract/endpoint';
import { findHelpTopicsByDepartmentId, getDepartments } from '@shared/contract/reference';
import { getAllAgentsInTeam, getTeamLeadByTeams, getTeamsByDepartment, getTeamsByLeadId } from '@shared/contract/teams';
import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiError } from '@/lib/apiClient';
import { callApi, downloadUrl } from '@/lib/apiClient';
import { oncePerPageNoRetry } from '@/lib/swrPresets';
import { useApiQuery } from '@/lib/useApi';
import { type AnalyticsParams, agentLabel } from './analyticsFilters';
import type { AgingAnswer, AnalyticsAnswer } from './analyticsTable';
import { type ViewId, viewEndpoint } from './analyticsViews';

/** Calls of Service Desk Analytics: the filters' options, each view's table, its CSV and the aging popup. */

/** Option lists change rarely: read once a page load. */

/** Figures load when asked (Filter Tickets), not when the window regains focus. */
const onDemand: SWRConfiguration = { ...oncePerPageNoRetry, revalidateIfStale: true };

const idsKey = (ids: readonly string[]) => [...ids].sort().join(',');

export interface OptionsState {
  /** Undefined while loading or not asked for. */
  options: Option[] | undefined;
  loading: boolean;
  error?: ApiError;
}

/**
 * The options one endpoint answers, as `toOptions` reads them; none (and no call) while `request` is
 * null, that is while the filter is not offered or waits for another one's choice.
 */
function useOptionsOf<E extends EndpointDefinition>(
  endpoint: E,
  request: RequestOf<E> | null,
  toOptions: (answer: ResponseOf<E>) => Option[],
): OptionsState {
  const { data, error, isLoading } = useApiQuery(endpoint, request, oncePerPageNoRetry);
  return { options: request === null ? [] : data && toOptions(data), loading: isLoading, error };
}

export const useDepartmentOptions = (): OptionsState =>
  useOptionsOf(getDepartments, {}, (departments) =>
    departments.map((department) => ({ value: department.id, label: department.departmentName })),
  );

/** Choosing departments loads their help topics (one call, ids comma-joined). */
export const useHelpTopicOptions = (departmentIds: readonly string[], enabled: boolean): OptionsState =>
  useOptionsOf(
    findHelpTopicsByDepartmentId,
    enabled && departmentIds.length > 0 ? { departmentId: idsKey(departmentIds) } : null,
    (topics) => topics.map((topic) => ({ value: topic.id, label: topic.helpTopicName })),
  );

/** 'Select Team': the signed-in lead's own teams (every view but the first three; leads only). */
export const useLeadTeamOptions = (enabled: boolean): OptionsState =>
  useOptionsOf(getTeamsByLeadId, enabled ? {} : null, (answer) =>
    answer.data.data.map((team) => ({ value: team.id, label: team.teamName })),
  );

/** 'Select Associated Team': the Central-Agent views load the teams of the chosen departments. */
export const useDepartmentTeamOptions = (departmentIds: readonly string[], enabled: boolean): OptionsState =>
  useOptionsOf(
    getTeamsByDepartment,
    enabled && departmentIds.length > 0 ? { departmentIds: idsKey(departmentIds) } : null,
    (teams) => teams.map((team) => ({ value: team.teamId, label: team.teamName })),
  );

/** 'Select Team Lead': choosing teams (or associated teams) loads their leads. */
export const useTeamLeadOptions = (teamIds: readonly string[], enabled: boolean): OptionsState =>
  useOptionsOf(getTeamLeadByTeams, enabled && teamIds.length > 0 ? { teamIds: idsKey(teamIds) } : null, (leads) =>
    leads.map((lead) => ({ value: lead.id, label: lead.fullName })),
  );

/** 'Select Team Agent': the assignees of each chosen associated team (one call a team), as 'Full Name <email>'. */
export function useTeamAgentOptions(teamIds: readonly string[], enabled: boolean): OptionsState {
  const ask = enabled && teamIds.length > 0;
  const { data, error, isLoading } = useSWR<Option[], ApiError, readonly [string, string] | null>(
    ask ? ([getAllAgentsInTeam.path, idsKey(teamIds)] as const) : null,
    async ([, key]) => {
      const answers = await Promise.all(key.split(',').map((teamId) => callApi(getAllAgentsInTeam, { teamId })));
      const agents = new Map<string, Option>();
      for (const agent of answers.flat()) agents.set(agent.id, { value: agent.id, label: agentLabel(agent) });
      return [...agents.values()];
    },
    oncePerPageNoRetry,
  );
  return { options: ask ? data : [], loading: isLoading, error };
}

/** A Filter Tickets press: the view, its parameters and a counter so pressing again reloads. */
export interface AppliedFilter {
  viewId: ViewId;
  params: AnalyticsParams;
  run: number;
}

/** The table of the applied filter; nothing is fetched before Filter Tickets. */
export function useAnalytics(applied: AppliedFilter | null) {
  return useSWR<AnalyticsAnswer, ApiError, readonly [string, ViewId, AnalyticsParams, number] | null>(
    applied ? (['analytics', applied.viewId, applied.params, applied.run] as const) : null,
    ([, viewId, params]) => callApi(viewEndpoint(viewId), params),
    onDemand,
  );
}

/** 'View Aging Analysis': the row's aging buckets under the same filters. */
export function useAging(applied: AppliedFilter | null, rowKey: string | undefined) {
  return useApiQuery(
    getAgingAnalysis,
    applied && rowKey !== undefined ? { ...applied.params, view: applied.viewId, rowKey } : null,
    onDemand,
  ) as { data: AgingAnswer | undefined; error: ApiError | undefined; isLoading: boolean };
}

/** 'Export as CSV': the browser navigates to the view's CSV (GET with a one-minute download token). */
export async function exportAnalyticsCsv(viewId: ViewId, params: AnalyticsParams): Promise<void> {
  window.location.assign(await downloadUrl(viewEndpoint(viewId), { ...params, isExport: 'true' }));
}
