import { afterEach, beforeEach } from 'vitest';

/**
 * A tab's sessionStorage for web code under test in Node: each test starts with it empty, as
 * `window.sessionStorage`, and `window` is gone again after. Answers the stored entries.
 */
export function fakeSessionStorage(): Map<string, string> {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    const sessionStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
      clear: () => stored.clear(),
    };
    Object.assign(globalThis, { window: { sessionStorage } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });
  return stored;
}
