/**
 * Stands in for the `debug` package in function bundles (esbuild alias in build-functions.ts):
 * file-type's zip reader logs through it only when DEBUG is set, which a Lambda never sets, and
 * the real package with its terminal colour detection costs 8 KB of every attachment bundle.
 */
type DebugLog = ((...args: unknown[]) => void) & { enabled: boolean };

export default function createDebug(_namespace: string): DebugLog {
  return Object.assign(() => undefined, { enabled: false });
}
