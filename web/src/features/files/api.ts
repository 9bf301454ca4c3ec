import { deleteTicketFile, uploadTempTicketFile, viewTicketFile } from '../../../../shared/contract/files';
import { callApi, callMultipartApi, downloadUrl } from '../../lib/apiClient';
import type { UploadedFile } from './attachmentRules';

/** Attachment calls (tickets spec section 7, Files). */

/** POST /api/file/uploadTempTicketFile, multipart field 'file'. */
export async function uploadAttachment(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await callMultipartApi(uploadTempTicketFile, form);
  return { key: answer.key, fileName: answer.fileName };
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
