import { getCannedResponseNames } from '@shared/contract/catalogue';
import type { RequestOf, ResponseOf } from '@shared/contract/endpoint';
import { ticketPresence } from '@shared/contract/presence';
import {
  findHelpTopicsByDepartmentId,
  getAllDepartmentsAgents,
  getAssociatedAgents,
  getDepartments,
} from '@shared/contract/reference';
import { cannedResponse, getRecipientDomains, getRepliesByTicketId } from '@shared/contract/replies';
import { getAllAgentsInTeam } from '@shared/contract/teams';
import {
  getAllTicketsForCentralPool,
  getTicketByTicketId,
  getTicketsCountForDisplay,
  getTicketsWithPageNumber,
  updateSLATime,
  updateTicketDetails,
} from '@shared/contract/tickets';
import {
  getAllTransfers,
  getTransferById,
  interDepartmentUpdateTicket,
  saveTransfer,
  transferBack,
} from '@shared/contract/transfers';
import { findByParam, findByUserName, getUsersByBranch } from '@shared/contract/users';
import { useSWRConfig } from 'swr';
import { callApi } from '@/lib/apiClient';
import { oncePerPageNoRetry } from '@/lib/swrPresets';
import { useApiQuery, useForget } from '@/lib/useApi';
import type { CannedFilterName } from './agentRules';

/** Calls of the ticket view's agent tools (tickets spec 2.7, 4 and 7). */

/** Option lists: read once a page load; a list that cannot be read is simply not offered (spec 8). */

export const useDepartmentList = () => useApiQuery(getDepartments, {}, oncePerPageNoRetry);

/** Help topics of one department, or of several (comma-joined ids). */
export const useHelpTopicsOf = (departmentIds: string | undefined) =>
  useApiQuery(findHelpTopicsByDepartmentId, departmentIds ? { departmentId: departmentIds } : null, oncePerPageNoRetry);

export const useBranchUsers = (branch: string | undefined) =>
  useApiQuery(getUsersByBranch, branch ? { assigneeBranchName: branch } : null, oncePerPageNoRetry);

/** The team's agents (My Teams); an error (the endpoint not there yet) means "use the branch list". */
export const useTeamAgents = (teamId: string | undefined) =>
  useApiQuery(getAllAgentsInTeam, teamId ? { teamId } : null, oncePerPageNoRetry);

/** Every department's agents (the 'All' choice); an error means "search by name instead". */
export const useAllDepartmentsAgents = (wanted: boolean) =>
  useApiQuery(getAllDepartmentsAgents, wanted ? {} : null, oncePerPageNoRetry);

/** One department's agents, 500 at most, newest mapping first (spec 4, 9). */
export const useDepartmentAgents = (departmentId: string | undefined) =>
  useApiQuery(
    getAssociatedAgents,
    departmentId ? { departmentId, size: 500, page: 0, orderDirection: 'desc', orderBy: 'createdAt' } : null,
    oncePerPageNoRetry,
  );

/** The domains a typed recipient may come from; unread, only the server checks them. */
export const useRecipientDomains = () => useApiQuery(getRecipientDomains, {}, oncePerPageNoRetry);

export const searchRecipients = (email: string, signal?: AbortSignal) => callApi(findByParam, { email }, { signal });

export const searchUsersByName = (fullName: string, signal?: AbortSignal) =>
  callApi(findByUserName, { fullName }, { signal });

/** The canned picker's choices: the four built-in ones, then the tenant's own (issue 13). */
export const useCannedNames = () => useApiQuery(getCannedResponseNames, {}, oncePerPageNoRetry);

export const fetchCanned = (ticketId: string, cannedFilterName: CannedFilterName) =>
  callApi(cannedResponse, { ticketId, cannedFilterName, isAgent: true });

export const changeSubCategory = (request: RequestOf<typeof updateTicketDetails>) =>
  callApi(updateTicketDetails, request);

export const changeSla = (request: RequestOf<typeof updateSLATime>) => callApi(updateSLATime, request);

export const transferTicket = (request: RequestOf<typeof saveTransfer>) => callApi(saveTransfer, request);

export const completeTransferRequest = (request: RequestOf<typeof interDepartmentUpdateTicket>) =>
  callApi(interDepartmentUpdateTicket, request);

export const transferTicketBack = (request: RequestOf<typeof transferBack>) => callApi(transferBack, request);

/** Issue 17: marks the caller present on the ticket (typing or not); answers the other agents there. */
export const reportPresence = (request: RequestOf<typeof ticketPresence>) => callApi(ticketPresence, request);

/** The page stops showing the ticket: the caller's presence goes at once (sent even as the tab closes). */
export const leaveTicket = (ticketId: string) =>
  callApi(ticketPresence, { ticketId, leaving: true }, { keepalive: true }).then(
    () => undefined,
    // Nothing to tell anyone: the entry then lapses after PRESENCE_TTL_SECONDS.
    () => undefined,
  );

export type HelpTopicOption = ResponseOf<typeof findHelpTopicsByDepartmentId>[number];

/**
 * After a transfer (or a transfer back): every cached read it changed (the ticket, its thread, the
 * transfer and ticket lists) is dropped without being read again: the ticket may no longer be
 * readable by this agent (a read would answer 404; issue 21 item 27), and the screen shown next reads
 * what it needs. The navigation's counts stay on screen (no next screen reads them): read again at once.
 */
export function useForgetTransferredTicket(): () => void {
  const forgetMoved = useForget(
    getTicketByTicketId,
    getRepliesByTicketId,
    getTransferById,
    getAllTransfers,
    getAllTicketsForCentralPool,
    getTicketsWithPageNumber,
  );
  const { mutate } = useSWRConfig();
  return () => {
    void forgetMoved();
    // Read again keeping the counts shown meanwhile (useInvalidate would blank them until answered).
    void mutate((key) => Array.isArray(key) && key[0] === getTicketsCountForDisplay.path);
  };
}
