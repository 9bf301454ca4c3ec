import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import {
  type EdgeAnswer,
  edgeAnswers,
  HTTP_API_INTEGRATION_TIMEOUT_MS,
  LAMBDA_TIMEOUT_MS,
  ORIGIN_VERIFY_HEADER,
} from '../../shared/contract/edge';
import { type SecurityHeaders, securityHeaderLines } from '../web-headers';
import { compress, type Encoding, negotiateEncoding, shouldCompress } from './compression';
import { eventTooLarge, headersTooLarge, malformedTarget, resultTooLarge } from './edge-limits';
import type { FunctionSet } from './functions';
import { fromResultV2, type HttpAnswer, lambdaContext, toEventV2 } from './lambda-event';

/**
 * The local stand-in for CloudFront + API Gateway HTTP API + Lambda (shared/contract/edge.ts):
 * every served contract endpoint is invoked through its handler with a payload 2.0 event under
 * AWS's limits; everything else is the built web app with SPA fallback. Every answer carries the
 * CloudFront security headers (infra/web-headers.ts) and is compressed as CloudFront compresses.
 */

/** The HTTP API's payload quota: a body past it is not even read (the Lambda limit is lower). */
const HTTP_API_PAYLOAD_BYTES = 10 * 1024 * 1024;

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

class EdgeRefusal extends Error {
  constructor(readonly answer: EdgeAnswer) {
    super(answer.body.message);
  }
}

/** Reads the body; past the HTTP API quota it stops keeping it and refuses once the upload ends. */
function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= HTTP_API_PAYLOAD_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      size > HTTP_API_PAYLOAD_BYTES ? reject(new EdgeRefusal(edgeAnswers.tooLarge)) : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });
}

export interface ApiServerOptions {
  webRoot: string;
  /** The API's functions (infra/local/functions.ts): bundles or sources. */
  functions: FunctionSet;
  /** The CloudFront response headers (infra/web-headers.ts). */
  securityHeaders: SecurityHeaders;
  /** The origin secret CloudFront adds to every API request (shared/contract/edge.ts). */
  originSecret?: string;
  /** Function and integration timeouts; each route's and AWS's by default (tests shorten them). */
  functionTimeoutMs?: number;
  integrationTimeoutMs?: number;
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

const compressedStatic = new Map<string, Buffer>();

export function createApiServer(options: ApiServerOptions): Server {
  const { webRoot, functions, runJob, localHooks = {}, onRequest } = options;
  const integrationTimeoutMs = options.integrationTimeoutMs ?? HTTP_API_INTEGRATION_TIMEOUT_MS;
  const headerLines = securityHeaderLines(options.securityHeaders);

  /** Every answer leaves through here: security headers on, compressed when CloudFront would. */
  function send(request: IncomingMessage, response: ServerResponse, answer: HttpAnswer, cacheKey?: string): void {
    const headers: Record<string, string | string[]> = { ...answer.headers, ...headerLines };
    if (answer.cookies.length > 0) headers['set-cookie'] = answer.cookies;
    let body = answer.body;
    const encoding: Encoding | undefined = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding && request.method !== 'HEAD' && shouldCompress(answer.headers, body.length)) {
      const key = cacheKey && `${cacheKey}:${encoding}`;
      const cached = key ? compressedStatic.get(key) : undefined;
      body = cached ?? compress(body, encoding, cacheKey ? 'static' : 'dynamic');
      if (key && !cached) compressedStatic.set(key, body);
      headers['content-encoding'] = encoding;
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(answer.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const json = (status: number, body: unknown): HttpAnswer => ({
    status,
    headers: { 'content-type': 'application/json' },
    cookies: [],
    body: Buffer.from(JSON.stringify(body)),
  });
  const edge = (answer: EdgeAnswer) => json(answer.status, answer.body);

  async function serveStatic(request: IncomingMessage, response: ServerResponse, pathname: string) {
    const indexFile = join(webRoot, 'index.html');
    const indexStat = await stat(indexFile).catch(() => undefined);
    if (!indexStat) {
      send(request, response, {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        cookies: [],
        body: Buffer.from('The web app is not built yet: run `npm run build:web` (npm start does this for you).'),
      });
      return;
    }
    const candidate = normalize(join(webRoot, decodeURIComponent(pathname)));
    const candidateStat = candidate.startsWith(webRoot) ? await stat(candidate).catch(() => undefined) : undefined;
    // SPA fallback: any path that is not a built file is a client route.
    const isFile = candidateStat?.isFile() ?? false;
    const file = isFile ? candidate : indexFile;
    const fileStat = isFile && candidateStat ? candidateStat : indexStat;
    const immutable = isFile && pathname.startsWith('/assets/');
    send(
      request,
      response,
      {
        status: 200,
        headers: {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
        cookies: [],
        body: await readFile(file),
      },
      `${file}:${fileStat.mtimeMs}`,
    );
  }

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
    const body = (await readBody(request)).toString('utf8').trim();
    return body ? (JSON.parse(body) as Record<string, unknown>) : undefined;
  }

  async function serveLocal(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> {
    const job = /^\/__local\/jobs\/([\w-]+)$/.exec(pathname);
    if (job && request.method === 'POST' && runJob) {
      try {
        send(request, response, json(200, { job: job[1], outcome: await runJob(job[1], await readJson(request)) }));
      } catch (error) {
        send(request, response, json(404, { job: job[1], message: messageOf(error) }));
      }
      return true;
    }
    const hook = /^\/__local\/([\w-]+)$/.exec(pathname);
    const runHook = hook && request.method === 'POST' ? localHooks[hook[1]] : undefined;
    if (hook && runHook) {
      try {
        send(request, response, json(200, { hook: hook[1], outcome: await runHook((await readJson(request)) ?? {}) }));
      } catch (error) {
        send(request, response, json(400, { hook: hook[1], message: messageOf(error) }));
      }
      return true;
    }
    return false;
  }

  /** API Gateway and Lambda: route, limits, the invocation under its timeout, the result mapping. */
  async function invoke(request: IncomingMessage, target: string, pathname: string): Promise<HttpAnswer> {
    const method = request.method ?? 'GET';
    if (headersTooLarge(method, target, request.headers)) return edge(edgeAnswers.tooLarge);
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const routeKey = `${method} ${path}`;
    const route = functions.route(routeKey);
    const body = await readBody(request);
    if (!route) return edge(edgeAnswers.notFound);
    const originHeader: Record<string, string> = options.originSecret
      ? { [ORIGIN_VERIFY_HEADER]: options.originSecret }
      : {};
    const event = toEventV2(
      {
        method,
        target,
        headers: request.headers,
        httpVersion: request.httpVersion,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        body,
      },
      routeKey,
      originHeader,
    );
    if (eventTooLarge(event)) return edge(edgeAnswers.tooLarge);

    const started = Date.now();
    const functionTimeoutMs = options.functionTimeoutMs ?? route.timeoutMs ?? LAMBDA_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const functionTimesOut = functionTimeoutMs < integrationTimeoutMs;
    const deadline = new Promise<HttpAnswer>((resolve) => {
      timer = setTimeout(
        () => resolve(edge(functionTimesOut ? edgeAnswers.functionError : edgeAnswers.integrationTimeout)),
        Math.min(functionTimeoutMs, integrationTimeoutMs),
      );
    });
    const run = (async (): Promise<HttpAnswer> => {
      try {
        const handler = await route.load();
        const result = await handler(event, lambdaContext(route.name, functionTimeoutMs));
        if (resultTooLarge(result)) {
          console.error(`Local API server: ${routeKey} answered more than the Lambda payload limit.`);
          return edge(edgeAnswers.functionError);
        }
        return fromResultV2(result);
      } catch (error) {
        console.error(`Local API server: ${routeKey} failed:`, error);
        return edge(edgeAnswers.functionError);
      }
    })();
    try {
      const answer = await Promise.race([run, deadline]);
      onRequest?.(`${routeKey} ${answer.status} ${Date.now() - started}ms`);
      return answer;
    } finally {
      clearTimeout(timer);
    }
  }

  const server = createServer(async (request, response) => {
    try {
      const target = request.url ?? '/';
      if (malformedTarget(target)) {
        // Let the client finish sending, then refuse, as CloudFront does for a path it cannot decode.
        request.resume();
        send(request, response, edge(edgeAnswers.badRequest));
        return;
      }
      const { pathname } = new URL(target, 'http://localhost');
      if (await serveLocal(request, response, pathname)) return;
      if (pathname.startsWith('/api/') || pathname === '/api') {
        send(request, response, await invoke(request, target, pathname));
        return;
      }
      await serveStatic(request, response, pathname);
    } catch (error) {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof EdgeRefusal) {
        send(request, response, edge(error.answer));
        return;
      }
      console.error('Local API server: request failed:', error);
      send(request, response, edge(edgeAnswers.functionError));
    }
  });
  // Node closes an idle kept-alive connection after 5 s: a client sending on it at that very moment
  // gets ECONNRESET (seen once in the browser tests' API calls). Kept for 65 s, the race is rare;
  // closeHttpServer still ends idle connections at once on stop.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
