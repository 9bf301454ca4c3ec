import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { handler as login } from '@functions/api/user/login';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** What an operator reads in CloudWatch: one JSON line per request, traceable, with no secrets. */

const dynamo = mockClient(DynamoDBDocumentClient);
const password = 'Sup3r-Secret-Passw0rd!';

const context = {
  awsRequestId: 'lambda-request-4711',
  functionName: 'Helpdesk-demo-dev-user.login',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:login',
  memoryLimitInMB: '512',
} as Context;

const loginEvent = (): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: 'POST /api/user/login',
  rawPath: '/api/user/login',
  rawQueryString: '',
  headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session-token' },
  requestContext: { requestId: 'api-request-0815' } as APIGatewayProxyEventV2['requestContext'],
  body: JSON.stringify({ email: 'someone@demo.local', password }),
  isBase64Encoded: false,
});

let written: string[] = [];

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit', JWT_SECRET: 'unit-jwt-secret-value', AWS_REGION: 'us-east-1' });
});

beforeEach(() => {
  dynamo.reset();
  written = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});

afterEach(() => vi.restoreAllMocks());

const jsonLines = () =>
  written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

// A sign-in runs scrypt at OWASP's cost (about 0.3 s a hash, more on a loaded CI machine).
describe('request logs', { timeout: 30_000 }, () => {
  it('carry the request ids, route, tenant and outcome of each request, and never the password', async () => {
    dynamo.onAnyCommand().resolves({});
    const result = await login(loginEvent(), context);
    expect(result.statusCode).toBe(200);

    const access = jsonLines().find((line) => line.message === 'Request');
    expect(access).toMatchObject({
      level: 'INFO',
      service: 'helpdesk',
      function_request_id: 'lambda-request-4711',
      apiRequestId: 'api-request-0815',
      route: 'POST /api/user/login',
      status: 200,
    });
    expect(access).toHaveProperty('tenant');
    expect(access).toHaveProperty('latencyMs');
    const everything = written.join('');
    expect(everything).not.toContain(password);
    expect(everything).not.toContain('not-a-session-token');
    expect(everything).not.toContain('unit-jwt-secret-value');
  });

  it('log a failure with the request id and without the request body', async () => {
    dynamo.onAnyCommand().rejects(new Error('The table is unavailable'));
    const result = await login(loginEvent(), context);
    expect(result.statusCode).toBe(500);

    const failure = jsonLines().find((line) => line.level === 'ERROR');
    expect(failure).toMatchObject({ function_request_id: 'lambda-request-4711', route: 'POST /api/user/login' });
    expect(JSON.stringify(failure)).toContain('The table is unavailable');
    expect(written.join('')).not.toContain(password);
  });

  it('emit the request metrics as CloudWatch embedded metrics in the Helpdesk namespace', async () => {
    dynamo.onAnyCommand().resolves({});
    await login(loginEvent(), context);
    const metricsLine = jsonLines().find((line) => '_aws' in line) as
      | { _aws: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] }; tenant: string }
      | undefined;
    expect(metricsLine?._aws.CloudWatchMetrics[0].Namespace).toBe('Helpdesk');
    expect(metricsLine?._aws.CloudWatchMetrics[0].Metrics.map((metric) => metric.Name)).toEqual(
      expect.arrayContaining(['ApiLatency', 'ConsumedReadUnits', 'ConsumedWriteUnits']),
    );
  });
});
