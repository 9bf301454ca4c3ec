import { randomInt } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { findByTenantName } from '../../shared/contract/tenantSettings';
import { createDownloadToken, getUserDetails, LOGIN_FAILED_MESSAGE, login } from '../../shared/contract/users';
import { ACCOUNT_LIMIT } from '../../shared/domain/signInThrottle';
import { apiUrl, call, createRequester, demo, loadStackEnv, signIn } from './api';

describe('sign-in', () => {
  it('answers the session fields and a token for the right password', async () => {
    const answer = await call(login, { email: demo.agent, password: 'Demo@1234' });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.responseObj).toMatchObject({
      email: demo.agent,
      id: '2',
      openDepartmentId: '1',
      employeeId: 'EMP1002',
    });
    expect(answer.body.responseObj.token.split('.')).toHaveLength(3);
  });

  it('accepts the e-mail in any case', async () => {
    const answer = await call(login, { email: 'Agent@Demo.Local', password: 'Demo@1234' });
    expect(answer.body.success).toBe(true);
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await call(login, { email: demo.agent, password: 'nope' });
    const unknownEmail = await call(login, { email: 'nobody@demo.local', password: 'Demo@1234' });
    expect(wrongPassword.body).toEqual({ success: false, message: LOGIN_FAILED_MESSAGE });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('refuses an empty payload with a clear 400', async () => {
    const answer = await call(login, {});
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(/email/);
    expect(answer.body.message).not.toMatch(/at .*\.ts/);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${apiUrl()}${login.path}`, { method: 'POST', body: '{not json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });
});

describe('the sign-in lock', () => {
  /** A made-up client address (CloudFront sets this header; the local server passes it on). */
  const freshAddress = () => `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}:443`;
  const signInFrom = async (address: string, email: string, password: string) => {
    const response = await fetch(`${apiUrl()}${login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': address },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, body: await response.json() };
  };
  const LOCKING_ANSWER = {
    success: false,
    message:
      'Invalid email or password. Too many failed sign-ins: please try again in 1 minute, or reset your password.',
  };
  const LOCKED_ANSWER = { success: false, message: 'Too many failed sign-ins. Please try again in 1 minute.' };

  /** Four refusals as usual, then the one that locks says so; then even the right password is refused. */
  async function lockOut(email: string) {
    const address = freshAddress();
    for (let attempt = 1; attempt < ACCOUNT_LIMIT.failures; attempt++) {
      expect((await signInFrom(address, email, 'wrong')).body, `attempt ${attempt}`).toEqual({
        success: false,
        message: LOGIN_FAILED_MESSAGE,
      });
    }
    const locking = await signInFrom(address, email, 'wrong');
    expect(locking.status).toBe(200);
    expect(locking.body).toEqual(LOCKING_ANSWER);
    const refused = await signInFrom(address, email, 'Demo@1234');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LOCKED_ANSWER);
  }

  it('is announced by the failure that locks, alike for an account and an unknown e-mail', async () => {
    const person = await createRequester(String(900_000 + randomInt(0, 90_000)));
    await lockOut(person.email);
    await lockOut(`nobody-${randomInt(0, 1_000_000)}@demo.local`);
  });

  it('after it ends, the next failure that locks again says for how long', async () => {
    const person = await createRequester(String(900_000 + randomInt(0, 90_000)));
    await lockOut(person.email);
    // The lock ended a moment ago (written as the clock would have left it a minute later).
    loadStackEnv();
    const { getFailureCounters, putFailureCounter } = await import('../../functions/db/sessions');
    const { accountThrottleId } = await import('../../functions/core/signInThrottleIds');
    const idHash = accountThrottleId(person.email);
    const stored = (await getFailureCounters([{ kind: 'ACCOUNT', idHash }])).get(`ACCOUNT#${idHash}`);
    expect(stored?.failures).toBe(ACCOUNT_LIMIT.failures);
    const now = Math.floor(Date.now() / 1000);
    const ended = { failures: ACCOUNT_LIMIT.failures, lastFailureAt: now - 70, lockedUntil: now - 10 };
    expect(await putFailureCounter('ACCOUNT', idHash, ended, stored?.failures, now + 900)).toBe(true);

    const again = await signInFrom(freshAddress(), person.email, 'wrong');
    expect(again.body).toEqual({
      success: false,
      message:
        'Invalid email or password. Too many failed sign-ins: please try again in 2 minutes, or reset your password.',
    });
  });
});

describe('bearer tokens', () => {
  it('are required: no token is a 401', async () => {
    const answer = await call(getUserDetails, { id: '2' });
    expect(answer.status).toBe(401);
  });

  it('are verified: a tampered or foreign token is a 401', async () => {
    const { token } = await signIn(demo.agent);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'central admin' }),
    ).toString('base64url');
    expect((await call(getUserDetails, { id: '2' }, `${header}.${forgedPayload}.${signature}`)).status).toBe(401);

    const foreign = await new SignJWT({ role: 'central admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('5')
      .setIssuer('helpdesk-demo')
      .setAudience('helpdesk-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret'));
    expect((await call(getUserDetails, { id: '5' }, foreign)).status).toBe(401);
  });

  it('expire', async () => {
    const { stackEnv } = await import('./stack-env');
    const expired = await new SignJWT({ role: 'agent', email: demo.agent })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('2')
      .setIssuer('helpdesk-demo')
      .setAudience('helpdesk-web')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(stackEnv().JWT_SECRET));
    const answer = await call(getUserDetails, { id: '2' }, expired);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/sign in again/);
  });

  it('of a download scope do not work as a session', async () => {
    const { token } = await signIn(demo.agent);
    const scoped = await call(createDownloadToken, { path: '/api/dataExport/downloadMyTickets' }, token);
    expect(scoped.status).toBe(200);
    expect((await call(getUserDetails, { id: '2' }, scoped.body.downloadToken)).status).toBe(401);
  });
});

describe('user details', () => {
  it('answers the role, the agent flag and the user fields', async () => {
    const { token } = await signIn(demo.lead);
    const answer = await call(getUserDetails, { id: '4' }, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: '4',
      email: demo.lead,
      helpdeskRole: 'team lead',
      fullName: 'Lakshmi Lead',
    });
    expect(answer.body).not.toHaveProperty('passwordHash');
  });

  it("is the caller's own, unless the caller is a central admin", async () => {
    const user = await signIn(demo.user);
    expect((await call(getUserDetails, { id: '2' }, user.token)).status).toBe(403);
    const admin = await signIn(demo.admin);
    expect((await call(getUserDetails, { id: '2' }, admin.token)).body.email).toBe(demo.agent);
  });

  it.each([
    [demo.user, 'false'],
    [demo.agent, 'true'],
    [demo.central, 'true'],
  ])('marks %s as agent %s', async (email, isAgent) => {
    const { token, userId } = await signIn(email);
    expect((await call(getUserDetails, { id: userId }, token)).body.isAgent).toBe(isAgent);
  });
});

describe('tenant settings', () => {
  it('answer the five flags to everyone signed in, without SMTP fields', async () => {
    const { token } = await signIn(demo.user);
    const answer = await call(findByTenantName, {}, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      is_smtp_enabled: true,
      is_school_esc_enabled: true,
      is_college_esc_enabled: true,
      is_administrative_esc_enabled: true,
      is_users_enabled: true,
    });
    expect(answer.body.data).not.toHaveProperty('smtp_host');
  });

  it('add the SMTP fields for central admins, never the password', async () => {
    const { token } = await signIn(demo.admin);
    const answer = await call(findByTenantName, {}, token);
    expect(answer.body.data).toHaveProperty('smtp_host');
    expect(JSON.stringify(answer.body)).not.toMatch(/password"\s*:\s*"/);
  });
});

describe('routes', () => {
  it('answer 404 for a path that is not an API route', async () => {
    const response = await fetch(`${apiUrl()}/api/not/a/route`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
