import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApiServer } from '@infra/local/api-server';
import { negotiateEncoding, shouldCompress } from '@infra/local/compression';
import { headersTooLarge, malformedTarget } from '@infra/local/edge-limits';
import type { FunctionSet } from '@infra/local/functions';
import { fromResultV2, type LambdaHandler, toEventV2 } from '@infra/local/lambda-event';
import { securityHeaders } from '@infra/web-headers';
import { LAMBDA_PAYLOAD_LIMIT_BYTES, ORIGIN_VERIFY_HEADER } from '@shared/contract/edge';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The local edge (infra/local/api-server.ts) against stand-in functions: AWS's limits and answers,
 * the payload 2.0 mapping, headers and compression. The real handlers are covered by the
 * integration tier (tests/integration/edge.test.ts).
 */

let lastEvent: APIGatewayProxyEventV2 | undefined;
const handlers: Record<string, LambdaHandler> = {
  'POST /api/echo': async (event) => {
    lastEvent = event;
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ok: true }) };
  },
  'GET /api/cookies': async () => ({
    statusCode: 200,
    cookies: ['a=1; Path=/; HttpOnly', 'b=2; Path=/api; Secure'],
    body: '',
  }),
  'GET /api/plain': async () => ({ hello: 'world' }),
  'GET /api/throws': async () => {
    throw new Error('boom');
  },
  'GET /api/huge': async () => ({ statusCode: 200, body: 'x'.repeat(LAMBDA_PAYLOAD_LIMIT_BYTES + 1) }),
  'GET /api/slow': () => new Promise(() => undefined),
  'GET /api/text': async () => ({
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })) }),
  }),
};

const fakeFunctions: FunctionSet = {
  kind: 'sources',
  route: (routeKey) => {
    const handler = handlers[routeKey];
    return handler ? { name: routeKey, load: async () => handler } : undefined;
  },
  job: async () => handlers['GET /api/plain'],
};

const ATTACHMENTS = 'http://127.0.0.1:65001';

function startServer(options: { functionTimeoutMs?: number; integrationTimeoutMs?: number } = {}) {
  const webRoot = mkdtempSync(join(tmpdir(), 'edge-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), `console.log(${JSON.stringify('hello '.repeat(500))});`);
  const server = createApiServer({
    webRoot,
    functions: fakeFunctions,
    securityHeaders: securityHeaders(ATTACHMENTS),
    originSecret: 'the-origin-secret',
    ...options,
  });
  return new Promise<{ server: Server; port: number }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function call(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string | string[]> = {},
  body?: string | Buffer,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const json = (answer: Raw) => JSON.parse(answer.body.toString('utf8'));

let edge: { server: Server; port: number };

beforeAll(async () => {
  edge = await startServer();
});
afterAll(() => edge.server.close());

describe('the local edge: limits and answers', () => {
  it('refuses an event over 6 MB with 413, counting a binary body after base64', async () => {
    // 4.6 MiB: fits as text, but its base64 (4/3 of it) is over 6 MiB.
    const fits = Buffer.alloc(Math.round(4.6 * 1024 * 1024), 'a');
    expect((await call(edge.port, 'POST', '/api/echo', { 'content-type': 'text/plain' }, fits)).status).toBe(200);
    const binary = await call(edge.port, 'POST', '/api/echo', { 'content-type': 'application/pdf' }, fits);
    expect(binary.status).toBe(413);
    expect(json(binary)).toEqual({ message: 'Request Entity Too Large' });
  });

  it('refuses a request line and headers over 10,240 bytes with 413', async () => {
    const answer = await call(edge.port, 'POST', '/api/echo', { 'x-filler': 'a'.repeat(10_300) }, '{}');
    expect(answer.status).toBe(413);
    expect(headersTooLarge('GET', '/api/x', { 'x-filler': 'a'.repeat(10_000) })).toBe(false);
    expect(headersTooLarge('GET', '/api/x', { 'x-filler': 'a'.repeat(10_300) })).toBe(true);
  });

  it('answers a function that throws or answers more than 6 MB with 500, as API Gateway does', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      for (const target of ['/api/throws', '/api/huge']) {
        const answer = await call(edge.port, 'GET', target);
        expect(answer.status).toBe(500);
        expect(json(answer)).toEqual({ message: 'Internal Server Error' });
      }
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(2);
  });

  it('ends a function at its timeout with 500, and an integration past its own with 503', async () => {
    const functionFirst = await startServer({ functionTimeoutMs: 50, integrationTimeoutMs: 1000 });
    const integrationFirst = await startServer({ functionTimeoutMs: 1000, integrationTimeoutMs: 50 });
    try {
      const timedOut = await call(functionFirst.port, 'GET', '/api/slow');
      expect(timedOut.status).toBe(500);
      expect(json(timedOut)).toEqual({ message: 'Internal Server Error' });
      const gatewayGaveUp = await call(integrationFirst.port, 'GET', '/api/slow');
      expect(gatewayGaveUp.status).toBe(503);
      expect(json(gatewayGaveUp)).toEqual({ message: 'Service Unavailable' });
    } finally {
      functionFirst.server.close();
      integrationFirst.server.close();
    }
  });

  it('answers an unknown route 404 and a broken percent-encoding 400, and keeps serving', async () => {
    const unknown = await call(edge.port, 'GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(json(unknown)).toEqual({ message: 'Not Found' });
    for (const target of ['/%E0%A4%A', '/api/%E0%A4%A', '/%']) {
      const broken = await call(edge.port, 'GET', target);
      expect(broken.status).toBe(400);
      expect(json(broken)).toEqual({ message: 'Bad Request' });
    }
    expect((await call(edge.port, 'GET', '/login')).status).toBe(200);
    expect(malformedTarget('/ok%20path?q=%')).toBe(false);
  });

  it('treats a result without a statusCode as a 200 JSON body', async () => {
    const answer = await call(edge.port, 'GET', '/api/plain');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(json(answer)).toEqual({ hello: 'world' });
  });
});

describe('the local edge: payload 2.0 mapping', () => {
  it('hands cookies over in event.cookies only, one entry per cookie, and adds the origin secret', async () => {
    await call(
      edge.port,
      'POST',
      '/api/echo?tag=a&tag=b&q=x%20y',
      { cookie: ['refresh=abc; theme=dark', 'other=1'], 'x-origin-verify': 'forged', 'X-Custom': 'v' },
      '{"a":1}',
    );
    expect(lastEvent?.cookies).toEqual(['refresh=abc', 'theme=dark', 'other=1']);
    expect(lastEvent?.headers.cookie).toBeUndefined();
    expect(lastEvent?.headers['x-custom']).toBe('v');
    expect(lastEvent?.headers[ORIGIN_VERIFY_HEADER]).toBe('the-origin-secret');
    expect(lastEvent?.queryStringParameters).toEqual({ tag: 'a,b', q: 'x y' });
    expect(lastEvent?.rawQueryString).toBe('tag=a&tag=b&q=x%20y');
    expect(lastEvent?.routeKey).toBe('POST /api/echo');
    expect(lastEvent?.body).toBe('{"a":1}');
    expect(lastEvent?.isBase64Encoded).toBe(false);
  });

  it('has no cookies field when the request sends none', () => {
    const event = toEventV2(
      {
        method: 'GET',
        target: '/api/x',
        headers: {},
        httpVersion: '1.1',
        sourceIp: '127.0.0.1',
        body: Buffer.alloc(0),
      },
      'GET /api/x',
    );
    expect(event.cookies).toBeUndefined();
    expect(event.body).toBeUndefined();
  });

  it('sends the result cookies as one Set-Cookie header each', async () => {
    const answer = await call(edge.port, 'GET', '/api/cookies');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/api; Secure']);
    expect(fromResultV2({ statusCode: 204, cookies: ['c=3'] }).cookies).toEqual(['c=3']);
  });
});

describe('the local edge: headers and compression', () => {
  it('sends the security headers on every answer: API, errors and pages', async () => {
    for (const target of ['/api/plain', '/api/nothing-here', '/%E0%A4%A', '/login', '/assets/app.js']) {
      const { headers } = await call(edge.port, 'GET', target);
      expect(String(headers['content-security-policy'])).toContain(`frame-src 'self' ${ATTACHMENTS}`);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('compresses text with br or gzip by Accept-Encoding, and not small or unaccepted answers', async () => {
    const plain = await call(edge.port, 'GET', '/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await call(edge.port, 'GET', '/assets/app.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await call(edge.port, 'GET', '/api/text', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8')).rows).toHaveLength(200);
    const small = await call(edge.port, 'GET', '/api/plain', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();

    expect(negotiateEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(shouldCompress({ 'content-type': 'image/png' }, 50_000)).toBe(false);
    expect(shouldCompress({ 'content-type': 'text/css', 'content-encoding': 'gzip' }, 50_000)).toBe(false);
  });
});
