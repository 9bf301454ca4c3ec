import { type BackgroundJob, backgroundJobStore } from './backgroundJobs';

/** Background All Tickets exports (functions/core/exportJobs.ts): the EXPORT kind of background job. */

export type ExportJobStatus = BackgroundJob['status'];

export interface ExportJob extends BackgroundJob {
  fileName: string;
  /** The export's parsed filters, with the created range fixed when it was started. */
  filters: Record<string, unknown>;
  /** Where the file is in the bucket, once written. */
  fileKey: string | null;
}

export const MAX_EXPORT_ATTEMPTS = 2;

const exportJobs = backgroundJobStore<ExportJob>('EXPORT', ['fileKey']);

export const queueExportJob = exportJobs.queue;
export const readExportJob = exportJobs.read;
export const queuedExportJobIds = exportJobs.queuedIds;
export const claimExportJob = exportJobs.claim;
export const recordExportProgress = exportJobs.recordProgress;

/** Ends a job (its file written, or failed for good) and takes it off the queue, at once. */
export const endExportJob = (
  job: Pick<ExportJob, 'jobId' | 'createdAt'>,
  end: { status: 'done'; fileKey: string; rowsDone: number } | { status: 'failed'; message: string },
) =>
  exportJobs.end(
    job,
    end.status === 'done' ? { status: 'done', rowsDone: end.rowsDone, result: { fileKey: end.fileKey } } : end,
  );
