import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { EndpointDefinition, ParsedRequestOf, ResponseOf } from '../../shared/contract/endpoint';
import { accessDeniedMessage, meetsAccessLevel } from '../../shared/domain/roles';
import { callerForAccessToken } from '../core/caller';
import { redeemDownloadToken } from '../core/downloads';
import type { UploadedFile } from '../core/multipartUpload';
import type { Caller } from './auth';
import { type CapacityMeter, capacityMeters, newCapacityMeter } from './capacity';
import { contentDisposition } from './contentDisposition';
import { badRequest, forbidden, HttpError, inputErrorOf } from './errors';
import { logger, publishMetrics, recordMetric } from './observability';
import { originVerify } from './originVerify';
import { inRequestScope } from './requestScope';

/**
 * The one middy preset every API handler uses, one middleware per concern: the access line and
 * capacity meter, error mapping (no stack traces reach clients), the CloudFront origin check,
 * identify (JWT or download token), authorize (the endpoint's access level), parse (zod), the
 * multipart file where the endpoint takes one, and JSON answers checked against the contract.
 */

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** Reads the one file of a multipart body, which the edge hands to core. */
export type FileParser = (event: ApiEvent) => Promise<UploadedFile>;

export type ApiRequest<E extends EndpointDefinition> = {
  input: ParsedRequestOf<E>;
  /** The signed-in caller; null only on public endpoints. */
  caller: E['access'] extends 'public' ? Caller | null : Caller;
  event: ApiEvent;
} & (E['kind'] extends 'multipart' ? { file: UploadedFile } : unknown);

/** A multipart endpoint names its body parser (functions/lib/multipart.ts); no other endpoint takes one. */
type BodyParserOf<E extends EndpointDefinition> = E['kind'] extends 'multipart' ? [parseFile: FileParser] : [];

const REDIRECT = Symbol('redirect');
const FILE = Symbol('file');
const COOKIES = Symbol('cookies');

export interface RedirectAnswer {
  [REDIRECT]: true;
  location: string;
}
export interface FileAnswer {
  [FILE]: true;
  contentType: string;
  fileName: string;
  body: string;
}

/** A JSON answer that also sets cookies (the refresh cookie of sign-in, refresh and logout). */
export interface CookieAnswer<T> {
  [COOKIES]: string[];
  answer: T;
}
export const withCookies = <T>({ answer, cookies }: { answer: T; cookies: string[] }): CookieAnswer<T> => ({
  [COOKIES]: cookies,
  answer,
});

export const redirectTo = (location: string): RedirectAnswer => ({ [REDIRECT]: true, location });
export const fileDownload = (fileName: string, body: string, contentType = 'text/csv; charset=utf-8'): FileAnswer => ({
  [FILE]: true,
  contentType,
  fileName,
  body,
});

/** JSON endpoints may also answer a redirect (analytics with isExport=true hands back its CSV link). */
type Answer<E extends EndpointDefinition> = E['kind'] extends 'json' | 'multipart'
  ? ResponseOf<E> | RedirectAnswer | CookieAnswer<ResponseOf<E>>
  : RedirectAnswer | FileAnswer | CookieAnswer<RedirectAnswer>;

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

const json = (statusCode: number, body: unknown): ApiResult => ({
  statusCode,
  headers: { ...jsonHeaders },
  body: JSON.stringify(body),
});

export function describeZodError(error: z.ZodError): string {
  const problems = error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'request';
    return `${where}: ${issue.message}`;
  });
  return `Invalid request. ${problems.join('; ')}`;
}

export function bearerToken(event: ApiEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1];
}

/** A request cookie: HTTP API v2 events carry them in `cookies`, one "name=value" an entry. */
export function requestCookie(event: ApiEvent, name: string): string | undefined {
  for (const entry of event.cookies ?? []) {
    const cut = entry.indexOf('=');
    if (cut > 0 && entry.slice(0, cut).trim() === name) return entry.slice(cut + 1).trim();
  }
  return undefined;
}

/**
 * The client's address for sign-in throttling. Behind CloudFront the event's sourceIp is
 * CloudFront's, so the CloudFront-Viewer-Address header (ip:port, set by CloudFront, forwarded by
 * the API's origin request policy) is preferred; without it (the API reached directly), sourceIp.
 */
export function clientAddress(event: ApiEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) {
    const cut = viewer.lastIndexOf(':');
    const address = (cut > 0 ? viewer.slice(0, cut) : viewer).trim();
    if (address) return address.slice(0, 64);
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

function identifiedCaller(endpoint: EndpointDefinition, event: ApiEvent): Promise<Caller | null> {
  const token = bearerToken(event);
  if (endpoint.access === 'public') return Promise.resolve(null);
  if (token) {
    // The token names a session; the session, the user (active, role) and the agent mapping are
    // read on every request, so a revoked session or a changed role counts at once.
    return callerForAccessToken(token);
  }
  // Browser navigations (exports, attachment views) cannot send a header: a one-minute, single-use
  // token bound to this path and query stands in for it (functions/core/downloads.ts).
  return redeemDownloadToken(endpoint, event.queryStringParameters ?? {});
}

function rawInput(endpoint: EndpointDefinition, event: ApiEvent): unknown {
  if (endpoint.method === 'GET') {
    const query = { ...(event.queryStringParameters ?? {}) };
    for (const [name, value] of Object.entries(query)) if (value === '' || value === undefined) delete query[name];
    return query;
  }
  // The file of a multipart body is read by multipartBody, after the request passed the checks.
  if (endpoint.kind === 'multipart') return {};
  const text = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

interface PresetState {
  caller: Caller | null;
  input: unknown;
  file?: UploadedFile;
  meter?: CapacityMeter;
  started?: number;
}

type PresetMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, Context & PresetState>;

/** Who calls: the session of the bearer token, or a download token (null on public endpoints). */
function identify(endpoint: EndpointDefinition): PresetMiddleware {
  return {
    before: async (request) => {
      request.context.caller = await identifiedCaller(endpoint, request.event);
    },
  };
}

/** The endpoint's access level, checked before any input is read. */
function authorize(endpoint: EndpointDefinition): PresetMiddleware {
  return {
    before: async (request) => {
      const { caller } = request.context;
      if (caller && !meetsAccessLevel(caller.flags, endpoint.access))
        throw forbidden(accessDeniedMessage(endpoint.access));
    },
  };
}

/** The query (GET) or JSON body, parsed by the contract's zod schema. */
function parseRequest(endpoint: EndpointDefinition): PresetMiddleware {
  return {
    before: async (request) => {
      const parsed = endpoint.request.safeParse(rawInput(endpoint, request.event));
      if (!parsed.success) throw badRequest(describeZodError(parsed.error));
      request.context.input = parsed.data;
    },
  };
}

/**
 * The one file of a `kind: 'multipart'` body (like @middy/http-multipart-body-parser). The parser
 * is handed in by the multipart route (functions/lib/multipart.ts), so only its bundle carries busboy.
 */
function multipartBody(parseFile: FileParser): PresetMiddleware {
  return {
    before: async (request) => {
      request.context.file = await parseFile(request.event);
    },
  };
}

/**
 * One access line per request (who, what, how it ended, what it cost; never a body), the metrics,
 * and the bench's capacity headers. The meter is opened around the pipeline by apiHandler:
 * AsyncLocalStorage needs a callback scope that before/after hooks cannot open.
 */
function meterRequest(route: string): PresetMiddleware {
  const report: NonNullable<PresetMiddleware['after']> = async (request) => {
    const { context, response } = request;
    const meter = context.meter ?? newCapacityMeter();
    try {
      if (!response) return;
      const latencyMs = Date.now() - (context.started ?? Date.now());
      logger.info('Request', {
        callerId: context.caller?.userId ?? null,
        status: response.statusCode,
        latencyMs,
        readUnits: meter.readUnits,
        writeUnits: meter.writeUnits,
      });
      recordMetric('ApiLatency', 'Milliseconds', latencyMs);
      recordMetric('ConsumedReadUnits', 'Count', meter.readUnits);
      recordMetric('ConsumedWriteUnits', 'Count', meter.writeUnits);
      publishMetrics();
      if (process.env.REPORT_CAPACITY === '1') {
        response.headers = {
          ...response.headers,
          'x-consumed-rcu': String(meter.readUnits),
          'x-consumed-wcu': String(meter.writeUnits),
          'x-items-read': String(meter.itemsRead),
          'x-db-calls': String(meter.calls),
        };
      }
    } finally {
      logger.resetKeys();
    }
  };
  return {
    before: async (request) => {
      request.context.started = Date.now();
      request.context.meter = capacityMeters.getStore();
      logger.addContext(request.context);
      logger.appendKeys({ route, apiRequestId: request.event.requestContext?.requestId });
    },
    after: report,
    // Runs after mapErrors (onError hooks run in reverse order), so the mapped answer is logged.
    onError: report,
  };
}

function mapErrors(): PresetMiddleware {
  return {
    onError: async (request) => {
      const inputError = inputErrorOf(request.error);
      // Kept visible to operators: the contract's maxima should have refused this input first.
      if (inputError) logger.warn('Input refused by DynamoDB', { error: request.error?.message });
      const error = inputError ?? request.error;
      if (error instanceof HttpError) {
        request.response = json(error.status, { success: false, message: error.message, ...error.body });
        request.response.headers = { ...request.response.headers, ...error.extra.headers };
        if (error.extra.cookies?.length) request.response.cookies = error.extra.cookies;
        return;
      }
      // Logged for operators (no request body: it may hold passwords); clients get no internals.
      logger.error('Request failed', error ?? 'unknown error');
      request.response = json(500, { success: false, message: 'Something went wrong on our side. Please try again.' });
    },
  };
}

function toResult(endpoint: EndpointDefinition, answer: unknown): ApiResult {
  if (answer && typeof answer === 'object' && COOKIES in answer) {
    const result = toResult(endpoint, (answer as CookieAnswer<unknown>).answer);
    // A redirect may set cookies too (single sign-on's start and callback).
    if (result.statusCode === 200 || result.statusCode === 302)
      result.cookies = (answer as CookieAnswer<unknown>)[COOKIES];
    return result;
  }
  if (answer && typeof answer === 'object' && REDIRECT in answer) {
    // The target (an export, an attachment) is never to be sniffed into another type (issue 15.11).
    return {
      statusCode: 302,
      headers: {
        location: (answer as RedirectAnswer).location,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    };
  }
  if (answer && typeof answer === 'object' && FILE in answer) {
    const file = answer as FileAnswer;
    return {
      statusCode: 200,
      headers: {
        'content-type': file.contentType,
        'content-disposition': contentDisposition('attachment', file.fileName),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
      body: file.body,
    };
  }
  // The answer is checked against the contract so a client never sees a shape it was not promised.
  const checked = endpoint.response.safeParse(answer);
  if (!checked.success) {
    logger.error('Answer breaks the contract', { issues: checked.error.issues.slice(0, 5) });
    return json(500, { success: false, message: 'Something went wrong on our side. Please try again.' });
  }
  return json(200, checked.data);
}

export function apiHandler<E extends EndpointDefinition>(
  endpoint: E,
  run: (request: ApiRequest<E>) => Promise<Answer<E>>,
  ...bodyParser: BodyParserOf<E>
): (event: ApiEvent, context: Context) => Promise<ApiResult> {
  const pipeline = middy<ApiEvent, ApiResult, Error, Context & PresetState>()
    .use(meterRequest(`${endpoint.method} ${endpoint.path}`))
    .use(mapErrors())
    // Only requests that came through CloudFront, before anything else (functions/lib/originVerify.ts).
    .use(originVerify<Context & PresetState>())
    .use(identify(endpoint))
    .use(authorize(endpoint))
    .use(parseRequest(endpoint));
  const [parseFile] = bodyParser as [FileParser?];
  if (parseFile) pipeline.use(multipartBody(parseFile));
  const handler = pipeline.handler(async (event, context) => {
    const request = { input: context.input, caller: context.caller, event, file: context.file };
    return toResult(endpoint, await run(request as ApiRequest<E>));
  });
  return (event, context) =>
    capacityMeters.run(newCapacityMeter(), () =>
      inRequestScope(() =>
        handler(event, Object.assign(context, { caller: null, input: undefined }) as Context & PresetState),
      ),
    );
}
