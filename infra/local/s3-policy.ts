import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import busboy from 'busboy';
import { closeHttpServer, listenLocally } from './listen';
import {
  accessDenied,
  checkPostPolicy,
  escapeXml,
  presignedUrlExpired,
  type S3ErrorAnswer,
  s3ErrorXml,
} from './s3PostPolicy';

/**
 * S3's presigned POST policy checks, in front of s3rver (which ignores policies and tags). Browser
 * uploads in the local stack go through this proxy, so what S3 would refuse (a file over the size
 * range, another content type, a replaced key, an expired or forged policy) is refused here too,
 * with S3's error codes and XML. Everything else passes through to s3rver unchanged, except that,
 * as on S3: anonymous requests are denied (the attachments bucket is private), presigned links
 * expire, and tags given with an upload (the POST `tagging` field, PutObject's x-amz-tagging
 * header) are stored on the object.
 */

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

  await listenLocally(server, options.port);
  return {
    stop: () => closeHttpServer(server),
  };
}
