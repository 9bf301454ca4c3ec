import { createHash, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  getUserDetails,
  login,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
  SET_PASSWORD_MESSAGES,
  saveUser,
  setPassword,
} from '../../shared/contract/users';
import { PASSWORD_RULE_MESSAGES } from '../../shared/domain/passwords';
import { ACCOUNT_LIMIT } from '../../shared/domain/signInThrottle';
import { storedUser, userForm } from './admin-support';
import { apiUrl, call, demo, demoSessions, sesInbox, signIn } from './api';

/** Set-password links (issue 13) on the demo tenant: invite, reset, and every token rule. */

const mailsTo = async (email: string) => (await sesInbox()).filter((mail) => mail.destination.to.includes(email));

/** The token of the last set-password link mailed to this address. */
async function linkTokenFor(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const text = mails.at(-1)?.body.text ?? '';
  const match = /(http:\/\/\S+)\/setPassword\?token=([\w-]+)/.exec(text);
  expect(match, `a set-password link in the mail to ${email}`).not.toBeNull();
  expect(match?.[1]).toBe(apiUrl());
  return match?.[2] ?? '';
}

let sequence = 0;

/** A user created by the admin on the Users screen without a password: they get an invite. */
async function invitedUser() {
  sequence += 1;
  const email = `invited.${sequence}.${randomBytes(3).toString('hex')}@links-tests.local`;
  const answer = await call(saveUser, userForm({ email, fullName: `Invited ${sequence}` }), signedInAs.admin.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { email, id: String(answer.body.id) };
}

const GOOD_PASSWORD = 'amber-harbour-lantern';

const signedInAs = demoSessions('admin');

describe('invite: a user created without a password', () => {
  it('is mailed a link that sets a password once, then signs in with it', async () => {
    const user = await invitedUser();
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['You are invited to the Helpdesk portal']);
    const token = await linkTokenFor(user.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await call(login, { email: user.email, password: GOOD_PASSWORD })).body.success).toBe(false);

    const answer = await call(setPassword, { token, password: GOOD_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: SET_PASSWORD_MESSAGES.done });
    expect((await call(login, { email: user.email, password: GOOD_PASSWORD })).body.success).toBe(true);

    // Single use: the same link again is refused, and the password stays.
    const again = await call(setPassword, { token, password: 'another-fine-phrase' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: SET_PASSWORD_MESSAGES.usedLink });
    expect((await call(login, { email: user.email, password: GOOD_PASSWORD })).body.success).toBe(true);
  });

  it('stores only a hash of the token', async () => {
    const user = await invitedUser();
    const token = await linkTokenFor(user.email);
    const { getPasswordToken } = await import('../../functions/db/passwordTokens');
    const stored = await getPasswordToken(createHash('sha256').update(token).digest('hex'));
    expect(stored).toMatchObject({ userId: user.id, purpose: 'invite' });
    expect(JSON.stringify(stored)).not.toContain(token);
    const hours = ((stored?.expiresAt ?? 0) * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
  });

  it('an admin-chosen password still works, and sends no invite', async () => {
    const email = `chosen.${randomBytes(3).toString('hex')}@links-tests.local`;
    await call(saveUser, userForm({ email, password: 'Passw0rd!-kettle' }), signedInAs.admin.token);
    expect((await call(login, { email, password: 'Passw0rd!-kettle' })).body.success).toBe(true);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('POST /api/user/setPassword refuses, writing nothing', () => {
  it('an unknown token', async () => {
    const answer = await call(setPassword, { token: randomBytes(32).toString('base64url'), password: GOOD_PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: SET_PASSWORD_MESSAGES.unknownLink });
  });

  it('an expired token', async () => {
    const user = await invitedUser();
    const token = randomBytes(32).toString('base64url');
    const { putPasswordToken } = await import('../../functions/db/passwordTokens');
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    await putPasswordToken({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: user.id,
      purpose: 'invite',
      createdAt: new Date((hourAgo - 72 * 3600) * 1000).toISOString(),
      expiresAt: hourAgo,
    });
    const before = await storedUser(user.email);
    const answer = await call(setPassword, { token, password: GOOD_PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: SET_PASSWORD_MESSAGES.expiredLink });
    expect(await storedUser(user.email)).toEqual(before);
  });

  it('a password that breaks the rule; the link still works afterwards', async () => {
    const user = await invitedUser();
    const token = await linkTokenFor(user.email);
    const before = await storedUser(user.email);
    for (const [password, message] of [
      ['Short#1', PASSWORD_RULE_MESSAGES.tooShort],
      [user.email.toUpperCase(), PASSWORD_RULE_MESSAGES.isEmail],
      ['Password123', PASSWORD_RULE_MESSAGES.tooCommon],
    ]) {
      const answer = await call(setPassword, { token, password });
      expect(answer.status, password).toBe(400);
      expect(answer.body).toEqual({ success: false, message });
    }
    expect(await storedUser(user.email)).toEqual(before);
    expect((await call(setPassword, { token, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it('a body without token or password', async () => {
    expect((await call(setPassword, { password: GOOD_PASSWORD })).status).toBe(400);
    expect((await call(setPassword, { token: 'x' })).status).toBe(400);
  });
});

describe('POST /api/user/requestPasswordReset', () => {
  it('answers alike for a known and an unknown e-mail, and mails only the known one', async () => {
    const user = await invitedUser();
    await call(setPassword, { token: await linkTokenFor(user.email), password: GOOD_PASSWORD });
    const unknown = `nobody.${randomBytes(3).toString('hex')}@links-tests.local`;

    const known = await call(requestPasswordReset, { email: user.email });
    const stranger = await call(requestPasswordReset, { email: unknown });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(known.status);
    expect(known.body).toEqual({ success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect(stranger.body).toEqual(known.body);

    expect((await mailsTo(unknown)).length).toBe(0);
    const resetMails = (await mailsTo(user.email)).filter((mail) => mail.subject === 'Reset your Helpdesk password');
    expect(resetMails).toHaveLength(1);
    const token = await linkTokenFor(user.email);
    expect((await call(setPassword, { token, password: 'a-brand-new-phrase' })).status).toBe(200);
    expect((await call(login, { email: user.email, password: 'a-brand-new-phrase' })).body.success).toBe(true);
    expect((await call(login, { email: user.email, password: GOOD_PASSWORD })).body.success).toBe(false);
  });

  it('ends the sessions signed in with the old password once the new one is set', async () => {
    const user = await invitedUser();
    await call(setPassword, { token: await linkTokenFor(user.email), password: GOOD_PASSWORD });
    const before = await signIn(user.email, GOOD_PASSWORD);
    expect((await call(getUserDetails, { id: before.userId }, before.token)).status).toBe(200);

    await call(requestPasswordReset, { email: user.email });
    const reset = await call(setPassword, { token: await linkTokenFor(user.email), password: 'a-brand-new-phrase' });
    expect(reset.status).toBe(200);
    expect((await call(getUserDetails, { id: before.userId }, before.token)).status).toBe(401);
    const after = await signIn(user.email, 'a-brand-new-phrase');
    expect((await call(getUserDetails, { id: after.userId }, after.token)).status).toBe(200);
  });

  it("lifts the account's sign-in lock once the new password is set, not the client address's count", async () => {
    const user = await invitedUser();
    await call(setPassword, { token: await linkTokenFor(user.email), password: GOOD_PASSWORD });
    // A client address of its own (CloudFront sets this header; the local server passes it on).
    const address = `203.0.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    const signInFrom = async (password: string) => {
      const response = await fetch(`${apiUrl()}${login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${address}:443` },
        body: JSON.stringify({ email: user.email, password }),
      });
      return { status: response.status, body: await response.json() };
    };
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT.failures; attempt++) await signInFrom('not-the-password');
    expect((await signInFrom(GOOD_PASSWORD)).status).toBe(429);

    await call(requestPasswordReset, { email: user.email });
    const reset = await call(setPassword, { token: await linkTokenFor(user.email), password: 'a-brand-new-phrase' });
    expect(reset.body).toEqual({ success: true, message: SET_PASSWORD_MESSAGES.done });
    const after = await signInFrom('a-brand-new-phrase');
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.success).toBe(true);

    // The address's failures still count (a reset of one account must not unlock a spray from it):
    // the five, and the refused attempt while locked.
    const { getFailureCounters } = await import('../../functions/db/sessions');
    const { addressThrottleId } = await import('../../functions/core/signInThrottleIds');
    const idHash = addressThrottleId(address);
    const counters = await getFailureCounters([{ kind: 'ADDRESS', idHash }]);
    expect(counters.get(`ADDRESS#${idHash}`)?.failures).toBe(ACCOUNT_LIMIT.failures + 1);
  });

  it('voids an older unused link of the same user when a newer one is mailed', async () => {
    const user = await invitedUser();
    const invite = await linkTokenFor(user.email);
    await call(requestPasswordReset, { email: user.email });
    const reset = await linkTokenFor(user.email);
    expect(reset).not.toBe(invite);
    const before = await storedUser(user.email);

    const old = await call(setPassword, { token: invite, password: GOOD_PASSWORD });
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ success: false, message: SET_PASSWORD_MESSAGES.replacedLink });
    expect(await storedUser(user.email)).toEqual(before);
    expect((await call(setPassword, { token: reset, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await call(login, { email: user.email, password: GOOD_PASSWORD })).body.success).toBe(true);
  });

  it('mails at most 3 reset links an hour to one e-mail, answering every request alike', async () => {
    const user = await invitedUser();
    await call(setPassword, { token: await linkTokenFor(user.email), password: GOOD_PASSWORD });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await call(requestPasswordReset, { email: attempt % 2 ? user.email : user.email.toUpperCase() });
      expect(answer.status, `request ${attempt}`).toBe(200);
      expect(answer.body).toEqual({ success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
    }
    const resetMails = (await mailsTo(user.email)).filter((mail) => mail.subject === 'Reset your Helpdesk password');
    expect(resetMails).toHaveLength(3);
    // The newest of the three still works.
    expect(
      (await call(setPassword, { token: await linkTokenFor(user.email), password: 'a-brand-new-phrase' })).status,
    ).toBe(200);
  });

  it('refuses a malformed e-mail with a 400', async () => {
    const answer = await call(requestPasswordReset, { email: 'not-an-address' });
    expect(answer.status).toBe(400);
  });
});

describe('demo passwords', () => {
  it('keep working although they are shorter than the new rule', async () => {
    expect((await call(login, { email: demo.user, password: 'Demo@1234' })).body.success).toBe(true);
  });
});
