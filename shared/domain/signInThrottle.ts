/**
 * Sign-in throttling (issue 15, item 5): failed sign-ins are counted per account and per client
 * address. Failures less than a window apart (15 minutes) add up; at the limit (5 for an account,
 * 50 for an address, which may be a whole school behind one router) the key locks for a minute,
 * and each further failure after a lock doubles the lock, up to an hour. While locked, every
 * attempt is refused with 429 and Retry-After, right password or not. A success clears the
 * account's count (never the address's, or one's own account would unlock an attack on others).
 */

export interface ThrottleLimit {
  /** Failures that lock the key. */
  failures: number;
}

export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const FIRST_LOCK_SECONDS = 60;
export const MAX_LOCK_SECONDS = 60 * 60;
export const ACCOUNT_LIMIT: ThrottleLimit = { failures: 5 };
export const ADDRESS_LIMIT: ThrottleLimit = { failures: 50 };

/** What is stored per key (times in epoch seconds). */
export interface FailureCounter {
  failures: number;
  lastFailureAt: number;
  /** 0 when not locked. */
  lockedUntil: number;
}

/** Seconds until the key may try again; 0 when it may try now. */
export function retryAfterSeconds(counter: FailureCounter | undefined, now: number): number {
  if (!counter) return 0;
  return Math.max(0, Math.ceil(counter.lockedUntil - now));
}

/** The counter after one more failure at `now`. */
export function afterFailure(counter: FailureCounter | undefined, now: number, limit: ThrottleLimit): FailureCounter {
  const quietSince = counter ? Math.max(counter.lastFailureAt, counter.lockedUntil) : 0;
  const failures = counter && now - quietSince <= SIGN_IN_WINDOW_SECONDS ? counter.failures + 1 : 1;
  const beyond = failures - limit.failures;
  const lockedUntil =
    beyond >= 0 ? now + Math.min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** Math.min(beyond, 20)) : 0;
  return { failures, lastFailureAt: now, lockedUntil };
}

/** When the stored counter may be forgotten (the DynamoDB TTL). */
export const counterExpiresAt = (counter: FailureCounter): number =>
  Math.max(counter.lastFailureAt, counter.lockedUntil) + SIGN_IN_WINDOW_SECONDS;

const minutesText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The one answer while locked: the same for every e-mail, existing or not. */
export function throttledMessage(retryAfter: number): string {
  return `Too many failed sign-ins. Please try again in ${minutesText(retryAfter)}.`;
}

/**
 * The answer to the failure that locks (shared/contract/users.ts): the usual refusal, then the lock
 * and the way out, so nobody learns of the lock only by being refused with the right password.
 */
export function lockingFailureMessage(retryAfter: number): string {
  return `Invalid email or password. Too many failed sign-ins: please try again in ${minutesText(retryAfter)}, or reset your password.`;
}

/** Whether a sign-in answer is about a lock (either message above): the login page offers a reset. */
export const mentionsSignInLock = (message: string): boolean => message.includes('Too many failed sign-ins');
