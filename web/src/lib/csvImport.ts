import type { EndpointDefinition } from '../../../shared/contract/endpoint';
import {
  createImportUploadUrl,
  IMPORT_MESSAGES,
  type ImportReport,
  type importReport,
  type importRequest,
  MAX_IMPORT_BYTES,
} from '../../../shared/contract/imports';
import { ApiError, callApi } from './apiClient';
import { postToStorage, storageErrorCode } from './storageUpload';

/**
 * A CSV import (shared/contract/imports.ts) as every import screen runs it: a presigned POST for the
 * file, the upload straight to S3 with progress, then the area's import call with the key.
 */

export type ImportEndpoint = EndpointDefinition<typeof importRequest, typeof importReport>;

const refusal = (status: number, body: string) =>
  storageErrorCode(body) === 'EntityTooLarge'
    ? new ApiError(400, IMPORT_MESSAGES.tooLarge)
    : new ApiError(status, 'The file could not be uploaded. Please try again.');

export const looksLikeCsv = (file: File) => /\.csv$/i.test(file.name);

export async function importCsvFile(
  endpoint: ImportEndpoint,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportReport> {
  if (!looksLikeCsv(file)) throw new ApiError(400, IMPORT_MESSAGES.type);
  if (file.size === 0) throw new ApiError(400, IMPORT_MESSAGES.noRows);
  if (file.size > MAX_IMPORT_BYTES) throw new ApiError(400, IMPORT_MESSAGES.tooLarge);
  // Sent as text/csv whatever the browser guesses (Windows says application/vnd.ms-excel).
  const post = await callApi(createImportUploadUrl, { fileName: file.name, contentType: 'text/csv', size: file.size });
  await postToStorage(post.url, post.fields, file, refusal, onProgress);
  return callApi(endpoint, { key: post.key });
}
