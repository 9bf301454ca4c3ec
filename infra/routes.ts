import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  queuedExportStreamFilter,
  queuedImportStreamFilter,
  queuedMailStreamFilter,
} from '../functions/db/streamTriggers';
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

/** Where `npm run build:functions` writes the bundles; synth and the local stack only read them. */
export const functionsDistDir = join(repoRoot, 'dist', 'functions');

/**
 * Scheduled jobs: one function each, invoked by EventBridge in AWS and by a timer locally. A job
 * with a `tableTrigger` also runs within seconds of a matching table stream record (an event
 * source mapping in AWS, infra/local/mail-trigger.ts locally); its schedule stays as a backstop.
 * The one job type: the build, the jobs stack, the ops alarms and the local scheduler all read it.
 */
export interface ScheduledJob {
  /** Also the handler file: functions/jobs/<name>.ts. */
  name: string;
  everyMinutes: number;
  /** A Lambda event filter pattern over the table's (KEYS_ONLY) stream records. */
  tableTrigger?: Readonly<Record<string, unknown>>;
  /** At most one run at a time (reserved concurrency 1) and no automatic retries of a run. */
  singleRun?: boolean;
}

export const jobSourcePath = (job: Pick<ScheduledJob, 'name'>): string =>
  join(repoRoot, 'functions', 'jobs', `${job.name}.ts`);

/** A job's function key (and bundle folder), beside the endpoints' `<area>.<handler>`. */
export const jobKey = (name: string): string => `job.${name}`;

/** A job's timeout: a run must end well before the next one starts, and within 5 minutes. */
export const jobTimeoutMinutes = (job: Pick<ScheduledJob, 'everyMinutes'>): number => Math.min(5, job.everyMinutes);

export const scheduledJobs: ScheduledJob[] = [
  { name: 'overdueSweep', everyMinutes: 15 },
  // The past days' sort digests (functions/core/sortDigests.ts): days that ended or changed, hourly.
  { name: 'sortDigests', everyMinutes: 60, singleRun: true },
  { name: 'mailOutbox', everyMinutes: 1, tableTrigger: queuedMailStreamFilter, singleRun: true },
  // Background exports (shared/contract/exports.ts): woken by a queued export, one run at a time.
  { name: 'exportJobs', everyMinutes: 5, tableTrigger: queuedExportStreamFilter, singleRun: true },
  // Background user imports (shared/contract/imports.ts): woken by a queued import, one run at a time.
  { name: 'importJobs', everyMinutes: 5, tableTrigger: queuedImportStreamFilter, singleRun: true },
];

/**
 * Functions invoked by an AWS event that is neither a route nor a schedule (issue 19: SES receipt
 * rules invoke `inboundMail`). Their handler files live beside the jobs (functions/jobs/<name>.ts)
 * and bundle as `job.<name>`; the mail stack wires them to SES, the local stack to its SMTP listener.
 */
export const eventFunctions = [{ name: 'inboundMail' }] as const;
