import { createHash, randomBytes } from 'node:crypto';
import { SSO_REQUIRED_MESSAGE } from '../../shared/contract/singleSignOn';
import type { TenantSettingsView } from '../../shared/contract/tenantSettings';
import {
  ACCESS_TOKEN_SECONDS,
  LOGIN_FAILED_MESSAGE,
  REFRESH_COOKIE,
  refreshToken as refreshEndpoint,
  SIGN_IN_CODE_SECONDS,
  SIGNED_IN_COOKIE,
  type UserView,
} from '../../shared/contract/users';
import { userFieldsOf } from '../../shared/domain/adminRules';
import { DEFAULT_TIME_ZONE } from '../../shared/domain/dates';
import { roleFlags, worksTickets } from '../../shared/domain/roles';
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  afterFailure,
  counterExpiresAt,
  lockingFailureMessage,
  retryAfterSeconds,
  type ThrottleLimit,
  throttledMessage,
} from '../../shared/domain/signInThrottle';
import { passwordSignInAllowed } from '../../shared/domain/singleSignOn';
import {
  clearFailureCounter,
  createSession,
  deleteSession,
  type FailureKind,
  getFailureCounters,
  getSession,
  getSessionEpoch,
  loadSessionContext,
  putFailureCounter,
  putSignInCode,
  readIdentitySources,
  rotateRefreshHash,
  takeSignInCode,
} from '../db/sessions';
import { getSignInSettings } from '../db/singleSignOn';
import { getTenantSettings, type TenantSettingsRecord } from '../db/tenantSettings';
import { findUserByEmail, getUser, setPasswordHash, type UserRecord } from '../db/users';
import { type Caller, issueAccessToken, SESSION_LIFETIME_SECONDS, verifyAccessToken } from '../lib/auth';
import { env } from '../lib/env';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests, unauthorized } from '../lib/errors';
import { countMetric, logger } from '../lib/observability';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from '../lib/passwords';
import { identityOf, isActive, nowSeconds, SESSION_ENDED_MESSAGE } from './caller';
import { accountThrottleId, addressThrottleId } from './signInThrottleIds';

/** Sign-in, sessions, the caller's details and the tenant settings every screen needs. */

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const randomToken = () => randomBytes(32).toString('base64url');

const CODE_FAILED_MESSAGE = 'This sign-in link has expired or was already used. Please sign in.';

// ---- Refresh cookie ------------------------------------------------------------------------

/** The refresh cookie (HttpOnly, only sent to the refresh path) and its readable signed-in hint, which lives and dies with it. */
function sessionCookies(value: string, maxAgeSeconds: number): string[] {
  const maxAge = `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  return [
    [`${REFRESH_COOKIE}=${value}`, `Path=${refreshEndpoint.path}`, maxAge, 'HttpOnly', 'Secure', 'SameSite=Strict'],
    [`${SIGNED_IN_COOKIE}=${value ? '1' : ''}`, 'Path=/', maxAge, 'Secure', 'SameSite=Strict'],
  ].map((parts) => parts.join('; '));
}
const clearedSessionCookies = () => sessionCookies('', 0);
const sessionEnded = () => new HttpError(401, SESSION_ENDED_MESSAGE, {}, { cookies: clearedSessionCookies() });

// ---- Sign-in throttling (item 5) ------------------------------------------------------------

interface ThrottleKey {
  kind: FailureKind;
  idHash: string;
  limit: ThrottleLimit;
}

const throttleKeys = (email: string, address: string): ThrottleKey[] => [
  { kind: 'ACCOUNT', idHash: accountThrottleId(email), limit: ACCOUNT_LIMIT },
  { kind: 'ADDRESS', idHash: addressThrottleId(address), limit: ADDRESS_LIMIT },
];

/**
 * Refuses (429) while the account or the address is locked. A refused attempt still counts against
 * the address (a spray over locked accounts), never against the account.
 */
async function refuseWhileLocked(keys: ThrottleKey[]): Promise<void> {
  const counters = await getFailureCounters(keys);
  const now = nowSeconds();
  const waits = keys.map((key) => retryAfterSeconds(counters.get(`${key.kind}#${key.idHash}`), now));
  const wait = Math.max(0, ...waits);
  if (wait === 0) return;
  const unlocked = keys.filter((key, index) => key.kind === 'ADDRESS' && waits[index] === 0);
  if (unlocked.length > 0) await recordFailure(unlocked);
  throw tooManyRequests(throttledMessage(wait), wait);
}

/**
 * Counts one failure on each key; a lost race (two failures at once) reads again and retries.
 * Answers the seconds until the longest lock this failure set, 0 when it locked nothing.
 */
async function recordFailure(keys: ThrottleKey[]): Promise<number> {
  countMetric('LoginFailures');
  const waits = await Promise.all(
    keys.map(async (key) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const stored = (await getFailureCounters([key])).get(`${key.kind}#${key.idHash}`);
        const now = nowSeconds();
        const next = afterFailure(stored, now, key.limit);
        if (await putFailureCounter(key.kind, key.idHash, next, stored?.failures, counterExpiresAt(next)))
          return retryAfterSeconds(next, now);
      }
      return 0;
    }),
  );
  return Math.max(0, ...waits);
}

// ---- Sessions (item 6) ------------------------------------------------------------------------

/**
 * Starts a session for the user: an access token, and the refresh cookie to set. The session keeps
 * the user's epoch and, read after it, the identity every request uses (db/sessions.ts).
 */
export async function startSession(user: UserRecord) {
  const sessionId = randomBytes(18).toString('base64url');
  const secret = randomToken();
  const epoch = await getSessionEpoch(user.id);
  const { user: current, mapping } = await readIdentitySources(user.id);
  if (!isActive(current)) throw unauthorized(SESSION_ENDED_MESSAGE);
  const now = nowSeconds();
  await createSession({
    id: sessionId,
    userId: user.id,
    refreshHash: sha256(secret),
    usedHashes: [],
    epoch,
    createdAt: new Date().toISOString(),
    expiresAt: now + SESSION_LIFETIME_SECONDS,
    identity: identityOf(current, mapping),
  });
  const token = await issueAccessToken({ userId: user.id, sessionId });
  const answer = {
    success: true,
    message: 'Login successful',
    responseObj: {
      email: user.email,
      mobile: user.mobile,
      openId: user.openId,
      id: user.id,
      openDepartmentId: user.openDepartmentId,
      employeeId: user.employeeId,
      token,
      expiresInSeconds: ACCESS_TOKEN_SECONDS,
    },
  };
  return { answer, cookies: sessionCookies(`${sessionId}.${secret}`, SESSION_LIFETIME_SECONDS) };
}

/**
 * Signs in. A locked account or address is refused (429) before the password is checked; a wrong
 * password, an unknown e-mail and a disabled user answer alike and count as failures. A hash below
 * the current cost is replaced after a good sign-in.
 */
export async function login(email: string, password: string, address: string) {
  const keys = throttleKeys(email, address);
  await refuseWhileLocked(keys);
  // "Require single sign-on" (issue 20): refused before any password is checked, alike for every
  // e-mail outside the break-glass list, so it reveals nothing about who has an account.
  const signOn = await getSignInSettings();
  if (!passwordSignInAllowed(email, signOn))
    return { answer: { success: false, message: SSO_REQUIRED_MESSAGE }, cookies: [] };
  const user = await findUserByEmail(email);
  // Compare against a dummy hash when the e-mail is unknown so both failures look and time alike.
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !matches || !isActive(user)) {
    // The failure that locks says so (and how to get out), alike for every e-mail.
    const lockedFor = await recordFailure(keys);
    const message = lockedFor > 0 ? lockingFailureMessage(lockedFor) : LOGIN_FAILED_MESSAGE;
    return { answer: { success: false, message }, cookies: [] };
  }
  await clearFailureCounter(keys[0].kind, keys[0].idHash);
  // Break-glass e-mails let central admins in only.
  if (signOn.requireSso && !roleFlags(user.helpdeskRole).isCentralAdmin)
    return { answer: { success: false, message: SSO_REQUIRED_MESSAGE }, cookies: [] };
  if (needsRehash(user.passwordHash)) {
    try {
      await setPasswordHash(user.id, await hashPassword(password));
    } catch (error) {
      // The sign-in still succeeds; the upgrade is tried again next time.
      logger.warn('Password rehash failed', error as Error);
    }
  }
  return startSession(user);
}

/**
 * A new access token for the refresh cookie, which rotates. A refresh token used before (a copy
 * replayed after rotation) ends the whole session; so does a user disabled or changed since.
 */
export async function refreshSession(cookie: string | undefined) {
  const [sessionId, secret] = (cookie ?? '').split('.');
  if (!sessionId || !secret) throw sessionEnded();
  const session = await getSession(sessionId);
  if (!session || session.expiresAt <= nowSeconds()) throw sessionEnded();
  const presented = sha256(secret);
  if (presented !== session.refreshHash) {
    if (session.usedHashes?.includes(presented)) {
      await deleteSession(sessionId);
      logger.warn('Refresh token reused: session ended', { userId: session.userId });
    }
    throw sessionEnded();
  }
  const { user, epoch } = await loadSessionContext(sessionId, session.userId);
  if (!isActive(user) || session.epoch < epoch) {
    await deleteSession(sessionId);
    throw sessionEnded();
  }
  const next = randomToken();
  if (!(await rotateRefreshHash(sessionId, presented, sha256(next)))) {
    // Another refresh with the same token got there first: the token was used twice.
    await deleteSession(sessionId);
    throw sessionEnded();
  }
  const token = await issueAccessToken({ userId: session.userId, sessionId });
  return {
    answer: { success: true as const, token, expiresInSeconds: ACCESS_TOKEN_SECONDS, userId: session.userId },
    cookies: sessionCookies(`${sessionId}.${next}`, session.expiresAt - nowSeconds()),
  };
}

/** Ends the session the bearer token (even an expired one) or the refresh cookie names. */
export async function logout(bearer: string | undefined, cookie: string | undefined) {
  const sessionIds = new Set<string>();
  if (bearer) {
    try {
      sessionIds.add((await verifyAccessToken(bearer, { ignoreExpiry: true })).sessionId);
    } catch {
      // Not ours or malformed: nothing to end.
    }
  }
  const [cookieSession, secret] = (cookie ?? '').split('.');
  if (cookieSession && secret) {
    const session = await getSession(cookieSession);
    if (session && session.refreshHash === sha256(secret)) sessionIds.add(cookieSession);
  }
  await Promise.all([...sessionIds].map(deleteSession));
  return { answer: { success: true, message: 'You have signed out.' }, cookies: clearedSessionCookies() };
}

// ---- One-time sign-in codes (item 7) -------------------------------------------------------

export async function createSignInCode(caller: Caller) {
  const code = randomToken();
  await putSignInCode(sha256(code), { userId: caller.userId, expiresAt: nowSeconds() + SIGN_IN_CODE_SECONDS });
  return { code, expiresInSeconds: SIGN_IN_CODE_SECONDS };
}

export async function exchangeSignInCode(code: string) {
  const record = await takeSignInCode(sha256(code));
  if (!record || record.expiresAt <= nowSeconds()) throw badRequest(CODE_FAILED_MESSAGE);
  const user = await getUser(record.userId);
  if (!isActive(user)) throw badRequest(CODE_FAILED_MESSAGE);
  return startSession(user);
}

export function toUserView(user: UserRecord): UserView {
  const flags = roleFlags(user.helpdeskRole);
  return {
    id: user.id,
    ...userFieldsOf(user),
    isAgent: flags.isAgent || worksTickets(flags) ? 'true' : 'false',
    active: user.active !== false,
  };
}

/** Your own details; central admins may read anyone's. */
export async function userDetails(caller: Caller, id: string): Promise<UserView> {
  if (id !== caller.userId && !caller.flags.isCentralAdmin) throw forbidden('You may only read your own user details.');
  const user = await getUser(id);
  if (!user) throw notFound(`User ${id} was not found.`);
  return toUserView(user);
}

export const defaultTenantSettings = (tenantName: string): TenantSettingsRecord => ({
  tenantName,
  versionLabel: 'v1.0.0',
  helpdeskPhone: '',
  supportEmail: `support@${tenantName}.local`,
  deprecationNotice: null,
  timeZone: DEFAULT_TIME_ZONE,
  is_smtp_enabled: false,
  is_school_esc_enabled: false,
  is_college_esc_enabled: false,
  is_administrative_esc_enabled: false,
  is_users_enabled: true,
  is_department_queue_mail_enabled: true,
  is_mail_review_enabled: false,
  updatedAt: new Date(0).toISOString(),
});

/** This deployment's tenant settings (the tenant is the deployment's, whatever name is asked for). */
export async function ownTenantSettings(caller: Caller) {
  return { data: await tenantSettingsFor(caller, env.tenant) };
}

export async function tenantSettingsFor(caller: Caller, tenantName: string): Promise<TenantSettingsView> {
  // Defaults first: a record older than a setting answers the setting's default.
  const defaults = defaultTenantSettings(tenantName);
  const found = { ...defaults, ...(await getTenantSettings()) };
  const stored = { ...found, timeZone: found.timeZone ?? DEFAULT_TIME_ZONE };
  const { smtp_host, smtp_port, smtp_user, smtp_email, smtp_password_encrypted, mail_domains, updatedAt, ...visible } =
    stored;
  if (!caller.flags.isCentralAdmin) return visible;
  return {
    ...visible,
    mail_domains: mail_domains ?? null,
    smtp_host: smtp_host ?? '',
    smtp_port: smtp_port ?? '',
    smtp_user: smtp_user ?? '',
    smtp_email: smtp_email ?? '',
    smtp_password_set: Boolean(smtp_password_encrypted),
  };
}
