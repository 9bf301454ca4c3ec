import type { Context } from 'aws-lambda';
import { runQueuedUserImports } from '../core/userImport';
import { countMetric, runJob } from '../lib/observability';

/** Woken by a queued user import's stream record (every 5 minutes as backstop): runs the queued imports. */
export const handler = async (_event: unknown, context: Context) =>
  runJob(
    'importJobs',
    () => runQueuedUserImports(() => context.getRemainingTimeInMillis()),
    ({ done, failed }) => {
      countMetric('ImportsDone', done);
      countMetric('ImportsFailed', failed);
    },
  );
