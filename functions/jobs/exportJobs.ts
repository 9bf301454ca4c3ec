import type { Context } from 'aws-lambda';
import { runQueuedExports } from '../core/exportJobs';
import { countMetric, runJob } from '../lib/observability';

/** Woken by a queued export's stream record (every 5 minutes as backstop): writes the queued exports. */
export const handler = async (_event: unknown, context: Context) =>
  runJob(
    'exportJobs',
    () => runQueuedExports(() => context.getRemainingTimeInMillis()),
    ({ done, failed }) => {
      countMetric('ExportsDone', done);
      countMetric('ExportsFailed', failed);
    },
  );
