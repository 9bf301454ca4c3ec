import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { bundlePath } from '../../infra/local/functions';
import { lambdaContext, toEventV2 } from '../../infra/local/lambda-event';
import { ORIGIN_VERIFY_HEADER } from '../../shared/contract/edge';
import { endpointKey } from '../../shared/contract/endpoint';
import { getHelpTopics } from '../../shared/contract/reference';
import { login } from '../../shared/contract/users';
import { apiUrl, demo, demoSessions } from '../integration/api';
import { stackEnv } from '../integration/stack-env';

/**
 * Issue 15, item 16: the API answers only what came through CloudFront. A direct call (as to the
 * execute-api endpoint: the deployed bundle invoked with API Gateway's event, but without the
 * origin secret header CloudFront adds) is refused with 403 before sign-in or validation runs;
 * the same call through the edge works.
 */

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const bundle = async (endpoint: Parameters<typeof endpointKey>[0]): Promise<Handler> =>
  (await import(bundlePath(endpointKey(endpoint)))).handler as Handler;

function directEvent(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return toEventV2(
    {
      method,
      target: path,
      headers: { 'content-type': 'application/json', ...headers },
      httpVersion: '1.1',
      sourceIp: '203.0.113.9',
      body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
    },
    `${method} ${path}`,
  );
}

const signedInAs = demoSessions('user');

describe('the API is reachable only through CloudFront', () => {
  it('refuses a direct call without the origin secret, even with a valid session', async () => {
    const handler = await bundle(getHelpTopics);
    const result = await handler(
      directEvent('GET', getHelpTopics.path, { authorization: `Bearer ${signedInAs.user.token}` }),
      lambdaContext('direct'),
    );
    expect(result.statusCode).toBe(403);
    expect(result.body).not.toContain('helpTopic');
  });

  it('refuses a direct sign-in, and a forged origin header', async () => {
    const handler = await bundle(login);
    const credentials = { email: demo.user, password: 'Demo@1234' };
    const attempts: Record<string, string>[] = [{}, { [ORIGIN_VERIFY_HEADER]: 'a-guess' }];
    for (const headers of attempts) {
      const result = await handler(directEvent('POST', login.path, headers, credentials), lambdaContext('direct'));
      expect(result.statusCode).toBe(403);
      expect(result.body).not.toContain('token');
    }
  });

  it('answers the same call with the secret CloudFront adds, and through the edge', async () => {
    const handler = await bundle(getHelpTopics);
    const withSecret = await handler(
      directEvent('GET', getHelpTopics.path, {
        authorization: `Bearer ${signedInAs.user.token}`,
        [ORIGIN_VERIFY_HEADER]: stackEnv().ORIGIN_VERIFY_SECRET,
      }),
      lambdaContext('direct'),
    );
    expect(withSecret.statusCode).toBe(200);
    // A client cannot pass a value of its own through the edge: the edge sets the header.
    const throughEdge = await fetch(`${apiUrl()}${getHelpTopics.path}`, {
      headers: { authorization: `Bearer ${signedInAs.user.token}`, [ORIGIN_VERIFY_HEADER]: 'a-guess' },
    });
    expect(throughEdge.status).toBe(200);
    expect(throughEdge.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
