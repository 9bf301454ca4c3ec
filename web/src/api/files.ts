import type { RequestOf } from '@shared/contract/endpoint';
import {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  createUploadUrl,
  deleteTicketFile,
  viewTicketFile,
} from '@shared/contract/files';
import { ApiError, callApi, downloadUrl } from '@/lib/apiClient';
import type { UploadedFile } from '@/lib/attachmentRules';
import { postToStorage, storageErrorCode } from '@/lib/storageUpload';

/** Attachment calls (tickets spec section 7, Files). */

const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded. Please try again.';

/** S3's refusal (an XML error document) in words for people. */
function s3Refusal(status: number, body: string): ApiError {
  const code = storageErrorCode(body);
  if (code === 'EntityTooLarge') return new ApiError(400, ATTACHMENT_TOO_LARGE_MESSAGE);
  if (code === 'EntityTooSmall') return new ApiError(400, 'The file is empty.');
  if (code === 'AccessDenied' && /content-type/i.test(body)) return new ApiError(400, ATTACHMENT_TYPE_MESSAGE);
  return new ApiError(status, UPLOAD_FAILED_MESSAGE);
}

/**
 * Uploads one attachment straight to S3: POST /api/file/createUploadUrl gives a presigned POST
 * whose policy pins the key, the type and the size; the file then goes to S3, reporting progress.
 */
export async function uploadAttachment(file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  // The type was checked against the allowed list before (attachmentProblem); the server checks again.
  const contentType = file.type as RequestOf<typeof createUploadUrl>['contentType'];
  const post = await callApi(createUploadUrl, { fileName: file.name, contentType, size: file.size });
  await postToStorage(post.url, post.fields, file, s3Refusal, onProgress);
  return { key: post.key, fileName: post.fileName };
}

/** POST /api/file/deleteTicketFile {keyName}: removes an upload not yet attached to a ticket. */
export async function deleteAttachment(key: string): Promise<void> {
  await callApi(deleteTicketFile, { keyName: key });
}

/** GET /api/file/downloadTicketFile?isView=true&keyName=…: shown inline (image viewer, frame). */
export const attachmentViewUrl = (key: string): Promise<string> =>
  downloadUrl(viewTicketFile, { keyName: key, isView: 'true' });

/** The same without isView: the browser downloads the file. */
export const attachmentDownloadUrl = (key: string): Promise<string> => downloadUrl(viewTicketFile, { keyName: key });

/** Starts the download; the answer is an attachment, so the page stays where it is. */
export async function downloadAttachment(key: string): Promise<void> {
  window.location.assign(await attachmentDownloadUrl(key));
}
