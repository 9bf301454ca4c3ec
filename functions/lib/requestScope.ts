import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Reads one request makes more than once (its caller's user item, the catalogue's stamp), made
 * once. The preset opens a scope per API request; the demo quarter one per step. Outside a scope
 * (scheduled jobs, tests calling core functions) nothing is kept: a long job must see changes.
 * Whoever writes what a key names forgets it (functions/db/users.ts, core/reference.ts), so a
 * request reads its own writes.
 */

const scopes = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export const inRequestScope = <T>(work: () => T): T => scopes.run(new Map(), work);

/** `load()`'s answer, read once per request under `key` (a failed read is not kept). */
export function onceInRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const kept = scopes.getStore();
  if (!kept) return load();
  const known = kept.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  kept.set(key, loading);
  loading.catch(() => {
    if (kept.get(key) === loading) kept.delete(key);
  });
  return loading;
}

/** Forgets what this request read under `key` (after writing it). */
export function forgetInRequest(key: string): void {
  scopes.getStore()?.delete(key);
}
