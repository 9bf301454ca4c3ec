import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  type Tag,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { fileTypeFromBuffer } from 'file-type/core';
// From shared/domain, not the contract: the file endpoints' schemas stay out of every bundle that claims uploads.
import {
  ALLOWED_ATTACHMENT_TYPES,
  attachmentContentMessage,
  contentMatchesType,
  MAX_ATTACHMENT_BYTES,
  UNATTACHED_UPLOAD_TAG,
} from '../../shared/domain/attachments';
import { deleteUnattachedFileKey, getFileKey, putFileKey } from '../db/fileKeys';
import type { AttachmentRef } from '../db/ticketRecord';
import { attachFiles } from '../db/ticketWrites';
import type { Caller } from '../lib/auth';
import { s3 } from '../lib/aws';
import { contentDisposition } from '../lib/contentDisposition';
import { env } from '../lib/env';
import { badRequest, notFound } from '../lib/errors';
import { presignedUpload, SIGNED_URL_SECONDS } from '../lib/presignedUpload';
import { readableTicket } from './access';

/**
 * Attachments: uploads land under ticket/tmp/ tagged upload=unattached, and expire (DynamoDB TTL
 * on the record, an S3 lifecycle rule on the tag) unless a ticket claims them; claiming checks the
 * content against the declared type and removes the tag.
 */

const UPLOAD_TTL_SECONDS = 24 * 60 * 60;
/** Enough of a file for its signature, including the entries of an Office (zip) document. */
export const SNIFF_BYTES = 1024 * 1024;

const UNATTACHED_TAGS: Tag[] = [{ Key: UNATTACHED_UPLOAD_TAG.key, Value: UNATTACHED_UPLOAD_TAG.value }];
/** The tag as S3's POST form field wants it (an XML tag set), and as PutObject's header. */
const UNATTACHED_TAGGING_XML = `<Tagging><TagSet><Tag><Key>${UNATTACHED_UPLOAD_TAG.key}</Key><Value>${UNATTACHED_UPLOAD_TAG.value}</Value></Tag></TagSet></Tagging>`;
export const UNATTACHED_TAGGING_QUERY = `${UNATTACHED_UPLOAD_TAG.key}=${UNATTACHED_UPLOAD_TAG.value}`;

/** The key's last segment: ASCII only, so the key is plain in every URL. */
export const safeFileName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    .replace(/[^\w.\- ()]/g, '_')
    .slice(-120) || 'file';

/** The name shown to people: as chosen, without path separators or control characters. */
export const displayName = (name: string) =>
  name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
    .replace(/[\\/\u0000-\u001f\u007f]/g, '_')
    .trim()
    .slice(-120) || 'file';

export const isAllowedType = (type: string): boolean => (ALLOWED_ATTACHMENT_TYPES as readonly string[]).includes(type);

/** Records an upload of `caller` (a signed-in user, or inbound mail's uploader id). */
export async function recordUpload(caller: Pick<Caller, 'userId'>, fileName: string, contentType: string) {
  const key = `ticket/tmp/${caller.userId}/${randomUUID()}/${safeFileName(fileName)}`;
  await putFileKey({
    key,
    uploaderId: caller.userId,
    fileName: displayName(fileName),
    contentType,
    createdAt: new Date().toISOString(),
    expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
  });
  return key;
}

/** Records and stores a file the server already holds as an unattached upload of `caller`; its key. */
export async function storeUpload(
  caller: Pick<Caller, 'userId'>,
  file: { fileName: string; contentType: string; data: Buffer },
): Promise<string> {
  const key = await recordUpload(caller, file.fileName, file.contentType);
  await s3().send(
    new PutObjectCommand({
      Bucket: env.bucketName,
      Key: key,
      Body: file.data,
      ContentType: file.contentType,
      Tagging: UNATTACHED_TAGGING_QUERY,
    }),
  );
  return key;
}

export async function matchesDeclaredType(data: Uint8Array, declared: string): Promise<boolean> {
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  return contentMatchesType(declared, detected?.mime, data);
}

/**
 * A browser upload straight to S3. The policy pins the exact key, the content type, 1 byte to
 * MAX_ATTACHMENT_BYTES and the unattached tag, so S3 itself refuses anything else.
 */
export async function uploadUrl(caller: Caller, input: { fileName: string; contentType: string; size: number }) {
  const key = await recordUpload(caller, input.fileName, input.contentType);
  const post = await presignedUpload(key, input.contentType, MAX_ATTACHMENT_BYTES, UNATTACHED_TAGGING_XML);
  return { key, fileName: displayName(input.fileName), ...post };
}

/** The caller may reach a key when it is theirs and unattached, or its ticket is readable to them. */
async function reachableKey(caller: Caller, key: string) {
  const record = await getFileKey(key);
  if (!record) throw notFound('The file was not found.');
  if (record.ticketId) await readableTicket(caller, record.ticketId);
  else if (record.uploaderId !== caller.userId) throw notFound('The file was not found.');
  return record;
}

/** A short-lived link that serves the file as its checked type, under its stored name (RFC 6266). */
export async function fileUrl(caller: Caller, key: string, disposition: 'inline' | 'attachment') {
  const record = await reachableKey(caller, key);
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: env.bucketName,
      Key: key,
      ResponseContentDisposition: contentDisposition(disposition, record.fileName),
      ResponseContentType: record.contentType,
    }),
    { expiresIn: SIGNED_URL_SECONDS },
  );
}

/** Only keys of our attachment area count (spec: keys containing 'ticket/'). */
export const attachmentKeys = (keys: string[]) => [...new Set(keys.filter((key) => key.includes('ticket/')))];

async function firstBytes(key: string): Promise<Uint8Array | undefined> {
  try {
    const answer = await s3().send(
      new GetObjectCommand({ Bucket: env.bucketName, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
    );
    return await answer.Body?.transformToByteArray();
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

const setTags = (key: string, tags: Tag[]) =>
  s3().send(new PutObjectTaggingCommand({ Bucket: env.bucketName, Key: key, Tagging: { TagSet: tags } }));

/**
 * Claims the caller's uploads for a ticket, in every attach path (new ticket, reply,
 * createFileKeyEntry). Each key must be the caller's own unattached upload, present in S3, and its
 * content must match its declared type (else a 400, nothing written). The name kept is the stored
 * one, never one from the request. The unattached tag goes before `write` commits (a file a ticket
 * holds must never expire) and comes back if `write` fails.
 */
export async function withClaimedUploads<T>(
  caller: Pick<Caller, 'userId'>,
  keys: string[],
  unusableMessage: string,
  write: (files: AttachmentRef[]) => Promise<T>,
): Promise<T> {
  const wanted = attachmentKeys(keys);
  const files = await Promise.all(
    wanted.map(async (key): Promise<AttachmentRef> => {
      const record = await getFileKey(key);
      if (!record || record.uploaderId !== caller.userId || record.ticketId) throw badRequest(unusableMessage);
      const head = await firstBytes(key);
      if (!head || head.length === 0) throw badRequest(unusableMessage);
      if (!(await matchesDeclaredType(head, record.contentType)))
        throw badRequest(attachmentContentMessage(record.fileName));
      return { key, fileName: record.fileName, id: randomUUID() };
    }),
  );
  await Promise.all(files.map((file) => setTags(file.key, [])));
  try {
    return await write(files);
  } catch (error) {
    await Promise.all(
      files.map(async (file) => {
        const record = await getFileKey(file.key);
        if (record && !record.ticketId) await setTags(file.key, UNATTACHED_TAGS);
      }),
    ).catch(() => undefined);
    throw error;
  }
}

export async function attachToTicket(caller: Caller, ticketId: string, keys: string[]) {
  await readableTicket(caller, ticketId);
  const unusable = 'A file could not be attached: upload it again and retry.';
  const count = await withClaimedUploads(caller, keys, unusable, async (files) => {
    try {
      await attachFiles(ticketId, files, caller.userId);
    } catch (error) {
      if ((error as { name?: string }).name === 'TransactionCanceledException') throw badRequest(unusable);
      throw error;
    }
    return files.length;
  });
  return { success: true, message: `${count} file(s) attached` };
}

export async function removeUpload(caller: Caller, key: string) {
  if (!(await deleteUnattachedFileKey(key, caller.userId))) {
    throw badRequest('Only your own files that are not yet attached to a ticket can be removed.');
  }
  await s3().send(new DeleteObjectCommand({ Bucket: env.bucketName, Key: key }));
  return { success: true, message: 'File removed' };
}
