import { type BackgroundJobKind, backgroundQueuePartition, outboxPartition } from './keys';

/**
 * The table's stream records that wake a job, named here so that infra and the local stream
 * reader take them without knowing the keys they match.
 */

/**
 * The table stream records that wake the mail job: a mail newly put in the pending partition
 * (queued, or put back by Retry). A Lambda event filter pattern (exact matches only), so the same
 * object is the event source mapping's filter in AWS and the local stream reader's test; the
 * stream may be KEYS_ONLY, as the job re-reads the partition.
 */
export const queuedMailStreamFilter = {
  eventName: ['INSERT'],
  dynamodb: { Keys: { PK: { S: [outboxPartition('pending')] } } },
} as const;

/** The stream records that wake a kind's job function: a newly queued job (as queuedMailStreamFilter). */
const queuedJobStreamFilter = (kind: BackgroundJobKind) =>
  ({ eventName: ['INSERT'], dynamodb: { Keys: { PK: { S: [backgroundQueuePartition(kind)] } } } }) as const;
export const queuedExportStreamFilter = queuedJobStreamFilter('EXPORT');
export const queuedImportStreamFilter = queuedJobStreamFilter('IMPORT');
