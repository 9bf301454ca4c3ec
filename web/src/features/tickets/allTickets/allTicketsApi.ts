import type { RequestOf } from '@shared/contract/endpoint';
import {
  downloadExportJob,
  type ExportJobProgress,
  getExportJob,
  startAllTicketsExport,
} from '@shared/contract/exports';
import { getHelpTopics } from '@shared/contract/reference';
import { getAllTicketsForCentralPool } from '@shared/contract/tickets';
import { callApi, downloadUrl } from '@/lib/apiClient';
import { useApiQuery } from '@/lib/useApi';
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

/**
 * Export Data runs in the background (shared/contract/exports.ts): start it with the list's
 * filters, read its progress until it is done, then download the file by browser navigation.
 */
export const startExport = (params: AllTicketsParams): Promise<ExportJobProgress> =>
  callApi(startAllTicketsExport, params);

/** The export's progress, read again every second while it is queued or running. */
export const useExportProgress = (jobId: string | null) =>
  useApiQuery(getExportJob, jobId ? { jobId } : null, {
    refreshInterval: (progress) => (progress?.status === 'done' || progress?.status === 'failed' ? 0 : 1000),
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });

/** The finished file: the browser navigates to it (GET with a one-minute download token). */
export async function downloadExport(jobId: string): Promise<void> {
  window.location.assign(await downloadUrl(downloadExportJob, { jobId }));
}
