import type { RequestOf } from '@shared/contract/endpoint';
import { downloadAllAdminTeams, downloadMyTeamTickets } from '@shared/contract/exports';
import { getAssociatedAgents, getDepartments, getHelpTopics } from '@shared/contract/reference';
import {
  allTeams,
  deleteTeamById,
  getAllTeamsLeadUsers,
  getTeamById,
  getTeamsByLeadId,
  getTicketsOfTeam,
  saveUpdateTeam,
} from '@shared/contract/teams';
import { findByUserName } from '@shared/contract/users';
import { callApi, downloadUrl } from '@/lib/apiClient';
import { oncePerPage, pagedList } from '@/lib/swrPresets';
import { useApiMutation, useApiQuery, useForget, useInvalidate } from '@/lib/useApi';

/** Calls of the team screens and My Teams (administration spec, section 7: Teams). */

/** Spec: the team form asks for 500 agents a department. */
export const AGENTS_PER_DEPARTMENT = 500;

export function useTeamsPage(request: RequestOf<typeof allTeams>) {
  return useApiQuery(allTeams, request, pagedList);
}

export function useTeam(teamId: string | undefined) {
  return useApiQuery(getTeamById, teamId ? { teamId } : null, oncePerPage);
}

export function useTeamLeadUsers() {
  return useApiQuery(getAllTeamsLeadUsers, {}, oncePerPage);
}

export function useDepartments() {
  return useApiQuery(getDepartments, {}, oncePerPage);
}

export function useHelpTopics() {
  return useApiQuery(getHelpTopics, {}, oncePerPage);
}

export interface DepartmentAgent {
  id: string;
  fullName: string;
  email: string;
  depId: string;
}

/** The agents of each chosen department (500 each), as the team form lists them. */
export async function agentsOfDepartments(departmentIds: readonly string[]): Promise<DepartmentAgent[]> {
  const pages = await Promise.all(
    departmentIds.map((departmentId) =>
      callApi(getAssociatedAgents, {
        departmentId,
        size: AGENTS_PER_DEPARTMENT,
        page: 0,
        orderBy: 'fullName',
        orderDirection: 'asc',
      }),
    ),
  );
  return pages.flatMap((page) =>
    page.users.map((row) => ({
      id: row.user.id,
      fullName: row.user.fullName,
      email: row.user.email,
      depId: row.departmentId,
    })),
  );
}

export function useSaveTeam() {
  const invalidate = useInvalidate(allTeams, getTeamById, getTeamsByLeadId);
  return useApiMutation(saveUpdateTeam, { onSuccess: () => void invalidate() });
}

/** After a delete the lists are read again; the deleted team's own read is dropped, never asked again (404). */
export function useDeleteTeam() {
  const invalidate = useInvalidate(allTeams, getTeamsByLeadId);
  const forget = useForget(getTeamById);
  return useApiMutation(deleteTeamById, {
    onSuccess: () => {
      void forget();
      void invalidate();
    },
  });
}

export async function exportTeams(): Promise<void> {
  window.location.assign(await downloadUrl(downloadAllAdminTeams, {}));
}

/** The signed-in lead's own teams. */
export function useMyTeams() {
  return useApiQuery(getTeamsByLeadId, {}, oncePerPage);
}

export type TeamTicketsRequest = RequestOf<typeof getTicketsOfTeam>;

export function useTeamTickets(request: TeamTicketsRequest | null) {
  return useApiQuery(getTicketsOfTeam, request, pagedList);
}

export type TeamTicketsExport = Omit<RequestOf<typeof downloadMyTeamTickets>, 'downloadToken'>;

export async function exportTeamTickets(params: TeamTicketsExport): Promise<void> {
  window.location.assign(await downloadUrl(downloadMyTeamTickets, params));
}

/** Assignee typeahead (GET /api/user/findByUserName); a failed lookup just lists nothing. */
export function searchAssignees(text: string, signal: AbortSignal) {
  return callApi(findByUserName, { fullName: text }, { signal });
}
