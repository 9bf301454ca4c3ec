import type { RequestOf } from '../../../../../shared/contract/endpoint';
import { downloadAllTickets } from '../../../../../shared/contract/exports';
import { getHelpTopics } from '../../../../../shared/contract/reference';
import { getAllTicketsForCentralPool } from '../../../../../shared/contract/tickets';
import { downloadUrl } from '../../../lib/apiClient';
import { useApiQuery } from '../../../lib/useApi';
import type { AllTicketsParams } from './allTicketsFilters';

/** Calls of All Tickets (tickets spec 2.5, 7): the page, the help topics and the export. */

export type AllTicketsRequest = RequestOf<typeof getAllTicketsForCentralPool>;

/** One page; the last page stays shown while the next loads. */
export const useAllTickets = (request: AllTicketsRequest | null) =>
  useApiQuery(getAllTicketsForCentralPool, request, { keepPreviousData: true, revalidateOnFocus: false });

/** Every help topic (the filter lists them all until a department narrows it). */
export const useAllHelpTopics = () =>
  useApiQuery(
    getHelpTopics,
    {},
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false },
  );

/** Export Data: the browser navigates to the CSV (GET with a one-minute download token). */
export async function exportAllTickets(params: AllTicketsParams): Promise<void> {
  window.location.assign(await downloadUrl(downloadAllTickets, params));
}
