import { runOverdueSweep } from '../core/overdueSweep';
import { countMetric, runJob } from '../lib/observability';

/** EventBridge target, every 15 minutes. */
export const handler = async () =>
  runJob('overdueSweep', runOverdueSweep, ({ escalated }) => countMetric('SweepEscalations', escalated));
