import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../functions/lib/aws';
import {
  downloadTicketFile,
  MAX_ATTACHMENT_BYTES,
  MAX_MULTIPART_UPLOAD_BYTES,
  UNATTACHED_UPLOAD_TAG,
} from '../../shared/contract/files';
import { getRepliesByTicketId } from '../../shared/contract/replies';
import { saveTicket } from '../../shared/contract/tickets';
import { requesterTicket } from '../factories/tickets';
import { apiUrl, call, createRequester, loadStackEnv } from './api';
import { bucket, pdfOfSize, postToS3, presign, tagsOf, uploadMultipart, uploadThroughS3 } from './uploads';

/** Attachments go from the browser straight to S3 (issue 14): what S3 refuses, the local S3 refuses. */

let requester: Awaited<ReturnType<typeof createRequester>>;

beforeAll(async () => {
  loadStackEnv();
  requester = await createRequester('1400');
});

describe('presigned POST uploads', () => {
  it('takes an 8 MB PDF straight to S3, attaches it to a ticket and serves it back byte-identical', async () => {
    const pdf = pdfOfSize(8 * 1024 * 1024);
    const post = await presign(requester.token, 'Quarterly report.pdf', 'application/pdf', pdf.length);
    expect(post.url.startsWith(process.env.S3_ENDPOINT ?? '-')).toBe(true);
    const stored = await postToS3(post, pdf, 'application/pdf');
    expect(stored.status).toBe(204);
    // Until a ticket claims it, the upload carries the tag the lifecycle rule expires.
    expect(await tagsOf(post.key)).toEqual([{ Key: UNATTACHED_UPLOAD_TAG.key, Value: UNATTACHED_UPLOAD_TAG.value }]);

    const saved = await call(saveTicket, requesterTicket(requester, { filesUpload: [post.key] }), requester.token);
    expect(saved.status).toBe(200);
    expect(await tagsOf(post.key)).toEqual([]);
    const thread = (await call(getRepliesByTicketId, { ticketId: saved.body.id }, requester.token)).body as unknown as {
      s3FilesUrl: { key: string; fileName: string }[];
    }[];
    expect(thread[0].s3FilesUrl).toEqual([
      expect.objectContaining({ key: post.key, fileName: 'Quarterly report.pdf' }),
    ]);

    const link = await call(downloadTicketFile, { keyName: post.key }, requester.token);
    const file = await fetch(link.body.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Quarterly report.pdf"; filename*=UTF-8''Quarterly%20report.pdf`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses an 11 MB file with EntityTooLarge, whatever size was announced', async () => {
    const post = await presign(requester.token, 'big.pdf', 'application/pdf', 1000);
    const answer = await postToS3(post, pdfOfSize(11 * 1024 * 1024), 'application/pdf');
    expect(answer).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
    });
    const empty = await postToS3(post, Buffer.alloc(0), 'application/pdf');
    expect(empty).toMatchObject({ status: 400, code: 'EntityTooSmall' });
    const listed = await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: post.key }));
    expect(listed.KeyCount ?? 0).toBe(0);
  });

  it('refuses another content type than the policy names, with AccessDenied', async () => {
    const post = await presign(requester.token, 'notes.pdf', 'application/pdf', 2000);
    const answer = await postToS3(post, Buffer.from('<script>alert(1)</script>'), 'text/html', {
      'Content-Type': 'text/html',
    });
    expect(answer.status).toBe(403);
    expect(answer.code).toBe('AccessDenied');
    expect(answer.message).toContain('Policy Condition failed: ["eq", "$content-type", "application/pdf"]');
  });

  it("refuses a replaced key, so nobody overwrites another ticket's attachment", async () => {
    const other = await createRequester('1401');
    const theirs = await uploadThroughS3(other.token, 'theirs.pdf', 'application/pdf', pdfOfSize(3000));
    const mine = await presign(requester.token, 'mine.pdf', 'application/pdf', 3000);
    const answer = await postToS3(mine, pdfOfSize(4000), 'application/pdf', { key: theirs.key });
    expect(answer).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(answer.message).toContain(`Policy Condition failed: ["eq", "$key", "${mine.key}"]`);
    const kept = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: theirs.key }));
    expect((await kept.Body?.transformToByteArray())?.length).toBe(3000);
  });

  it('answers browsers with CORS headers, on success and on refusal', async () => {
    const origin = apiUrl();
    const preflight = await fetch(`${process.env.S3_ENDPOINT}/${bucket()}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    const post = await presign(requester.token, 'x.pdf', 'application/pdf', 10);
    const refused = await postToS3(post, pdfOfSize(MAX_ATTACHMENT_BYTES + 1), 'application/pdf', {}, { origin });
    expect(refused.code).toBe('EntityTooLarge');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('denies anonymous reads of the private bucket', async () => {
    const post = await uploadThroughS3(requester.token, 'private.pdf', 'application/pdf', pdfOfSize(500));
    const anonymous = await fetch(`${process.env.S3_ENDPOINT}/${bucket()}/${post.key}`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('the multipart route (API compatibility)', () => {
  it('takes only what fits a Lambda payload', async () => {
    const answer = await uploadMultipart(
      requester.token,
      'big.pdf',
      'application/pdf',
      pdfOfSize(MAX_MULTIPART_UPLOAD_BYTES + 1),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/too large for this route/);
  });
});
