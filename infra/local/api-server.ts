import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type DeployedEndpoint, deployedEndpoints } from '../routes';

/**
 * The local stand-in for CloudFront + API Gateway: every served contract endpoint is invoked
 * through its real handler with an HTTP API v2 event; everything else is the built web app with
 * SPA fallback.
 */

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const MAX_BODY_BYTES = 12 * 1024 * 1024;
const TEXT_TYPES = /^(application\/json|text\/|application\/x-www-form-urlencoded)/i;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Request body too large'), { status: 413 }));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function toEvent(request: IncomingMessage, url: URL, routeKey: string, body: Buffer): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // HTTP API v2 hands cookies over in `cookies`, not as a Cookie header.
  const cookies = (headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  delete headers.cookie;
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(cookies.length > 0 ? { cookies } : {}),
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
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
}

function lambdaContext(name: string): Context {
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
    getRemainingTimeInMillis: () => Math.max(0, 29_000 - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function serveStatic(webRoot: string, pathname: string, response: ServerResponse) {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The web app is not built yet: run `npm run build:web` (npm start does this for you).');
    return;
  }
  const candidate = normalize(join(webRoot, decodeURIComponent(pathname)));
  const insideRoot = candidate.startsWith(webRoot);
  const isFile = insideRoot && existsSync(candidate) && statSync(candidate).isFile();
  // SPA fallback: any path that is not a built file is a client route.
  const file = isFile ? candidate : indexFile;
  const immutable = isFile && pathname.startsWith('/assets/');
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  createReadStream(file).pipe(response);
}

export interface ApiServerOptions {
  webRoot: string;
  /**
   * Local only: POST /__local/jobs/<name> runs a scheduled job at once (tests, demos). An optional
   * JSON body is handed to the job runner (see LocalJobInput in stack.ts).
   */
  runJob?: (name: string, input?: Record<string, unknown>) => Promise<unknown>;
  /** Local only: POST /__local/<name> with a JSON body runs that test hook (infra/local/local-hooks.ts). */
  localHooks?: Record<string, (input: Record<string, unknown>) => Promise<unknown>>;
  /** Called for each API request, for logging. */
  onRequest?: (line: string) => void;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const body = (await readBody(request)).toString('utf8').trim();
  return body ? (JSON.parse(body) as Record<string, unknown>) : undefined;
}

export function createApiServer({ webRoot, onRequest, runJob, localHooks = {} }: ApiServerOptions): Server {
  const routes = new Map<string, DeployedEndpoint>();
  for (const entry of deployedEndpoints()) routes.set(`${entry.endpoint.method} ${entry.endpoint.path}`, entry);
  const loaded = new Map<string, Promise<LambdaHandler>>();
  const load = (entry: DeployedEndpoint) => {
    let handler = loaded.get(entry.key);
    if (!handler) {
      handler = import(pathToFileURL(entry.sourcePath).href).then((module) => module.handler as LambdaHandler);
      loaded.set(entry.key, handler);
    }
    return handler;
  };

  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const job = /^\/__local\/jobs\/([\w-]+)$/.exec(url.pathname);
    if (job && request.method === 'POST' && runJob) {
      try {
        sendJson(response, 200, { job: job[1], outcome: await runJob(job[1], await readJson(request)) });
      } catch (error) {
        sendJson(response, 404, { job: job[1], message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    const hook = /^\/__local\/([\w-]+)$/.exec(url.pathname);
    const runHook = hook && request.method === 'POST' ? localHooks[hook[1]] : undefined;
    if (hook && runHook) {
      try {
        sendJson(response, 200, { hook: hook[1], outcome: await runHook((await readJson(request)) ?? {}) });
      } catch (error) {
        sendJson(response, 400, { hook: hook[1], message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    if (!url.pathname.startsWith('/api/') && url.pathname !== '/api') {
      serveStatic(webRoot, url.pathname, response);
      return;
    }
    const started = Date.now();
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const routeKey = `${request.method} ${path}`;
    const entry = routes.get(routeKey);
    if (!entry) {
      sendJson(response, 404, { success: false, message: `No API route ${routeKey}` });
      return;
    }
    try {
      const body = await readBody(request);
      const handler = await load(entry);
      const result = await handler(toEvent(request, url, routeKey, body), lambdaContext(entry.key));
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
      if (result.cookies?.length) headers['set-cookie'] = result.cookies;
      response.writeHead(result.statusCode ?? 200, headers);
      response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
      onRequest?.(`${routeKey} ${result.statusCode} ${Date.now() - started}ms`);
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      console.error(`Local API server: ${routeKey} failed:`, error);
      sendJson(response, status, {
        success: false,
        message: status === 413 ? 'The request is too large.' : 'Something went wrong on our side. Please try again.',
      });
    }
  });
}
