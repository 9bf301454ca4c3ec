import type { RequestOf } from '../../../../shared/contract/endpoint';
import {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  createUploadUrl,
  deleteTicketFile,
  viewTicketFile,
} from '../../../../shared/contract/files';
import { ApiError, callApi, downloadUrl } from '../../lib/apiClient';
import type { UploadedFile } from './attachmentRules';

/** Attachment calls (tickets spec section 7, Files). */

const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded. Please try again.';
const UNREACHABLE_MESSAGE = 'The file storage could not be reached. Please check your connection and try again.';

/** S3's refusal (an XML error document) in words for people. */
function s3Refusal(status: number, body: string): ApiError {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  if (code === 'EntityTooLarge') return new ApiError(400, ATTACHMENT_TOO_LARGE_MESSAGE);
  if (code === 'EntityTooSmall') return new ApiError(400, 'The file is empty.');
  if (code === 'AccessDenied' && /content-type/i.test(body)) return new ApiError(400, ATTACHMENT_TYPE_MESSAGE);
  return new ApiError(status, UPLOAD_FAILED_MESSAGE);
}

/** The presigned POST, with XHR so that upload progress can be shown (fetch reports none). */
function postToStorage(
  url: string,
  fields: Record<string, string>,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // S3 reads the fields before the file, and ignores anything after it.
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(s3Refusal(request.status, request.responseText ?? ''));
    request.onerror = () => reject(new ApiError(0, UNREACHABLE_MESSAGE));
    request.send(form);
  });
}

/**
 * Uploads one attachment straight to S3: POST /api/file/createUploadUrl gives a presigned POST
 * whose policy pins the key, the type and the size; the file then goes to S3, reporting progress.
 */
export async function uploadAttachment(file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  // The type was checked against the allowed list before (attachmentProblem); the server checks again.
  const contentType = file.type as RequestOf<typeof createUploadUrl>['contentType'];
  const post = await callApi(createUploadUrl, { fileName: file.name, contentType, size: file.size });
  await postToStorage(post.url, post.fields, file, onProgress);
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
