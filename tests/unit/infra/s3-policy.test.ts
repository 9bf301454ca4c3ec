import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { taggingXmlFromQuery } from '@infra/local/s3-policy';
import { checkPostPolicy, presignedUrlExpired, s3ErrorXml, signPolicy } from '@infra/local/s3PostPolicy';
import { beforeAll, describe, expect, it } from 'vitest';

/** The local S3's presigned POST policy checks, on fields signed by the real SDK. */

const client = new S3Client({
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:9',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const secretFor = (id: string) => (id === 'S3RVER' ? 'S3RVER' : undefined);
const TAGGING = '<Tagging><TagSet><Tag><Key>upload</Key><Value>unattached</Value></Tag></TagSet></Tagging>';
const KEY = 'ticket/tmp/1/abc/report.pdf';
let fields: Record<string, string>;

beforeAll(async () => {
  const post = await createPresignedPost(client, {
    Bucket: 'attachments',
    Key: KEY,
    Conditions: [
      ['content-length-range', 1, 10 * 1024 * 1024],
      ['eq', '$Content-Type', 'application/pdf'],
      ['eq', '$tagging', TAGGING],
    ],
    Fields: { 'Content-Type': 'application/pdf', tagging: TAGGING },
    Expires: 300,
  });
  fields = post.fields;
});

const check = (changes: Record<string, string | undefined> = {}, fileSize = 1000, now = new Date()) => {
  const sent = { ...fields, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete sent[name];
  return checkPostPolicy({
    bucket: 'attachments',
    fields: sent as Record<string, string>,
    fileSize,
    now,
    secretFor,
  });
};

describe('presigned POST policy', () => {
  it('accepts the upload the policy was signed for, from 1 byte to the maximum', () => {
    expect(check()).toBeUndefined();
    expect(check({}, 1)).toBeUndefined();
    expect(check({}, 10 * 1024 * 1024)).toBeUndefined();
  });

  it('refuses a file outside content-length-range with EntityTooLarge / EntityTooSmall', () => {
    expect(check({}, 10 * 1024 * 1024 + 1)).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
      details: { ProposedSize: 10 * 1024 * 1024 + 1, MaxSizeAllowed: 10 * 1024 * 1024 },
    });
    expect(check({}, 0)).toMatchObject({ status: 400, code: 'EntityTooSmall' });
  });

  it('refuses another content type, key or tag set as a failed condition', () => {
    expect(check({ 'Content-Type': 'text/html' })).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$content-type", "application/pdf"]',
    });
    expect(check({ key: 'ticket/tmp/2/other/report.pdf' })).toMatchObject({
      code: 'AccessDenied',
      message: `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${KEY}"]`,
    });
    expect(check({ tagging: '<Tagging><TagSet/></Tagging>' })?.code).toBe('AccessDenied');
    expect(check({ tagging: undefined })?.code).toBe('AccessDenied');
  });

  it('refuses fields the policy does not cover, but not x-ignore- ones', () => {
    expect(check({ acl: 'public-read' })).toMatchObject({
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Extra input fields: acl',
    });
    expect(check({ 'x-ignore-note': 'anything' })).toBeUndefined();
  });

  it('refuses an expired policy, a forged one and an unknown key id', () => {
    expect(check({}, 1000, new Date(Date.now() + 301_000))).toMatchObject({
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
    const policy = JSON.parse(Buffer.from(fields.Policy, 'base64').toString());
    const widened = Buffer.from(
      JSON.stringify({ ...policy, conditions: [...policy.conditions, ['content-length-range', 1, 1e9]] }),
    ).toString('base64');
    expect(check({ Policy: widened })).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const credential = fields['X-Amz-Credential'].replace('S3RVER', 'SOMEONE');
    expect(check({ 'X-Amz-Credential': credential })).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(check({ Policy: undefined })).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('checks starts-with conditions and the bucket', () => {
    const [, date, region] = fields['X-Amz-Credential'].split('/');
    const policy = Buffer.from(
      JSON.stringify({
        expiration: new Date(Date.now() + 60_000).toISOString(),
        conditions: [
          { bucket: 'attachments' },
          ['starts-with', '$key', 'ticket/tmp/1/'],
          { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
          ['starts-with', '$x-amz-credential', 'S3RVER/'],
        ],
      }),
    ).toString('base64');
    const own = {
      key: 'ticket/tmp/1/x.pdf',
      Policy: policy,
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `S3RVER/${date}/${region}/s3/aws4_request`,
      'X-Amz-Signature': signPolicy(policy, 'S3RVER', date, region),
    };
    const run = (key: string, bucket = 'attachments') =>
      checkPostPolicy({ bucket, fields: { ...own, key }, fileSize: 5, now: new Date(), secretFor });
    expect(run('ticket/tmp/1/x.pdf')).toBeUndefined();
    expect(run('ticket/tmp/2/x.pdf')?.message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "ticket/tmp/1/"]',
    );
    expect(run('ticket/tmp/1/x.pdf', 'another-bucket')?.message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", "attachments"]',
    );
  });

  it('answers in S3 error XML', () => {
    const xml = s3ErrorXml(
      { status: 400, code: 'EntityTooLarge', message: 'Too <big>', details: { MaxSizeAllowed: 5 } },
      'REQ1',
    );
    expect(xml).toContain('<Error><Code>EntityTooLarge</Code><Message>Too &lt;big&gt;</Message>');
    expect(xml).toContain('<MaxSizeAllowed>5</MaxSizeAllowed><RequestId>REQ1</RequestId>');
  });
});

describe('other S3 behaviour the proxy adds', () => {
  it('expires presigned URLs after X-Amz-Expires', () => {
    const query = new URLSearchParams({ 'X-Amz-Date': '20261124T100000Z', 'X-Amz-Expires': '300' });
    expect(presignedUrlExpired(query, new Date('2026-11-24T10:04:59Z'))).toBe(false);
    expect(presignedUrlExpired(query, new Date('2026-11-24T10:05:01Z'))).toBe(true);
  });

  it("turns PutObject's x-amz-tagging header into a tag set", () => {
    expect(taggingXmlFromQuery('upload=unattached&a%20b=c%26d')).toBe(
      '<Tagging><TagSet><Tag><Key>upload</Key><Value>unattached</Value></Tag><Tag><Key>a b</Key><Value>c&amp;d</Value></Tag></TagSet></Tagging>',
    );
  });
});
