import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { LAMBDA_TIMEOUT_MS } from '@shared/contract/edge';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/**
 * API Gateway HTTP API payload format 2.0, both ways, as AWS maps it:
 * - header names lower-case; repeated headers joined with commas;
 * - cookies only in `event.cookies`, one `name=value` entry per cookie (every Cookie header split
 *   on `;`), never in `headers.cookie`;
 * - query parameters decoded, repeated names joined with commas, raw string kept as sent;
 * - a body that is not text arrives base64-encoded with `isBase64Encoded: true`;
 * - the result's `cookies` become one Set-Cookie header each; a result that is not an object with
 *   a `statusCode` is sent as a 200 JSON body.
 */

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2 | string | object | undefined>;

const TEXT_TYPES =
  /^(application\/json|application\/[\w.+-]*\+json|text\/|application\/x-www-form-urlencoded|application\/xml)/i;

export interface RequestFacts {
  method: string;
  /** The raw request target, e.g. `/api/user/login?x=1`. */
  target: string;
  headers: IncomingHttpHeaders;
  httpVersion: string;
  sourceIp: string;
  body: Buffer;
}

export function splitCookies(headerValues: string[]): string[] {
  return headerValues
    .flatMap((value) => value.split(';'))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function toEventV2(request: RequestFacts, routeKey: string, extraHeaders: Record<string, string> = {}) {
  const queryAt = request.target.indexOf('?');
  const rawPath = queryAt >= 0 ? request.target.slice(0, queryAt) : request.target;
  const rawQueryString = queryAt >= 0 ? request.target.slice(queryAt + 1) : '';
  const headers: Record<string, string> = {};
  const cookieValues: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (lower === 'cookie') {
      cookieValues.push(...(Array.isArray(value) ? value : [value]));
      continue;
    }
    headers[lower] = Array.isArray(value) ? value.join(',') : value;
  }
  for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value;
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const cookies = splitCookies(cookieValues);
  const body = request.body;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method,
        path: decodeURIComponent(rawPath),
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length > 0 ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
  return event;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/** A v2 result as the HTTP answer API Gateway makes of it. */
export function fromResultV2(result: Awaited<ReturnType<LambdaHandler>>): HttpAnswer {
  const structured =
    result !== null && typeof result === 'object' && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : undefined;
  if (!structured) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { status: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  const body = structured.body
    ? Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  return { status: structured.statusCode ?? 200, headers, cookies: structured.cookies ?? [], body };
}

export function lambdaContext(name: string, timeoutMs = LAMBDA_TIMEOUT_MS): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, timeoutMs - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
