import type { EndpointDefinition } from '@shared/contract/endpoint';
import {
  createImportUploadUrl,
  IMPORT_MESSAGES,
  type ImportJobProgress,
  type ImportReport,
  type importJobProgress,
  type importReport,
  type importRequest,
  MAX_IMPORT_BYTES,
} from '@shared/contract/imports';
import type * as z from 'zod';
import { ApiError, callApi } from './apiClient';
import { postToStorage, storageErrorCode } from './storageUpload';

/**
 * A CSV import (shared/contract/imports.ts) as every import screen runs it: a presigned POST for the
 * file, the upload straight to S3 with progress, then the area's import call with the key. A
 * background import (users) is then followed until its job is done.
 */

/** An import answered within the call (departments, help topics). */
export type ImportEndpoint = EndpointDefinition<typeof importRequest, typeof importReport>;
/** An import run by a background job (users): started, then read until done. */
export interface BackgroundImport {
  start: EndpointDefinition<typeof importRequest, typeof importJobProgress>;
  progress: EndpointDefinition<z.ZodObject<{ jobId: z.ZodString }>, typeof importJobProgress>;
}
export type ImportTarget = ImportEndpoint | BackgroundImport;
const isBackground = (target: ImportTarget): target is BackgroundImport => !('path' in target);

export type ImportProgress =
  | { stage: 'uploading'; fraction: number }
  | { stage: 'importing'; rowsDone?: number; rowsTotal?: number | null };

/** How often a background import's progress is read. */
const POLL_MS = 1_000;

const refusal = (status: number, body: string) =>
  storageErrorCode(body) === 'EntityTooLarge'
    ? new ApiError(400, IMPORT_MESSAGES.tooLarge)
    : new ApiError(status, 'The file could not be uploaded. Please try again.');

export const looksLikeCsv = (file: File) => /\.csv$/i.test(file.name);

export async function importCsvFile(
  endpoint: ImportTarget,
  file: File,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  if (!looksLikeCsv(file)) throw new ApiError(400, IMPORT_MESSAGES.type);
  if (file.size === 0) throw new ApiError(400, IMPORT_MESSAGES.noRows);
  if (file.size > MAX_IMPORT_BYTES) throw new ApiError(400, IMPORT_MESSAGES.tooLarge);
  // Sent as text/csv whatever the browser guesses (Windows says application/vnd.ms-excel).
  const post = await callApi(createImportUploadUrl, { fileName: file.name, contentType: 'text/csv', size: file.size });
  await postToStorage(post.url, post.fields, file, refusal, (fraction) =>
    onProgress(fraction < 1 ? { stage: 'uploading', fraction } : { stage: 'importing' }),
  );
  if (!isBackground(endpoint)) return callApi(endpoint, { key: post.key });
  let job: ImportJobProgress = await callApi(endpoint.start, { key: post.key });
  while (job.status === 'queued' || job.status === 'running') {
    onProgress({ stage: 'importing', rowsDone: job.rowsDone, rowsTotal: job.rowsTotal });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = await callApi(endpoint.progress, { jobId: job.jobId });
  }
  if (job.status === 'failed' || !job.report) throw new ApiError(500, job.message ?? IMPORT_MESSAGES.jobFailed);
  return job.report;
}
