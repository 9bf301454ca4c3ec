import { runQueuedUserImports } from '../core/userImport';
import { queueJobHandler } from '../lib/observability';

/** Woken by a queued user import's stream record (every 5 minutes as backstop): runs the queued imports. */
export const handler = queueJobHandler('importJobs', 'Imports', runQueuedUserImports);
