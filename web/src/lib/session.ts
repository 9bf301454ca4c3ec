import type { ResponseOf } from '@shared/contract/endpoint';
import type { getUserDetails, login } from '@shared/contract/users';
import { flagText, type RoleFlags, roleFlags } from '@shared/domain/roles';
import { SIGN_IN_PATH } from './apiError';

/**
 * The browser session, held in sessionStorage under the spec's key names (administration spec,
 * section 3) so that links and habits built on the old portal keep working.
 */

export const identityKeys = [
  'email',
  'mobile',
  'openId',
  'userId',
  'userDepartment',
  'employeeId',
  'jwtToken',
  'previousPageLocation',
] as const;
export const roleFlagKeys = ['isCentralPoolAgent', 'isTeamLead', 'isCentralAdmin', 'isAgent'] as const;
export const ticketCountKeys = [
  'allEscalatedTicketsCount',
  'allTicketsCount',
  'allTransferTickets',
  'myTicketsCount',
] as const;

export type SessionKey =
  | (typeof identityKeys)[number]
  | (typeof roleFlagKeys)[number]
  | (typeof ticketCountKeys)[number];
export type SessionEntries = Partial<Record<SessionKey, string>>;

type SignedInUser = NonNullable<ResponseOf<typeof login>['responseObj']>;
type UserDetails = Pick<ResponseOf<typeof getUserDetails>, 'helpdeskRole' | 'isAgent'>;

/** What a successful login stores (userDepartment comes from the open department id). */
export function sessionEntriesFromLogin(user: SignedInUser): SessionEntries {
  return {
    email: user.email,
    mobile: user.mobile,
    openId: user.openId,
    userId: user.id,
    userDepartment: user.openDepartmentId,
    employeeId: user.employeeId,
    jwtToken: user.token,
  };
}

/** Role flags as 'true'/'false' text; isAgent holds when the details say so or the role implies it. */
export function roleFlagEntries(details: UserDetails): SessionEntries {
  const flags = roleFlags(details.helpdeskRole);
  return {
    isCentralPoolAgent: flagText(flags.isCentralPoolAgent),
    isTeamLead: flagText(flags.isTeamLead),
    isCentralAdmin: flagText(flags.isCentralAdmin),
    isAgent: flagText(details.isAgent === 'true' || flags.isAgent),
  };
}

/** Reads the flags back; anything but the text 'true' is false. */
export function roleFlagsFrom(read: (key: SessionKey) => string | null): RoleFlags {
  return {
    isAgent: read('isAgent') === 'true',
    isCentralPoolAgent: read('isCentralPoolAgent') === 'true',
    isTeamLead: read('isTeamLead') === 'true',
    isCentralAdmin: read('isCentralAdmin') === 'true',
  };
}

export function readSession(key: SessionKey): string | null {
  return window.sessionStorage.getItem(key);
}

export function writeSession(entries: SessionEntries): void {
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined) window.sessionStorage.setItem(key, value);
  }
}

export const storedRoleFlags = (): RoleFlags => roleFlagsFrom(readSession);

export const storedUserId = (): string | null => readSession('userId');

/** The route guard's only check (spec): a stored user id. */
export const hasUser = (): boolean => Boolean(storedUserId());

/** The query parameter of a sign-in hand-off: a one-time code, exchanged by POST (issue 15). */
export const HAND_OFF_PARAM = 'code';

/**
 * The login page's parameter naming the page a signed-out visitor asked for (issue 17: a ticket
 * link from a mail, or a page opened in a new tab), so that sign-in ends there.
 */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * Set when the web signs out because the API answered 401 for an ended session (lib/apiClient.ts),
 * so the login page can say why it is shown; a normal sign-out leaves it unset.
 */
const SESSION_ENDED_NOTICE = 'sessionEndedNotice';

/** Never taken from a page address: the session's identity, token, role flags and counts. */
const sessionKeys = new Set<string>([
  ...identityKeys,
  ...roleFlagKeys,
  ...ticketCountKeys,
  HAND_OFF_PARAM,
  RETURN_TO_PARAM,
  SESSION_ENDED_NOTICE,
]);

export function noteSessionEnded(): void {
  window.sessionStorage.setItem(SESSION_ENDED_NOTICE, '1');
}

/** Whether the login page was reached because the session ended (read; dropped by `dropSessionEndedNotice`). */
export const sessionEndedNoticeWaiting = (): boolean => window.sessionStorage.getItem(SESSION_ENDED_NOTICE) === '1';

export function dropSessionEndedNotice(): void {
  window.sessionStorage.removeItem(SESSION_ENDED_NOTICE);
}

/**
 * Spec: query-string parameters of the page address are copied into session storage at start-up.
 * Deviation (shared/contract/users.ts): never a token, an identity or a role flag, so a link cannot
 * switch a signed-in browser to another account; a sign-in hand-off comes as a one-time `?code=`.
 */
export function copyQueryToSession(search: string = window.location.search): void {
  for (const [key, value] of new URLSearchParams(search)) {
    if (!sessionKeys.has(key)) window.sessionStorage.setItem(key, value);
  }
}

/** The one-time sign-in code in the page address, if any. */
export function handOffCode(search: string = window.location.search): string | null {
  return new URLSearchParams(search).get(HAND_OFF_PARAM);
}

/** Spec: Logout clears session storage and reloads; the browser's other tabs are told (below). */
export function clearSessionAndLeave(): void {
  window.sessionStorage.clear();
  announceSignOut();
  window.location.assign('/login');
}

/** Decision in shared/contract/users.ts (logout): a sign-out reaches every tab of the browser. */
const SIGN_OUT_CHANNEL = 'helpdesk-sign-out';

function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

/** Runs `handler` when another tab of this browser signs out. */
export function onSignOutElsewhere(handler: () => void): void {
  if (typeof BroadcastChannel === 'undefined') return;
  new BroadcastChannel(SIGN_OUT_CHANNEL).onmessage = handler;
}

/**
 * Whether an access token has expired (or will within `marginMs`), read from its `exp` claim; a
 * token that cannot be read counts as not expired (the server judges it).
 */
export function accessTokenExpired(token: string, now = Date.now(), marginMs = 5_000): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : undefined;
    return typeof exp === 'number' && exp * 1000 <= now + marginMs;
  } catch {
    return false;
  }
}

const SAME_ORIGIN_PROBE = 'https://portal.invalid';

/**
 * A path of this site to go to after sign-in, or null: never another origin (`//evil`, `/\\evil`,
 * `https:`), never the login page itself, so a crafted link cannot send a signed-in user away.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2_000 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  try {
    const url = new URL(value, SAME_ORIGIN_PROBE);
    if (url.origin !== SAME_ORIGIN_PROBE || url.pathname === SIGN_IN_PATH) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login page, remembering the page asked for (none for the default landing page). */
export function signInAddress(askedFor: string): string {
  const path = safeReturnPath(askedFor);
  return path && path !== '/' ? `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: path })}` : SIGN_IN_PATH;
}

/** Where sign-in ends: the page asked for, else My Tickets (spec). */
export function afterSignInPath(search: string = window.location.search): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? DEFAULT_LANDING_PATH;
}

/** Spec: a successful login goes to /ticket. */
export const DEFAULT_LANDING_PATH = '/ticket';
