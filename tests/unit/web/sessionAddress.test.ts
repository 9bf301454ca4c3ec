import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyQueryToSession, handOffCode } from '../../../web/src/lib/session';

/** Issue 15 item 7: a page address never sets the session's identity or token. */

let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  const sessionStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    clear: () => stored.clear(),
  };
  Object.assign(globalThis, { window: { sessionStorage } });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('copying the page address into the session', () => {
  it('never copies a token, an identity or role flags; other parameters still are', () => {
    stored.set('jwtToken', 'mine');
    stored.set('userId', '2');
    copyQueryToSession('?jwtToken=other&userId=8&email=x@y&isCentralAdmin=true&code=abc&tab=open');
    expect(Object.fromEntries(stored)).toEqual({ jwtToken: 'mine', userId: '2', tab: 'open' });
  });

  it('reads a one-time hand-off code', () => {
    expect(handOffCode('?code=abc&tab=1')).toBe('abc');
    expect(handOffCode('?jwtToken=x')).toBeNull();
  });
});
