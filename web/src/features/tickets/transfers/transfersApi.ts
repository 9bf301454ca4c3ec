import type { RequestOf } from '@shared/contract/endpoint';
import { downloadTransferTickets } from '@shared/contract/exports';
import { getAllTransfers, getTransferById } from '@shared/contract/transfers';
import { ticketReads } from '@/api/tickets';
import { downloadUrl } from '@/lib/apiClient';
import { useApiQuery } from '@/lib/useApi';

/** Calls of Transfer Request and its view (tickets spec 2.4, 7). */

export type TransfersRequest = RequestOf<typeof getAllTransfers>;
export type TransfersExportParams = Omit<RequestOf<typeof downloadTransferTickets>, 'downloadToken'>;

export const useTransfers = (request: TransfersRequest | null) =>
  useApiQuery(getAllTransfers, request, { keepPreviousData: true, revalidateOnFocus: false });

/** A request that is not there stays so: only a lost connection or a 5xx is retried. */
/** Read as a ticket is (see ticketReads): a completed transfer drops it from the cache. */
export const useTransfer = (id: string | undefined) => useApiQuery(getTransferById, id ? { id } : null, ticketReads);

export async function exportTransferTickets(params: TransfersExportParams): Promise<void> {
  window.location.assign(await downloadUrl(downloadTransferTickets, params));
}
