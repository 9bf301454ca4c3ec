import type { RequestOf, ResponseOf } from '@shared/contract/endpoint';
import {
  administrativeEscalation,
  collegeEscalation,
  type EscalationKind,
  schoolEscalation,
} from '@shared/contract/escalationMatrices';
import { findHelpTopicsByDepartmentId, getDepartments, getTicketSources } from '@shared/contract/reference';
import { getRepliesByTicketId, saveReply } from '@shared/contract/replies';
import {
  bulkUpdateStatus,
  type CreateTicketPayload,
  getTicketByTicketId,
  getTicketOptions,
  saveTicket,
} from '@shared/contract/tickets';
import { findByParam, findByUserName } from '@shared/contract/users';
import type { SWRConfiguration } from 'swr';
import { type ApiError, callApi } from '@/lib/apiClient';
import { preloadApiQuery, useApiQuery } from '@/lib/useApi';

/** Hooks and calls of the create-ticket and ticket-view screens (tickets spec 2.6, 2.7, 7). */

/** Reference lists change rarely: read once a page load, not again on focus. */
const referenceData: SWRConfiguration = { revalidateOnFocus: false, revalidateOnReconnect: false };

export const useDepartments = () => useApiQuery(getDepartments, {}, referenceData);

export const useHelpTopics = (departmentId: string) =>
  useApiQuery(findHelpTopicsByDepartmentId, departmentId ? { departmentId } : null, referenceData);

/** Ticket sources are only asked for when the form shows them (agents). */
export const useTicketSources = (wanted: boolean) => useApiQuery(getTicketSources, wanted ? {} : null, referenceData);

/** GET /api/ticket: the statuses the caller may set, the categories and the SLA plans. */
export const useTicketOptions = () => useApiQuery(getTicketOptions, {}, referenceData);

export type TicketOptions = ResponseOf<typeof getTicketOptions>;
export type HelpTopic = ResponseOf<typeof findHelpTopicsByDepartmentId>[number];
export type UserPick = ResponseOf<typeof findByParam>[number];

export const saveNewTicket = (payload: CreateTicketPayload) => callApi(saveTicket, payload);

const assigneeLookups = {
  school: schoolEscalation.assignee,
  college: collegeEscalation.assignee,
  administrative: administrativeEscalation.assignee,
} as const;

export type EscalationLookupRequest = RequestOf<typeof schoolEscalation.assignee>;
export type EscalationLookupAnswer = ResponseOf<typeof schoolEscalation.assignee>;

/** get{School,College,Administrative}EscalationAssignee: the level-1 contact, or a message (spec 7, 8). */
export const lookUpEscalationContact = (kind: EscalationKind, request: EscalationLookupRequest) =>
  callApi(assigneeLookups[kind], request) as Promise<EscalationLookupAnswer>;

/** Users whose e-mail starts with the text (on-behalf-of choice). */
export const searchUsersByEmail = (email: string, signal?: AbortSignal) => callApi(findByParam, { email }, { signal });

/** Users whose full name contains the text (assignee typeahead, agents). */
export const searchUsersByName = (fullName: string, signal?: AbortSignal) =>
  callApi(findByUserName, { fullName }, { signal });

/**
 * A ticket that is not there (or not the caller's) stays so: only a lost connection or a 5xx is
 * retried. No deduplication window after an answer: a transfer drops these reads from the cache
 * (agentApi.useForgetTransferredTicket), and a view opened again within the window would otherwise
 * be handed the dropped answer, which SWR discards, and wait for ever.
 */
export const ticketReads = {
  revalidateOnFocus: false,
  dedupingInterval: 0,
  shouldRetryOnError: (error: ApiError) => !(error.status >= 400 && error.status < 500),
};

export const useTicket = (ticketId: string | undefined) =>
  useApiQuery(getTicketByTicketId, ticketId ? { id: ticketId } : null, ticketReads);

export const useThread = (ticketId: string | undefined) =>
  useApiQuery(getRepliesByTicketId, ticketId ? { ticketId } : null, ticketReads);

/** A ticket and its thread, asked for while the ticket view's code loads (a first visit). */
export function preloadTicket(ticketId: string): void {
  preloadApiQuery(getTicketByTicketId, { id: ticketId });
  preloadApiQuery(getRepliesByTicketId, { ticketId });
}

export type TicketView = ResponseOf<typeof getTicketByTicketId>;
export type ThreadEntryView = ResponseOf<typeof getRepliesByTicketId>[number];

export const updateTicketStatus = (request: RequestOf<typeof bulkUpdateStatus>) => callApi(bulkUpdateStatus, request);

export const postReplyMessage = (request: RequestOf<typeof saveReply>) => callApi(saveReply, request);
