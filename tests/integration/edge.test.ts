import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { edgeAnswers, LAMBDA_PAYLOAD_LIMIT_BYTES } from '../../shared/contract/edge';
import { getHelpTopics } from '../../shared/contract/reference';
import { login } from '../../shared/contract/users';
import { apiUrl, demoSessions } from './api';
import { stackEnv } from './stack-env';

/**
 * The local edge behaves as CloudFront + API Gateway HTTP API + Lambda do (shared/contract/edge.ts):
 * limits, answers, security headers and compression, on the bundles that deploy.
 */

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP call: no URL normalisation and no automatic decompression, unlike fetch. */
function raw(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Raw> {
  const { hostname, port } = new URL(apiUrl());
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const jsonOf = (answer: Raw) => JSON.parse(answer.body.toString('utf8'));

const signedInAs = demoSessions('user');

describe('the local edge', () => {
  it('refuses a request over the 6 MB Lambda payload with 413, before the function runs', async () => {
    const big = JSON.stringify({ email: 'user@demo.local', password: 'x'.repeat(LAMBDA_PAYLOAD_LIMIT_BYTES) });
    const answer = await raw('POST', login.path, { 'content-type': 'application/json' }, big);
    expect(answer.status).toBe(413);
    expect(jsonOf(answer)).toEqual(edgeAnswers.tooLarge.body);
  });

  it('counts a binary body after base64: 5 MB of bytes is over the limit', async () => {
    const answer = await raw(
      'POST',
      '/api/file/uploadTempTicketFile',
      { 'content-type': 'application/octet-stream', authorization: `Bearer ${signedInAs.user.token}` },
      Buffer.alloc(5 * 1024 * 1024, 7),
    );
    expect(answer.status).toBe(413);
    // The same body as text (not base64-encoded) fits.
    const text = await raw(
      'POST',
      login.path,
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'user@demo.local', password: 'y'.repeat(5 * 1024 * 1024) }),
    );
    expect(text.status).not.toBe(413);
  });

  it('refuses request line and headers over 10,240 bytes with 413', async () => {
    const answer = await raw('GET', getHelpTopics.path, {
      authorization: `Bearer ${signedInAs.user.token}`,
      'x-big': 'z'.repeat(11_000),
    });
    expect(answer.status).toBe(413);
  });

  it('answers a broken percent-encoding with 400 and keeps serving', async () => {
    for (const target of ['/%E0%A4%A', '/api/%E0%A4%A', '/assets/%E0%A4%A.js']) {
      const answer = await raw('GET', target);
      expect(answer.status).toBe(400);
      expect(jsonOf(answer)).toEqual(edgeAnswers.badRequest.body);
    }
    const next = await raw('GET', getHelpTopics.path, { authorization: `Bearer ${signedInAs.user.token}` });
    expect(next.status).toBe(200);
  });

  it('answers an unknown API route as API Gateway does', async () => {
    const answer = await raw('GET', '/api/no/such/route');
    expect(answer.status).toBe(404);
    expect(jsonOf(answer)).toEqual({ message: 'Not Found' });
  });

  it('sends the CloudFront security headers on API answers, errors and pages', async () => {
    const s3Origin = new URL(stackEnv().S3_ENDPOINT).origin;
    for (const target of [getHelpTopics.path, '/api/no/such/route', '/login', '/%E0%A4%A']) {
      const { headers } = await raw('GET', target, { authorization: `Bearer ${signedInAs.user.token}` });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain(`frame-src 'self' ${s3Origin}`);
      expect(csp).toContain(`connect-src 'self' ${s3Origin}`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    }
  });

  it('compresses text answers with br or gzip as the client accepts, and leaves them alone otherwise', async () => {
    const auth = { authorization: `Bearer ${signedInAs.user.token}` };
    const plain = await raw('GET', getHelpTopics.path, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1000);

    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const br = await raw('GET', getHelpTopics.path, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(jsonOf(plain));

    const gzip = await raw('GET', getHelpTopics.path, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(jsonOf(plain));
  });
});
