import * as z from 'zod';
import { ALLOWED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../domain/attachments';
import { INPUT_LIMITS, idString, successMessage, text } from './common';
import { defineEndpoint } from './endpoint';

/** Attachments (tickets spec section 7, Files). */

// The attachment rules use cases check (types, size, tag, content message) live in
// shared/domain/attachments.ts, apart from this file's endpoint schemas, so a bundle that claims
// uploads does not carry those schemas. Re-exported here, where the web and tests read them.
export {
  ALLOWED_ATTACHMENT_TYPES,
  ATTACHMENT_CONTENT_MESSAGE,
  MAX_ATTACHMENT_BYTES,
  UNATTACHED_UPLOAD_TAG,
} from '../domain/attachments';

/**
 * The multipart route (uploadTempTicketFile) runs through a Lambda payload: at most 6 MB after the
 * base64 encoding API Gateway applies to binary bodies (4 bytes for every 3), so 4.45 MB of file
 * (5.93 MB encoded) leaves room for the multipart framing and the event, whether 6 MB is read as
 * 6,000,000 or 6,291,456 bytes. Kept only for API compatibility; the web uploads straight to S3
 * (createUploadUrl).
 */
export const MAX_MULTIPART_UPLOAD_BYTES = 4_450_000;

export const ATTACHMENT_TOO_LARGE_MESSAGE = `The file is too large: attachments may be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`;
export const ATTACHMENT_TYPE_MESSAGE = 'This file type is not allowed: attach an image, PDF, text, Word or Excel file.';
export const MULTIPART_TOO_LARGE_MESSAGE = `The file is too large for this route: multipart uploads may be at most ${MAX_MULTIPART_UPLOAD_BYTES / 1_000_000} MB (use createUploadUrl for up to ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB).`;
export const UPLOAD_UNREADABLE_MESSAGE = 'The upload could not be read.';

export const uploadTempTicketFile = defineEndpoint('POST /api/file/uploadTempTicketFile', {
  access: 'signedIn',
  kind: 'multipart',
  // Decision (issue 14): kept for API compatibility only, limited to what fits a Lambda payload
  // (MAX_MULTIPART_UPLOAD_BYTES); browsers upload through createUploadUrl.
  summary:
    "Upload one attachment (multipart field 'file', at most MAX_MULTIPART_UPLOAD_BYTES: a Lambda payload); the key expires unless attached to a ticket.",
  request: z.object({}).passthrough(),
  response: z.object({ key: z.string(), fileName: z.string() }),
});

export const createUploadUrl = defineEndpoint('POST /api/file/createUploadUrl', {
  access: 'signedIn',
  summary:
    'A presigned S3 POST whose policy enforces the exact key, the content type, 1 byte to MAX_ATTACHMENT_BYTES and the unattached tag.',
  request: z.object({
    fileName: z.string().min(1).max(200),
    contentType: z.enum(ALLOWED_ATTACHMENT_TYPES, { message: ATTACHMENT_TYPE_MESSAGE }),
    size: z.number().int().positive().max(MAX_ATTACHMENT_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE),
  }),
  response: z.object({
    key: z.string(),
    /** The name stored with the upload (and shown in the thread). */
    fileName: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
});

export const createFileKeyEntry = defineEndpoint('POST /api/file/createFileKeyEntry', {
  access: 'signedIn',
  summary: "Attach uploaded keys to a ticket; only keys containing 'ticket/' are kept.",
  request: z.object({ ticketId: idString, fileKeysArray: z.array(text(INPUT_LIMITS.keyBytes)).max(20) }),
  response: successMessage,
});

export const downloadTicketFile = defineEndpoint('POST /api/file/downloadTicketFile', {
  access: 'signedIn',
  summary: 'A short-lived download URL for an attachment the caller may see.',
  request: z.object({ keyName: text(INPUT_LIMITS.keyBytes).min(1) }),
  response: z.object({ downloadUrl: z.string() }),
});

export const viewTicketFile = defineEndpoint('GET /api/file/downloadTicketFile', {
  handler: 'viewTicketFile',
  access: 'signedIn',
  kind: 'redirect',
  summary: 'Browser navigation: redirects to the attachment, inline with isView=true, else as a download.',
  request: z.object({ keyName: text(INPUT_LIMITS.keyBytes).min(1), isView: z.enum(['true', 'false']).optional() }),
  response: z.string(),
});

export const deleteTicketFile = defineEndpoint('POST /api/file/deleteTicketFile', {
  access: 'signedIn',
  summary: 'Remove an uploaded key that is not yet attached (or one the caller attached).',
  request: z.object({ keyName: text(INPUT_LIMITS.keyBytes).min(1) }),
  response: successMessage,
});
