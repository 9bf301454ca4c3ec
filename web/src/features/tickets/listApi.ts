import type { RequestOf } from '@shared/contract/endpoint';
import { downloadMyTickets } from '@shared/contract/exports';
import { getDepartments } from '@shared/contract/reference';
import {
  bulkUpdateStatus,
  getDepartmentQueue,
  getTicketOptions,
  getTicketsWithPageNumber,
  takeTicket,
} from '@shared/contract/tickets';
import { callApi, downloadUrl } from '@/lib/apiClient';
import { oncePerPage } from '@/lib/swrPresets';
import { useApiMutation, useApiQuery } from '@/lib/useApi';

/** Calls of the ticket lists (tickets spec section 7): the page, bulk status change, export. */

export type MyTicketsRequest = RequestOf<typeof getTicketsWithPageNumber>;
export type MyTicketsExportParams = Omit<RequestOf<typeof downloadMyTickets>, 'downloadToken'>;

/** Reference lists change rarely: read once a page load. */

/** One page of My Tickets; null waits (nothing is fetched). The last page stays shown while the next loads. */
export function useMyTickets(request: MyTicketsRequest | null) {
  return useApiQuery(getTicketsWithPageNumber, request, { keepPreviousData: true, revalidateOnFocus: false });
}

/** One page of the Department Queue (issue 21 item 18), asked as My Tickets is. */
export function useDepartmentQueue(request: MyTicketsRequest | null) {
  return useApiQuery(getDepartmentQueue, request, { keepPreviousData: true, revalidateOnFocus: false });
}

/** Take: the ticket is assigned to the caller, if nobody took it since the page read it. */
export const takeQueuedTicket = (ticketId: string, version?: number) => callApi(takeTicket, { ticketId, version });

export function useDepartments() {
  return useApiQuery(getDepartments, {}, oncePerPage);
}

/** settableStatuses: what the caller may set (requesters: Closed and Re-Open). */
export function useTicketOptions() {
  return useApiQuery(getTicketOptions, {}, oncePerPage);
}

export function useBulkUpdateStatus() {
  return useApiMutation(bulkUpdateStatus);
}

/** Export: the browser navigates to the CSV (GET with a one-minute download token). */
export async function exportMyTickets(params: MyTicketsExportParams): Promise<void> {
  window.location.assign(await downloadUrl(downloadMyTickets, params));
}
