import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import busboy from 'busboy';

/**
 * S3's presigned POST policy checks, in front of s3rver (which ignores policies and tags). Browser
 * uploads in the local stack go through this proxy, so what S3 would refuse (a file over the size
 * range, another content type, a replaced key, an expired or forged policy) is refused here too,
 * with S3's error codes and XML. Everything else passes through to s3rver unchanged, except that,
 * as on S3: anonymous requests are denied (the attachments bucket is private), presigned links
 * expire, and tags given with an upload (the POST `tagging` field, PutObject's x-amz-tagging
 * header) are stored on the object.
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

const accessDenied = (message: string, details?: S3ErrorAnswer['details']): S3ErrorAnswer => ({
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

const escapeXml = (text: string) =>
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

/** What S3 answers a browser on a CORS-enabled bucket, also on its error answers. */
function corsHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return headers.origin
    ? { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag', vary: 'Origin' }
    : {};
}

function sendError(response: ServerResponse, headers: IncomingHttpHeaders, error: S3ErrorAnswer) {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  response.writeHead(error.status, {
    'content-type': 'application/xml',
    'x-amz-request-id': requestId,
    ...corsHeaders(headers),
  });
  response.end(s3ErrorXml(error, requestId));
}

interface Upstream {
  host: string;
  port: number;
}

interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function callUpstream(
  upstream: Upstream,
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: upstream.host,
        port: upstream.port,
        method,
        path,
        headers: { ...headers, 'content-length': body.length },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Stores a tag set on an object, as S3 does for the tags given with the upload. */
async function putTagging(upstream: Upstream, bucket: string, key: string, taggingXml: string) {
  const path = `/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}?tagging`;
  const answer = await callUpstream(
    upstream,
    'PUT',
    path,
    { 'content-type': 'application/xml' },
    Buffer.from(taggingXml),
  );
  if (answer.status >= 300) throw new Error(`Storing the upload's tags failed (${answer.status})`);
}

/** PutObject's x-amz-tagging header (URL-encoded pairs) as a tag set. */
export function taggingXmlFromQuery(query: string): string {
  const tags = [...new URLSearchParams(query)]
    .map(([key, value]) => `<Tag><Key>${escapeXml(key)}</Key><Value>${escapeXml(value)}</Value></Tag>`)
    .join('');
  return `<Tagging><TagSet>${tags}</TagSet></Tagging>`;
}

/** Bytes a POST body may have before the proxy stops keeping it (it still counts the rest). */
const MAX_BUFFERED_POST = 64 * 1024 * 1024;

interface ParsedForm {
  fields: Record<string, string>;
  fileSize: number;
  files: number;
}

function parseForm(headers: IncomingHttpHeaders, body: Buffer): Promise<ParsedForm> {
  return new Promise((resolve, reject) => {
    const form: ParsedForm = { fields: {}, fileSize: 0, files: 0 };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { fieldSize: 20 * 1024 } });
    } catch (error) {
      reject(error);
      return;
    }
    parser.on('field', (name, value) => {
      // S3 ignores every field after the file.
      if (form.files === 0) form.fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      form.files += 1;
      stream.on('data', (chunk: Buffer) => {
        if (form.files === 1) form.fileSize += chunk.length;
      });
    });
    parser.on('error', reject);
    parser.on('close', () => resolve(form));
    parser.end(body);
  });
}

const malformedPost: S3ErrorAnswer = {
  status: 400,
  code: 'MalformedPOSTRequest',
  message: 'The body of your POST request is not well-formed multipart/form-data.',
};

export interface S3PolicyProxyOptions {
  port: number;
  upstream: Upstream;
  /** Access key id → secret, as the emulated S3 knows them. */
  credentials: Record<string, string>;
  now?: () => Date;
}

export interface RunningProxy {
  stop(): Promise<void>;
}

/** The proxy on loopback: the one S3 endpoint the local stack exposes (to functions and browsers). */
export async function startS3PolicyProxy(options: S3PolicyProxyOptions): Promise<RunningProxy> {
  const now = options.now ?? (() => new Date());
  const secretFor = (id: string) => (Object.hasOwn(options.credentials, id) ? options.credentials[id] : undefined);

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BUFFERED_POST) chunks.push(chunk);
    });
    await new Promise((resolve) => request.on('end', resolve));
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const segments = url.pathname.split('/').filter(Boolean);
    const bucket = decodeURIComponent(segments[0] ?? '');
    const key = segments.slice(1).map(decodeURIComponent).join('/');
    const method = request.method ?? 'GET';
    const headers = { ...request.headers };
    // The proxy forwards whole bodies with their length.
    delete headers['transfer-encoding'];
    delete headers.connection;

    try {
      const isFormUpload =
        method === 'POST' &&
        segments.length === 1 &&
        url.search === '' &&
        /^multipart\/form-data/i.test(headers['content-type'] ?? '');
      const signed =
        'authorization' in headers || url.searchParams.has('X-Amz-Signature') || url.searchParams.has('Signature');
      if (!isFormUpload && method !== 'OPTIONS' && !signed) {
        sendError(response, headers, accessDenied('Access Denied'));
        return;
      }
      if (url.searchParams.has('X-Amz-Signature') && presignedUrlExpired(url.searchParams, now())) {
        sendError(response, headers, accessDenied('Request has expired'));
        return;
      }

      let taggingXml: string | undefined;
      let objectKey = key;
      if (isFormUpload) {
        if (size > MAX_BUFFERED_POST) {
          sendError(response, headers, {
            status: 400,
            code: 'EntityTooLarge',
            message: 'Your proposed upload exceeds the maximum allowed size',
            details: { ProposedSize: size },
          });
          return;
        }
        let form: ParsedForm;
        try {
          form = await parseForm(headers, body);
        } catch {
          sendError(response, headers, malformedPost);
          return;
        }
        if (form.files !== 1) {
          sendError(response, headers, {
            status: 400,
            code: 'IncorrectNumberOfFilesInPostRequest',
            message: 'POST requires exactly one file upload per request.',
          });
          return;
        }
        const refusal = checkPostPolicy({
          bucket,
          fields: form.fields,
          fileSize: form.fileSize,
          now: now(),
          secretFor,
        });
        if (refusal) {
          sendError(response, headers, refusal);
          return;
        }
        const fields = new Map(Object.entries(form.fields).map(([name, value]) => [name.toLowerCase(), value]));
        taggingXml = fields.get('tagging');
        objectKey = fields.get('key') ?? '';
      } else if (method === 'PUT' && segments.length > 1 && url.search === '' && headers['x-amz-tagging']) {
        taggingXml = taggingXmlFromQuery(String(headers['x-amz-tagging']));
      }

      const answer = await callUpstream(options.upstream, method, request.url ?? '/', headers, body);
      if (taggingXml !== undefined && answer.status < 300)
        await putTagging(options.upstream, bucket, objectKey, taggingXml);
      const { 'transfer-encoding': _chunked, connection: _connection, ...answerHeaders } = answer.headers;
      response.writeHead(answer.status, answerHeaders);
      response.end(answer.body);
    } catch {
      if (!response.headersSent) {
        sendError(response, headers, {
          status: 500,
          code: 'InternalError',
          message: 'We encountered an internal error. Please try again.',
        });
      } else response.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
