import * as z from 'zod';
import { idString, successMessage } from './common';
import { defineEndpoint } from './endpoint';

/** Attachments (tickets spec section 7, Files). */

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ALLOWED_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export const ATTACHMENT_TOO_LARGE_MESSAGE = `The file is too large: attachments may be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`;
export const ATTACHMENT_TYPE_MESSAGE = 'This file type is not allowed: attach an image, PDF, text, Word or Excel file.';

export const UNATTACHED_UPLOAD_TAG = { key: 'upload', value: 'unattached' } as const;

export const uploadTempTicketFile = defineEndpoint({
  area: 'file',
  handler: 'uploadTempTicketFile',
  method: 'POST',
  path: '/api/file/uploadTempTicketFile',
  access: 'signedIn',
  kind: 'multipart',
  summary: "Upload one attachment (multipart field 'file'); the key expires unless attached to a ticket.",
  request: z.object({}).passthrough(),
  response: z.object({ key: z.string(), fileName: z.string() }),
});

export const createUploadUrl = defineEndpoint({
  area: 'file',
  handler: 'createUploadUrl',
  method: 'POST',
  path: '/api/file/createUploadUrl',
  access: 'signedIn',
  summary: 'A presigned S3 POST whose policy enforces the size limit and the content type.',
  request: z.object({
    fileName: z.string().min(1).max(200),
    contentType: z.enum(ALLOWED_ATTACHMENT_TYPES, { message: ATTACHMENT_TYPE_MESSAGE }),
    size: z.number().int().positive().max(MAX_ATTACHMENT_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE),
  }),
  response: z.object({ key: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) }),
});

export const createFileKeyEntry = defineEndpoint({
  area: 'file',
  handler: 'createFileKeyEntry',
  method: 'POST',
  path: '/api/file/createFileKeyEntry',
  access: 'signedIn',
  summary: "Attach uploaded keys to a ticket; only keys containing 'ticket/' are kept.",
  request: z.object({ ticketId: idString, fileKeysArray: z.array(z.string()).max(20) }),
  response: successMessage,
});

export const downloadTicketFile = defineEndpoint({
  area: 'file',
  handler: 'downloadTicketFile',
  method: 'POST',
  path: '/api/file/downloadTicketFile',
  access: 'signedIn',
  summary: 'A short-lived download URL for an attachment the caller may see.',
  request: z.object({ keyName: z.string().min(1) }),
  response: z.object({ downloadUrl: z.string() }),
});

export const viewTicketFile = defineEndpoint({
  area: 'file',
  handler: 'viewTicketFile',
  method: 'GET',
  path: '/api/file/downloadTicketFile',
  access: 'signedIn',
  kind: 'redirect',
  summary: 'Browser navigation: redirects to the attachment, inline with isView=true, else as a download.',
  request: z.object({ keyName: z.string().min(1), isView: z.enum(['true', 'false']).optional() }),
  response: z.string(),
});

export const deleteTicketFile = defineEndpoint({
  area: 'file',
  handler: 'deleteTicketFile',
  method: 'POST',
  path: '/api/file/deleteTicketFile',
  access: 'signedIn',
  summary: 'Remove an uploaded key that is not yet attached (or one the caller attached).',
  request: z.object({ keyName: z.string().min(1) }),
  response: successMessage,
});
