import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import busboy from 'busboy';
import {
  ALLOWED_ATTACHMENT_TYPES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  MAX_ATTACHMENT_BYTES,
} from '../../shared/contract/files';
import { attachFiles, deleteUnattachedFileKey, getFileKey, putFileKey } from '../db/tickets';
import type { Caller } from '../lib/auth';
import { s3 } from '../lib/aws';
import { env } from '../lib/env';
import { badRequest, notFound } from '../lib/errors';
import type { ApiEvent } from '../lib/preset';
import { readableTicket } from './access';
import { attachmentFromKey, attachmentKeys } from './tickets';

/** Attachments: uploads land under ticket/tmp/, expire unless a ticket claims them. */

const UPLOAD_TTL_SECONDS = 24 * 60 * 60;
const URL_TTL_SECONDS = 300;

const safeFileName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    .replace(/[^\w.\- ()]/g, '_')
    .slice(-120) || 'file';

const isAllowedType = (type: string): boolean => (ALLOWED_ATTACHMENT_TYPES as readonly string[]).includes(type);

async function recordUpload(caller: Caller, fileName: string, contentType: string) {
  const key = `ticket/tmp/${caller.userId}/${randomUUID()}/${safeFileName(fileName)}`;
  await putFileKey({
    key,
    uploaderId: caller.userId,
    fileName: safeFileName(fileName),
    contentType,
    createdAt: new Date().toISOString(),
    expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
  });
  return key;
}

interface ParsedFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

function parseMultipart(event: ApiEvent): Promise<ParsedFile> {
  const contentType = event.headers['content-type'] ?? event.headers['Content-Type'];
  if (!contentType?.startsWith('multipart/form-data')) {
    return Promise.reject(badRequest("Send the file as multipart/form-data in the field 'file'."));
  }
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  return new Promise((resolve, reject) => {
    let found: ParsedFile | undefined;
    let tooLarge = false;
    const parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: MAX_ATTACHMENT_BYTES },
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        if (field === 'file')
          found = { fileName: info.filename ?? 'file', contentType: info.mimeType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => reject(badRequest('The upload could not be read.')));
    parser.on('close', () => {
      if (tooLarge) reject(badRequest(ATTACHMENT_TOO_LARGE_MESSAGE));
      else if (!found) reject(badRequest("Send the file in the multipart field 'file'."));
      else resolve(found);
    });
    parser.end(body);
  });
}

export async function uploadTempFile(caller: Caller, event: ApiEvent) {
  const file = await parseMultipart(event);
  if (!isAllowedType(file.contentType)) throw badRequest(ATTACHMENT_TYPE_MESSAGE);
  if (file.data.length === 0) throw badRequest('The file is empty.');
  const key = await recordUpload(caller, file.fileName, file.contentType);
  await s3().send(
    new PutObjectCommand({ Bucket: env.bucketName, Key: key, Body: file.data, ContentType: file.contentType }),
  );
  return { key, fileName: safeFileName(file.fileName) };
}

/** A browser upload straight to S3; the policy itself enforces the size limit and the type. */
export async function uploadUrl(caller: Caller, input: { fileName: string; contentType: string; size: number }) {
  const key = await recordUpload(caller, input.fileName, input.contentType);
  const post = await createPresignedPost(s3(), {
    Bucket: env.bucketName,
    Key: key,
    Conditions: [
      ['content-length-range', 1, MAX_ATTACHMENT_BYTES],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: URL_TTL_SECONDS,
  });
  return { key, url: post.url, fields: post.fields };
}

/** The caller may reach a key when it is theirs and unattached, or its ticket is readable to them. */
async function reachableKey(caller: Caller, key: string) {
  const record = await getFileKey(key);
  if (!record) throw notFound('The file was not found.');
  if (record.ticketId) await readableTicket(caller, record.ticketId);
  else if (record.uploaderId !== caller.userId) throw notFound('The file was not found.');
  return record;
}

export async function fileUrl(caller: Caller, key: string, disposition: 'inline' | 'attachment') {
  const record = await reachableKey(caller, key);
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: env.bucketName,
      Key: key,
      ResponseContentDisposition: `${disposition}; filename="${record.fileName}"`,
      ResponseContentType: record.contentType,
    }),
    { expiresIn: URL_TTL_SECONDS },
  );
}

export async function attachToTicket(caller: Caller, ticketId: string, keys: string[]) {
  await readableTicket(caller, ticketId);
  const files = attachmentKeys(keys).map(attachmentFromKey);
  try {
    await attachFiles(ticketId, files, caller.userId);
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') {
      throw badRequest('A file could not be attached: upload it again and retry.');
    }
    throw error;
  }
  return { success: true, message: `${files.length} file(s) attached` };
}

export async function removeUpload(caller: Caller, key: string) {
  if (!(await deleteUnattachedFileKey(key, caller.userId))) {
    throw badRequest('Only your own files that are not yet attached to a ticket can be removed.');
  }
  await s3().send(new DeleteObjectCommand({ Bucket: env.bucketName, Key: key }));
  return { success: true, message: 'File removed' };
}
