import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { ExportJobProgress } from '../../shared/contract/exports';
import { jobProgress, newBackgroundJob } from '../db/backgroundJobs';
import {
  claimExportJob,
  type ExportJob,
  endExportJob,
  MAX_EXPORT_ATTEMPTS,
  queuedExportJobIds,
  queueExportJob,
  readExportJob,
  recordExportProgress,
} from '../db/exportJobs';
import type { Caller } from '../lib/auth';
import { s3 } from '../lib/aws';
import { env } from '../lib/env';
import { conflict, notFound } from '../lib/errors';
import { logger } from '../lib/observability';
import {
  ALL_TICKETS_FILE,
  allTicketsRows,
  CSV_BOM,
  CSV_CONTENT_TYPE,
  csvSlice,
  csvText,
  exportFileKey,
  exportFileLink,
  planTicketExport,
  ticketExportFields,
  withFixedRange,
} from './exports';
import type { ListFilters } from './ticketLists';
import { tenantTimeZone } from './timeZone';

/**
 * Background exports (issue 22; decisions in shared/contract/exports.ts). Starting one only checks
 * the filters and queues a job: the export job function (functions/jobs/exportJobs.ts), woken by
 * the queue entry's stream record, finds the rows, writes the CSV to S3 in parts and records its
 * progress, so an export of any size never meets API Gateway's 30 s.
 */

export const EXPORT_NOT_FOUND_MESSAGE = 'This export was not found.';
export const EXPORT_NOT_READY_MESSAGE = 'This export is not finished yet.';
export const EXPORT_FAILED_MESSAGE = 'The export could not be written. Please try again.';
export const EXPORT_STOPPED_MESSAGE = 'The export stopped before it finished. Please try again.';

/** Job items live as long as their files (the bucket expires tmp/ after a day). */
const EXPORT_JOB_SECONDS = 24 * 3600;
/** Past the job function's 5-minute timeout: a lease that ends means its run died. */
const EXPORT_LEASE_MS = 6 * 60_000;
/** Lines made and recorded at a time. */
const EXPORT_SLICE_ROWS = 5_000;
/** S3's smallest part but the last. */
const MIN_PART_BYTES = 5 * 1024 * 1024;
/** A run starts another queued export only with this much time left. */
const START_MARGIN_MS = 60_000;

type AllTicketsFilters = Omit<ListFilters, 'page' | 'size'>;

/** Checks the filters (a bad range is a 400 before anything is written) and queues the export. */
export async function startAllTicketsExport(caller: Caller, filters: AllTicketsFilters): Promise<ExportJobProgress> {
  const fixed = withFixedRange(filters);
  const job: ExportJob = {
    ...newBackgroundJob(caller.userId, EXPORT_JOB_SECONDS, new Date()),
    fileName: ALL_TICKETS_FILE,
    filters: { ...fixed },
    fileKey: null,
  };
  await queueExportJob(job);
  return progressOf(job);
}

const progressOf = (job: ExportJob): ExportJobProgress => jobProgress(job);

/** The caller's own job; anyone else's (or an expired one) is not found, so ids reveal nothing. */
async function ownJob(caller: Caller, jobId: string): Promise<ExportJob> {
  const job = await readExportJob(jobId);
  if (!job || job.ownerId !== caller.userId || job.expiresAt * 1000 <= Date.now()) {
    throw notFound(EXPORT_NOT_FOUND_MESSAGE);
  }
  return job;
}

export async function exportJobProgress(caller: Caller, jobId: string): Promise<ExportJobProgress> {
  return progressOf(await ownJob(caller, jobId));
}

/** The finished file's short-lived link. */
export async function exportJobFileLink(caller: Caller, jobId: string): Promise<string> {
  const job = await ownJob(caller, jobId);
  if (job.status !== 'done' || !job.fileKey) throw conflict(EXPORT_NOT_READY_MESSAGE);
  return exportFileLink(job.fileKey, job.fileName);
}

/**
 * The job function's work: every queued export, oldest first, while time is left. A job another
 * run holds is skipped; one whose earlier runs all died is failed with a message to retry.
 */
export async function runQueuedExports(remainingMs: () => number): Promise<{ done: number; failed: number }> {
  const outcome = { done: 0, failed: 0 };
  for (const jobId of await queuedExportJobIds()) {
    if (outcome.done + outcome.failed > 0 && remainingMs() < START_MARGIN_MS) break;
    const job = await claimExportJob(jobId, Date.now() + EXPORT_LEASE_MS, new Date());
    if (!job) continue;
    if (job.attempts > MAX_EXPORT_ATTEMPTS) {
      await endExportJob(job, { status: 'failed', message: EXPORT_STOPPED_MESSAGE });
      outcome.failed += 1;
      continue;
    }
    try {
      const written = await writeAllTicketsExport(job);
      await endExportJob(job, { status: 'done', ...written });
      outcome.done += 1;
    } catch (error) {
      logger.error('Export failed', { jobId, error: error as Error });
      await endExportJob(job, { status: 'failed', message: EXPORT_FAILED_MESSAGE });
      outcome.failed += 1;
    }
  }
  return outcome;
}

/** Finds the rows, then writes the lines a slice at a time as parts of one S3 object. */
async function writeAllTicketsExport(job: ExportJob): Promise<{ fileKey: string; rowsDone: number }> {
  const began = Date.now();
  const filters = { ...(job.filters as AllTicketsFilters), page: 0, size: 0 };
  const [plan, zone] = await Promise.all([planTicketExport(await allTicketsRows(filters), filters), tenantTimeZone()]);
  const total = plan.ordered.length;
  const found = Date.now();
  const progress = (rowsDone: number) =>
    recordExportProgress(job.jobId, { rowsDone, rowsTotal: total, leaseUntil: Date.now() + EXPORT_LEASE_MS });
  await progress(0);

  const fileKey = exportFileKey(job.ownerId, job.jobId, job.fileName);
  const file = await multipartFile(fileKey);
  try {
    let pending = `${CSV_BOM}${csvText([], ticketExportFields, zone, true)}`;
    for (let start = 0; start < total; start += EXPORT_SLICE_ROWS) {
      const lines = await plan.lines(plan.ordered.slice(start, start + EXPORT_SLICE_ROWS));
      pending += csvSlice(lines, ticketExportFields, zone, start === 0);
      if (Buffer.byteLength(pending) >= MIN_PART_BYTES) {
        await file.part(pending);
        pending = '';
      }
      await progress(Math.min(total, start + EXPORT_SLICE_ROWS));
    }
    if (pending !== '' || file.partCount() === 0) await file.part(pending);
    await file.complete();
  } catch (error) {
    await file.abort();
    throw error;
  }
  logger.info('Export written', { jobId: job.jobId, rows: total, findMs: found - began, writeMs: Date.now() - found });
  return { fileKey, rowsDone: total };
}

/** One S3 object written in parts (each but the last at least 5 MB). */
async function multipartFile(key: string) {
  const target = { Bucket: env.bucketName, Key: key };
  const { UploadId } = await s3().send(new CreateMultipartUploadCommand({ ...target, ContentType: CSV_CONTENT_TYPE }));
  const parts: { ETag: string | undefined; PartNumber: number }[] = [];
  return {
    partCount: () => parts.length,
    async part(text: string) {
      const PartNumber = parts.length + 1;
      const { ETag } = await s3().send(new UploadPartCommand({ ...target, UploadId, PartNumber, Body: text }));
      parts.push({ ETag, PartNumber });
    },
    async complete() {
      await s3().send(new CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: parts } }));
    },
    async abort() {
      await s3()
        .send(new AbortMultipartUploadCommand({ ...target, UploadId }))
        .catch(() => undefined);
    },
  };
}
