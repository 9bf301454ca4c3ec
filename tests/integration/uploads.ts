import { GetObjectTaggingCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from '../../functions/lib/aws';
import { createUploadUrl, uploadTempTicketFile } from '../../shared/contract/files';
import { apiUrl, call } from './api';

/**
 * Attachment uploads for tests: the browser's way (createUploadUrl, then the presigned POST to the
 * local S3), and the older multipart route of the API.
 */

export interface PresignedPost {
  key: string;
  fileName: string;
  url: string;
  fields: Record<string, string>;
}

export async function presign(token: string, fileName: string, contentType: string, size: number) {
  const answer = await call(createUploadUrl, { fileName, contentType, size }, token);
  if (answer.status !== 200) throw new Error(`createUploadUrl answered ${answer.status}: ${answer.body.message}`);
  return answer.body as unknown as PresignedPost;
}

export interface S3Answer {
  status: number;
  /** S3's error code from its XML answer, if any. */
  code?: string;
  message?: string;
  headers: Headers;
}

/** Posts the form as a browser does: the policy's fields (with any changes), then the file last. */
export async function postToS3(
  post: PresignedPost,
  file: Buffer,
  fileType: string,
  changes: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<S3Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...post.fields, ...changes })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: fileType }), post.fileName);
  const response = await fetch(post.url, { method: 'POST', body: form, headers });
  const text = await response.text();
  return {
    status: response.status,
    code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1],
    message: /<Message>([^<]+)<\/Message>/
      .exec(text)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
    headers: response.headers,
  };
}

/** Uploads a file the way the web does; answers its key. */
export async function uploadThroughS3(token: string, fileName: string, contentType: string, file: Buffer) {
  const post = await presign(token, fileName, contentType, file.length);
  const answer = await postToS3(post, file, contentType);
  if (answer.status >= 300) throw new Error(`The local S3 refused the upload: ${answer.code} ${answer.message}`);
  return post;
}

/** Posts the file to the multipart upload route (uploadTempTicketFile); answers its status and body. */
export async function uploadMultipart(token: string, fileName: string, contentType: string, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), fileName);
  const response = await fetch(`${apiUrl()}${uploadTempTicketFile.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** A PDF of `size` bytes: a real signature, then filler. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const body = Buffer.alloc(size - head.length);
  for (let index = 0; index < body.length; index += 1) body[index] = (index * 31 + 7) % 251;
  return Buffer.concat([head, body]);
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The stack's attachment bucket (the stack's env must be loaded). */
export const bucket = () => process.env.BUCKET_NAME ?? '';

/** An object's S3 tags (the unattached-upload tag until a ticket claims it). */
export const tagsOf = async (key: string) =>
  (await s3().send(new GetObjectTaggingCommand({ Bucket: bucket(), Key: key }))).TagSet ?? [];

/** How many objects the bucket holds under a prefix. */
export const objectsUnder = async (prefix: string) =>
  (await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix }))).KeyCount ?? 0;
