import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { env } from './env';

/**
 * One logger and one metrics instance for every function (DESIGN "Operations"). Logs are JSON
 * with the Lambda request id, the route, the tenant and the caller; never tokens, passwords or
 * message bodies: callers log chosen fields only, never a request or response body.
 *
 * Metrics are CloudWatch embedded metric format (EMF) lines in namespace `Helpdesk`, dimensions
 * `service` and `tenant` only: a custom metric costs $0.30 a month, so the route rides along as
 * metadata (searchable in Logs Insights) instead of multiplying metrics by 110 routes; per-route
 * latency is also in each function's own AWS/Lambda Duration metric, at no cost.
 */

export const SERVICE_NAME = 'helpdesk';
export const METRICS_NAMESPACE = 'Helpdesk';

/** The custom metrics the functions emit; alarms and the dashboard (infra) read these names. */
export type HelpdeskMetric =
  | 'MailsSent'
  | 'MailsFailed'
  | 'ExportsDone'
  | 'ExportsFailed'
  | 'ImportsDone'
  | 'ImportsFailed'
  | 'SweepEscalations'
  | 'LoginFailures'
  | 'ApiLatency'
  | 'ConsumedReadUnits'
  | 'ConsumedWriteUnits';

export const logger = new Logger({
  serviceName: SERVICE_NAME,
  persistentKeys: { tenant: env.tenant, stage: env.stage },
});

export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: SERVICE_NAME,
  defaultDimensions: { tenant: env.tenant },
});

export function countMetric(name: HelpdeskMetric, value = 1): void {
  if (value > 0) metrics.addMetric(name, MetricUnit.Count, value);
}

export function recordMetric(name: HelpdeskMetric, unit: 'Milliseconds' | 'Count', value: number): void {
  metrics.addMetric(name, unit === 'Milliseconds' ? MetricUnit.Milliseconds : MetricUnit.Count, value);
}

/** Writes what was recorded during this invocation; nothing when nothing was recorded. */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/**
 * Runs a scheduled job with its logging and metrics: one summary line (the outcome's counts, never
 * mail contents), `measure` turns the outcome into metrics, errors are logged and rethrown.
 */
export async function runJob<T extends object>(
  name: string,
  work: () => Promise<T>,
  measure: (outcome: T) => void = () => undefined,
): Promise<T> {
  logger.appendKeys({ job: name });
  try {
    const outcome = await work();
    logger.info('Job finished', { outcome });
    measure(outcome);
    return outcome;
  } catch (error) {
    logger.error('Job failed', error as Error);
    throw error;
  } finally {
    publishMetrics();
    logger.resetKeys();
  }
}

/**
 * The handler of a job that works through a queue while its Lambda has time left (exports, user
 * imports): the outcome's `done` and `failed` are published as `<metric>Done` and `<metric>Failed`.
 */
export const queueJobHandler =
  <T extends { done: number; failed: number }>(
    name: string,
    metric: 'Exports' | 'Imports',
    work: (remainingMs: () => number) => Promise<T>,
  ) =>
  async (_event: unknown, context: Context) =>
    runJob(
      name,
      () => work(() => context.getRemainingTimeInMillis()),
      ({ done, failed }) => {
        countMetric(`${metric}Done`, done);
        countMetric(`${metric}Failed`, failed);
      },
    );
