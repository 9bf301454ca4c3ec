import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { functionTimeoutMs } from '../../shared/contract/edge';
import { buildFunctions } from '../build-functions';
import {
  type DeployedEndpoint,
  deployedEndpoints,
  functionsDistDir,
  jobKey,
  jobSourcePath,
  repoRoot,
  type ScheduledJob,
} from '../routes';
import type { LambdaHandler } from './lambda-event';

/**
 * Where the local stack takes its functions from:
 * - `bundles`: the esbuild bundles in dist/functions, exactly what deploys (integration, security
 *   and browser tiers). Built first when missing or older than any source they come from.
 * - `sources`: the TypeScript sources through tsx (`npm start`, quicker to change).
 */
export type FunctionSourceKind = 'bundles' | 'sources';

const SOURCE_DIRS = [
  'functions',
  'shared',
  'infra/routes.ts',
  'infra/build-functions.ts',
  'infra/shims',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/functions is missing or older than the code it is built from. */
export function bundlesAreStale(functionsDir = functionsDistDir): boolean {
  const manifest = join(functionsDir, 'manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return SOURCE_DIRS.some((path) => newestMtime(join(repoRoot, path)) > built);
}

let building: Promise<void> | undefined;

/** Builds dist/functions once per process when stale (the build's size budgets are npm test's business). */
export function ensureBundles(log: (line: string) => void = () => undefined): Promise<void> {
  building ??= (async () => {
    if (!bundlesAreStale()) return;
    log('Building the function bundles (dist/functions)…');
    await buildFunctions();
  })();
  return building;
}

export const bundlePath = (key: string, functionsDir = functionsDistDir): string =>
  join(functionsDir, key, 'index.mjs');

async function importHandler(file: string): Promise<LambdaHandler> {
  const module = await import(pathToFileURL(file).href);
  if (typeof module.handler !== 'function') throw new Error(`${file} exports no handler`);
  return module.handler as LambdaHandler;
}

export interface FunctionSet {
  kind: FunctionSourceKind;
  /** The handler of an API route (`POST /api/user/login`), or undefined when none is served. */
  route(routeKey: string): { name: string; timeoutMs?: number; load(): Promise<LambdaHandler> } | undefined;
  /** A scheduled job's handler, or an event function's (`inboundMail`: same folder, same key form). */
  job(job: Pick<ScheduledJob, 'name'>): Promise<LambdaHandler>;
}

export function functionSet(
  kind: FunctionSourceKind,
  endpoints: DeployedEndpoint[] = deployedEndpoints(),
): FunctionSet {
  const fileOf = (key: string, sourcePath: string) => (kind === 'bundles' ? bundlePath(key) : sourcePath);
  const loaded = new Map<string, Promise<LambdaHandler>>();
  const load = (key: string, file: string) => {
    let handler = loaded.get(key);
    if (!handler) {
      handler = importHandler(file);
      loaded.set(key, handler);
      handler.catch(() => loaded.delete(key));
    }
    return handler;
  };
  const routes = new Map<string, DeployedEndpoint>();
  for (const entry of endpoints) routes.set(`${entry.endpoint.method} ${entry.endpoint.path}`, entry);
  return {
    kind,
    route(routeKey) {
      const entry = routes.get(routeKey);
      if (!entry) return undefined;
      return {
        name: entry.key,
        timeoutMs: functionTimeoutMs(entry.endpoint.kind),
        load: () => load(entry.key, fileOf(entry.key, entry.sourcePath)),
      };
    },
    job(job) {
      const key = jobKey(job.name);
      return load(key, fileOf(key, jobSourcePath(job)));
    },
  };
}
