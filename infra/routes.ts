import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { queuedMailStreamFilter } from '../functions/db/keys';
import { type EndpointDefinition, endpointKey, endpoints } from '../shared/contract/index';

/**
 * The routes that are served: every contract endpoint whose handler file exists. An endpoint
 * declared ahead of its handler is neither deployed nor served locally (it answers 404, never a
 * fake result). Infra, the local API server and the function build all read this one list.
 */

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export const handlerSourcePath = (endpoint: Pick<EndpointDefinition, 'area' | 'handler'>): string =>
  join(repoRoot, 'functions', 'api', endpoint.area, `${endpoint.handler}.ts`);

export interface DeployedEndpoint {
  key: string;
  endpoint: EndpointDefinition;
  sourcePath: string;
}

export function deployedEndpoints(): DeployedEndpoint[] {
  return endpoints
    .map((endpoint) => ({ key: endpointKey(endpoint), endpoint, sourcePath: handlerSourcePath(endpoint) }))
    .filter((entry) => existsSync(entry.sourcePath));
}

/**
 * Scheduled jobs: one function each, invoked by EventBridge in AWS and by a timer locally. A job
 * with a `tableTrigger` also runs within seconds of a matching table stream record (an event
 * source mapping in AWS, infra/local/mail-trigger.ts locally); its schedule stays as a backstop.
 */
export interface ScheduledJob {
  name: string;
  sourcePath: string;
  everyMinutes: number;
  /** A Lambda event filter pattern over the table's (KEYS_ONLY) stream records. */
  tableTrigger?: Readonly<Record<string, unknown>>;
  /** At most one run at a time (reserved concurrency 1) and no automatic retries of a run. */
  singleRun?: boolean;
}

export const scheduledJobs: ScheduledJob[] = [
  { name: 'overdueSweep', sourcePath: join(repoRoot, 'functions', 'jobs', 'overdueSweep.ts'), everyMinutes: 15 },
  {
    name: 'mailOutbox',
    sourcePath: join(repoRoot, 'functions', 'jobs', 'mailOutbox.ts'),
    everyMinutes: 1,
    tableTrigger: queuedMailStreamFilter,
    singleRun: true,
  },
];
