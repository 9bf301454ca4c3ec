import type { RequestOf } from '@shared/contract/endpoint';
import { downloadEscalatedTickets } from '@shared/contract/exports';
import { getEscalatedByLoggedInUserId } from '@shared/contract/transfers';
import { downloadUrl } from '@/lib/apiClient';
import { useApiQuery } from '@/lib/useApi';

/** Calls of Escalated Tickets (tickets spec 2.3, 7): the page and the export. */

export type EscalatedRequest = RequestOf<typeof getEscalatedByLoggedInUserId>;
export type EscalatedExportParams = Omit<RequestOf<typeof downloadEscalatedTickets>, 'downloadToken'>;

export const useEscalatedTickets = (request: EscalatedRequest | null) =>
  useApiQuery(getEscalatedByLoggedInUserId, request, { keepPreviousData: true, revalidateOnFocus: false });

export async function exportEscalatedTickets(params: EscalatedExportParams): Promise<void> {
  window.location.assign(await downloadUrl(downloadEscalatedTickets, params));
}
