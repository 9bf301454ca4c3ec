import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * S3's presigned POST policy rules, pure: the checks S3 makes of a browser's POST upload (size
 * range, content type, key, expiry, signature), the SigV4 policy signature, presigned-URL expiry
 * and S3's error XML. The local proxy (s3-policy.ts) applies them in front of s3rver.
 */

export interface S3ErrorAnswer {
  status: number;
  code: string;
  message: string;
  details?: Record<string, string | number>;
}

export interface PostPolicyRequest {
  /** The bucket named by the request path. */
  bucket: string;
  /** The form fields sent before the file, as named in the form. */
  fields: Record<string, string>;
  /** Bytes of the file part. */
  fileSize: number;
  now: Date;
  /** The secret access key of an access key id, or undefined when the id is unknown. */
  secretFor(accessKeyId: string): string | undefined;
}

export const accessDenied = (message: string, details?: S3ErrorAnswer['details']): S3ErrorAnswer => ({
  status: 403,
  code: 'AccessDenied',
  message,
  details,
});
const policyFailure = (reason: string) => accessDenied(`Invalid according to Policy: ${reason}`);
const invalidPolicy = (reason: string): S3ErrorAnswer => ({
  status: 400,
  code: 'InvalidPolicyDocument',
  message: `Invalid Policy: ${reason}`,
});

/** Form fields every POST may carry without a condition (S3: the signature, the file, x-ignore-*). */
const isExempt = (name: string) => ['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-');

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The SigV4 signature of a POST policy: the policy's base64 text, signed with the derived key. */
export function signPolicy(policyBase64: string, secret: string, date: string, region: string, service = 's3') {
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64, 'utf8').digest('hex');
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

type Condition = Record<string, unknown> | unknown[];

const conditionText = (condition: unknown[]) => `[${condition.map((part) => JSON.stringify(part)).join(', ')}]`;

/** Checks a POST upload as S3 does; answers the error S3 would send, or undefined when it is accepted. */
export function checkPostPolicy(request: PostPolicyRequest): S3ErrorAnswer | undefined {
  const fields = new Map(Object.entries(request.fields).map(([name, value]) => [name.toLowerCase(), value]));
  const policyBase64 = fields.get('policy');
  // Without a policy the POST is anonymous, and the bucket is private.
  if (policyBase64 === undefined) return accessDenied('Access Denied');

  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
    return {
      status: 400,
      code: 'InvalidArgument',
      message: 'Bucket POST must contain a field named x-amz-algorithm with the value AWS4-HMAC-SHA256.',
    };
  }
  const credential = fields.get('x-amz-credential') ?? '';
  const [accessKeyId = '', date = '', region = '', service = '', terminator = ''] = credential.split('/');
  if (!date || !region || service !== 's3' || terminator !== 'aws4_request') {
    return {
      status: 400,
      code: 'InvalidArgument',
      message:
        'Bucket POST must contain a field named x-amz-credential of the form <key>/<date>/<region>/s3/aws4_request.',
    };
  }
  const secret = request.secretFor(accessKeyId);
  if (secret === undefined) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
      details: { AWSAccessKeyId: accessKeyId },
    };
  }
  const signature = fields.get('x-amz-signature') ?? '';
  if (!sameText(signature, signPolicy(policyBase64, secret, date, region, service))) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }

  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch {
    return invalidPolicy('Invalid JSON.');
  }
  if (typeof policy.expiration !== 'string' || Number.isNaN(Date.parse(policy.expiration))) {
    return invalidPolicy("Invalid 'expiration' value.");
  }
  if (Date.parse(policy.expiration) < request.now.getTime()) return policyFailure('Policy expired.');
  if (!Array.isArray(policy.conditions)) return invalidPolicy("Missing required field 'conditions'.");

  const covered = new Set<string>();
  let sizeRange: [number, number] | undefined;
  const fieldValue = (name: string) => (name === 'bucket' ? request.bucket : (fields.get(name) ?? ''));

  for (const raw of policy.conditions as Condition[]) {
    let operator: string;
    let name: string;
    let expected: unknown;
    if (Array.isArray(raw)) {
      if (raw[0] === 'content-length-range') {
        const [min, max] = [Number(raw[1]), Number(raw[2])];
        if (!Number.isFinite(min) || !Number.isFinite(max)) return invalidPolicy('Invalid content-length-range.');
        sizeRange = [min, max];
        continue;
      }
      if (raw.length !== 3 || typeof raw[1] !== 'string' || !raw[1].startsWith('$')) {
        return invalidPolicy(`Invalid Condition: ${conditionText(raw)}`);
      }
      operator = String(raw[0]).toLowerCase();
      name = raw[1].slice(1).toLowerCase();
      expected = raw[2];
      if (operator !== 'eq' && operator !== 'starts-with')
        return invalidPolicy(`Invalid Condition: ${conditionText(raw)}`);
    } else if (raw && typeof raw === 'object' && Object.keys(raw).length === 1) {
      const [[key, value]] = Object.entries(raw);
      operator = 'eq';
      name = key.toLowerCase();
      expected = value;
    } else {
      return invalidPolicy('Invalid Simple-Condition: Simple-Conditions must have exactly one property specified.');
    }
    covered.add(name);
    const actual = fieldValue(name);
    const holds = operator === 'eq' ? actual === String(expected) : actual.startsWith(String(expected));
    if (!holds) return policyFailure(`Policy Condition failed: ${conditionText([operator, `$${name}`, expected])}`);
  }

  const extra = [...fields.keys()].filter((name) => !isExempt(name) && !covered.has(name));
  if (extra.length > 0) return policyFailure(`Extra input fields: ${extra.join(', ')}`);

  if (sizeRange && request.fileSize > sizeRange[1]) {
    return {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
      details: { ProposedSize: request.fileSize, MaxSizeAllowed: sizeRange[1] },
    };
  }
  if (sizeRange && request.fileSize < sizeRange[0]) {
    return {
      status: 400,
      code: 'EntityTooSmall',
      message: 'Your proposed upload is smaller than the minimum allowed size',
      details: { ProposedSize: request.fileSize, MinSizeAllowed: sizeRange[0] },
    };
  }
  return undefined;
}

/** A presigned URL (query SigV4) that is past its X-Amz-Date + X-Amz-Expires. */
export function presignedUrlExpired(query: URLSearchParams, now: Date): boolean {
  const date = query.get('X-Amz-Date');
  const expires = Number(query.get('X-Amz-Expires'));
  const match = date?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  if (!match || !Number.isFinite(expires)) return false;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) + expires * 1000 < now.getTime();
}

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

export function s3ErrorXml(error: S3ErrorAnswer, requestId: string): string {
  const details = Object.entries(error.details ?? {})
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>${details}<RequestId>${requestId}</RequestId><HostId>${requestId}</HostId></Error>`;
}
