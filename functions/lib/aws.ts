import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from './env';

/** AWS clients, pointed at the emulators locally. */

let s3Client: S3Client | undefined;

export function s3(): S3Client {
  const endpoint = env.s3Endpoint;
  s3Client ??= new S3Client({
    region: env.region,
    // Without this the SDK adds checksum fields real S3 rejects on presigned browser uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint
      ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
      : {}),
  });
  return s3Client;
}

let sesClient: SESv2Client | undefined;

export function ses(): SESv2Client {
  const endpoint = env.sesEndpoint;
  sesClient ??= new SESv2Client({
    region: env.region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return sesClient;
}
