import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as getUserDetails } from '@functions/api/user/getUserDetails';
import { handler as login } from '@functions/api/user/login';
import { issueAccessToken } from '@functions/lib/auth';
import { hashPassword, LEGACY_PASSWORD_PARAMS } from '@functions/lib/passwords';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** The preset around real handlers, with DynamoDB mocked at the SDK boundary. */

const dynamo = mockClient(DynamoDBDocumentClient);
const context = {} as Context;

function event(body: unknown, token?: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /x',
    rawPath: '/x',
    rawQueryString: '',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

const storedUser = async () => ({
  PK: 'USER#7',
  SK: 'PROFILE',
  id: '7',
  email: 'someone@demo.local',
  fullName: 'Some One',
  openId: 'x',
  mobile: '1',
  officeType: 'School',
  designation: 'Teacher',
  helpdeskRole: 'agent',
  branch: 'B',
  openDepartmentId: '1',
  employeeId: 'E7',
  passwordHash: await hashPassword('right-password', LEGACY_PASSWORD_PARAMS),
});

/** What the preset reads for a bearer token: the session item and the user item. */
const liveSession = (userId: string) => ({
  PK: 'SESSION#s1',
  SK: 'SESSION',
  id: 's1',
  userId,
  refreshHash: 'x',
  usedHashes: [],
  epoch: 0,
  createdAt: new Date().toISOString(),
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
});

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit', JWT_SECRET: 'unit-test-secret', AWS_REGION: 'us-east-1' });
});

beforeEach(() => dynamo.reset());

describe('the middy preset', () => {
  it('signs a user in, sets the refresh cookie and never returns the hash', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [await storedUser()] });
    dynamo.on(BatchGetCommand).resolves({ Responses: {} });
    dynamo.on(GetCommand).resolves({});
    // A new session reads its identity from the stored user (strongly consistent) after the epoch.
    dynamo.on(GetCommand, { Key: { PK: 'USER#7', SK: 'PROFILE' } }).resolves({ Item: await storedUser() });
    const result = await login(event({ email: 'someone@demo.local', password: 'right-password' }), context);
    expect(result.statusCode).toBe(200);
    const body = JSON.parse(result.body ?? '{}');
    expect(body.success).toBe(true);
    expect(body.responseObj.expiresInSeconds).toBe(900);
    expect(result.body).not.toContain('scrypt$');
    expect(result.cookies?.[0]).toMatch(
      /^helpdesk_refresh=[\w-]+\.[\w-]+; Path=\/api\/user\/refreshToken; Max-Age=28800; HttpOnly; Secure; SameSite=Strict$/,
    );
  }, 30_000); // the stored hash is upgraded to the current (deliberately slow) cost

  it('answers 400 with the field named when validation fails, without reading the table', async () => {
    const result = await login(event({ email: 'someone@demo.local' }), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '{}').message).toMatch(/password/);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 401 without a token or without a live session, 403 when reading someone else as a non-admin', async () => {
    expect((await getUserDetails(event({ id: '7' }), context)).statusCode).toBe(401);
    const token = await issueAccessToken({ userId: '8', sessionId: 's1' });
    dynamo.on(BatchGetCommand).resolves({ Responses: { unit: [{ ...(await storedUser()), PK: 'USER#8', id: '8' }] } });
    expect((await getUserDetails(event({ id: '8' }, token), context)).statusCode).toBe(401);
    dynamo
      .on(BatchGetCommand)
      .resolves({ Responses: { unit: [liveSession('8'), { ...(await storedUser()), PK: 'USER#8', id: '8' }] } });
    const result = await getUserDetails(event({ id: '7' }, token), context);
    expect(result.statusCode).toBe(403);
  });

  it('hides internal errors from the client', async () => {
    dynamo.on(BatchGetCommand).rejects(new Error('connection reset at /var/task/secret.js:1'));
    const token = await issueAccessToken({ userId: '7', sessionId: 's1' });
    const original = console.error;
    console.error = () => undefined;
    const result = await getUserDetails(event({ id: '7' }, token), context);
    console.error = original;
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret.js');
  });
});
