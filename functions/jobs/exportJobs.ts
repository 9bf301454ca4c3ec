import { runQueuedExports } from '../core/exportJobs';
import { queueJobHandler } from '../lib/observability';

/** Woken by a queued export's stream record (every 5 minutes as backstop): writes the queued exports. */
export const handler = queueJobHandler('exportJobs', 'Exports', runQueuedExports);
