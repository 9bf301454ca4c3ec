import {
  ACCOUNT_LIMIT,
  afterFailure,
  counterExpiresAt,
  type FailureCounter,
  FIRST_LOCK_SECONDS,
  lockingFailureMessage,
  MAX_LOCK_SECONDS,
  mentionsSignInLock,
  retryAfterSeconds,
  SIGN_IN_WINDOW_SECONDS,
  throttledMessage,
} from '@shared/domain/signInThrottle';
import { describe, expect, it } from 'vitest';

const fail = (times: number, start: number, step = 1) => {
  let counter: FailureCounter | undefined;
  let now = start;
  for (let n = 0; n < times; n++) {
    counter = afterFailure(counter, now, ACCOUNT_LIMIT);
    now += step;
  }
  return counter as FailureCounter;
};

describe('sign-in throttling rule', () => {
  it('lets 4 failures through and locks at the 5th for a minute', () => {
    const four = fail(4, 1000);
    expect(four.lockedUntil).toBe(0);
    expect(retryAfterSeconds(four, 1004)).toBe(0);
    const five = afterFailure(four, 1004, ACCOUNT_LIMIT);
    expect(five.failures).toBe(5);
    expect(retryAfterSeconds(five, 1004)).toBe(FIRST_LOCK_SECONDS);
    expect(retryAfterSeconds(five, 1004 + FIRST_LOCK_SECONDS)).toBe(0);
  });

  it('doubles the lock with each further failure, up to an hour', () => {
    const five = fail(5, 0);
    const six = afterFailure(five, five.lockedUntil, ACCOUNT_LIMIT);
    expect(six.lockedUntil - six.lastFailureAt).toBe(2 * FIRST_LOCK_SECONDS);
    const seven = afterFailure(six, six.lockedUntil, ACCOUNT_LIMIT);
    expect(seven.lockedUntil - seven.lastFailureAt).toBe(4 * FIRST_LOCK_SECONDS);
    let counter = seven;
    for (let n = 0; n < 30; n++) counter = afterFailure(counter, counter.lockedUntil, ACCOUNT_LIMIT);
    expect(counter.lockedUntil - counter.lastFailureAt).toBe(MAX_LOCK_SECONDS);
  });

  it('forgets failures more than the window apart', () => {
    const four = fail(4, 0);
    const later = afterFailure(four, four.lastFailureAt + SIGN_IN_WINDOW_SECONDS + 1, ACCOUNT_LIMIT);
    expect(later).toMatchObject({ failures: 1, lockedUntil: 0 });
  });

  it('keeps the counter stored until the window after its last failure or lock', () => {
    const five = fail(5, 0);
    expect(counterExpiresAt(five)).toBe(five.lockedUntil + SIGN_IN_WINDOW_SECONDS);
  });

  it('says when to try again without naming the account', () => {
    expect(throttledMessage(60)).toBe('Too many failed sign-ins. Please try again in 1 minute.');
    expect(throttledMessage(61)).toBe('Too many failed sign-ins. Please try again in 2 minutes.');
  });

  it('tells the failure that locks how long, and the way out', () => {
    expect(lockingFailureMessage(60)).toBe(
      'Invalid email or password. Too many failed sign-ins: please try again in 1 minute, or reset your password.',
    );
    expect(lockingFailureMessage(120)).toContain('try again in 2 minutes, or reset your password.');
    expect(mentionsSignInLock(lockingFailureMessage(60))).toBe(true);
    expect(mentionsSignInLock(throttledMessage(60))).toBe(true);
    expect(mentionsSignInLock('Invalid email or password')).toBe(false);
  });
});
