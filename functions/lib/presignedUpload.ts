import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3 } from './aws';
import { env } from './env';

/** How long a presigned URL (an upload's or a download's) stays valid. */
export const SIGNED_URL_SECONDS = 300;

/**
 * A browser upload straight to S3 (a presigned POST). S3 itself refuses a file over `maxBytes`, of
 * another content type or, with `tagging`, without those tags: what arrives is what was asked for.
 */
export async function presignedUpload(key: string, contentType: string, maxBytes: number, tagging?: string) {
  const post = await createPresignedPost(s3(), {
    Bucket: env.bucketName,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
      ...(tagging ? [['eq', '$tagging', tagging] as ['eq', string, string]] : []),
    ],
    Fields: { 'Content-Type': contentType, ...(tagging ? { tagging } : {}) },
    Expires: SIGNED_URL_SECONDS,
  });
  return { url: post.url, fields: post.fields };
}
