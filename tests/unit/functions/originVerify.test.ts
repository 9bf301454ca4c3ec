import { handler as login } from '@functions/api/user/login';
import { ORIGIN_REFUSED_MESSAGE, sameSecret, verifyOrigin } from '@functions/lib/originVerify';
import { ORIGIN_VERIFY_HEADER } from '@shared/contract/edge';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Only requests that came through CloudFront reach the API (issue 15, item 16). */

const event = (headers: Record<string, string>): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: 'POST /api/user/login',
  rawPath: '/api/user/login',
  rawQueryString: '',
  headers,
  requestContext: {} as APIGatewayProxyEventV2['requestContext'],
  body: JSON.stringify({ email: 'someone@demo.local', password: 'whatever' }),
  isBase64Encoded: false,
});

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit', JWT_SECRET: 'unit-test-secret', AWS_REGION: 'us-east-1' });
});

afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
});

describe('the origin check', () => {
  it('refuses with 403 a request without the origin secret, or with another one, before anything runs', async () => {
    process.env.ORIGIN_VERIFY_SECRET = 'cloudfront-only';
    const attempts: Record<string, string>[] = [
      {},
      { [ORIGIN_VERIFY_HEADER]: 'guess' },
      { [ORIGIN_VERIFY_HEADER]: '' },
    ];
    for (const headers of attempts) {
      const result = await login(event(headers), {} as Context);
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body ?? '{}').message).toBe(ORIGIN_REFUSED_MESSAGE);
    }
  });

  it('lets a request with the secret through to the rest of the preset', async () => {
    process.env.ORIGIN_VERIFY_SECRET = 'cloudfront-only';
    await expect(verifyOrigin(event({ [ORIGIN_VERIFY_HEADER]: 'cloudfront-only' }))).resolves.toBeUndefined();
    await expect(verifyOrigin(event({ 'X-Origin-Verify': 'cloudfront-only' }))).resolves.toBeUndefined();
  });

  it('fails closed in a Lambda with no secret configured', async () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'helpdesk-login';
    await expect(verifyOrigin(event({ [ORIGIN_VERIFY_HEADER]: 'anything' }))).rejects.toMatchObject({ status: 403 });
  });

  it('compares whole values', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('ab', 'abc')).toBe(false);
    expect(sameSecret(undefined, 'abc')).toBe(false);
  });
});
