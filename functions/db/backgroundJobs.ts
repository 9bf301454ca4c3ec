import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import {
  type BackgroundJobKind,
  backgroundJobKey,
  backgroundQueueKey,
  backgroundQueuePartition,
  TTL_ATTRIBUTE,
} from './keys';
import { getItem, queryAll, stripKeys, transactWrite, updatedIf } from './query';

/**
 * Background jobs (All Tickets exports, user imports): a job item the owner reads for progress, and
 * a queue entry that wakes the kind's job function (its INSERT is the stream record of the kind's
 * queued…StreamFilter) and lets a scheduled run find what is left. The job function claims a job
 * with a lease, so a run that stopped mid-way (a timeout) is taken again by the next run.
 */

export type BackgroundJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** What every kind of job holds; each kind adds its own input and result fields. */
export interface BackgroundJob {
  jobId: string;
  /** The user who started it: the only one who may read it. */
  ownerId: string;
  status: BackgroundJobStatus;
  rowsDone: number;
  /** Known once the job knows its rows. */
  rowsTotal: number | null;
  message: string | null;
  createdAt: string;
  updatedAt: string;
  attempts: number;
  /** While running: until when (epoch ms) the run that claimed it holds it. */
  leaseUntil?: number;
  /** Epoch seconds: the item's TTL. */
  expiresAt: number;
}

/** A new job's common fields: queued, nothing done yet, kept `keptSeconds` from `now`. */
export function newBackgroundJob(ownerId: string, keptSeconds: number, now: Date): BackgroundJob {
  return {
    jobId: randomUUID(),
    ownerId,
    status: 'queued',
    rowsDone: 0,
    rowsTotal: null,
    message: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    attempts: 0,
    expiresAt: Math.floor(now.getTime() / 1000) + keptSeconds,
  };
}

/** What the owner reads of any kind of job while it runs (each kind adds its result). */
export const jobProgress = ({ jobId, status, rowsDone, rowsTotal, message }: BackgroundJob) => ({
  jobId,
  status,
  rowsDone,
  rowsTotal,
  message,
});

export interface BackgroundJobStore<Job extends BackgroundJob> {
  /** Writes a queued job and its queue entry together. */
  queue(job: Job): Promise<void>;
  read(jobId: string): Promise<Job | undefined>;
  /** The queued (or held) jobs, oldest first. */
  queuedIds(): Promise<string[]>;
  /**
   * Takes a queued job, or a running one whose lease has ended, for one run: status running, one
   * more attempt, a new lease, rows done back to 0. Answers the claimed job, or undefined when
   * another run holds it.
   */
  claim(jobId: string, leaseUntil: number, now: Date): Promise<Job | undefined>;
  /** How far a running job is, and a longer lease for the run that holds it. */
  recordProgress(jobId: string, progress: { rowsDone: number; rowsTotal: number; leaseUntil: number }): Promise<void>;
  /** Ends a job with its result fields (or failed with a message) and takes it off the queue, at once. */
  end(
    job: Pick<Job, 'jobId' | 'createdAt'>,
    end: { status: 'done'; rowsDone: number; result: Partial<Job> } | { status: 'failed'; message: string },
  ): Promise<void>;
}

export function backgroundJobStore<Job extends BackgroundJob>(
  kind: BackgroundJobKind,
  /** The result fields a failed job clears (set to null), e.g. an export's file key. */
  resultFields: readonly (keyof Job & string)[] = [],
): BackgroundJobStore<Job> {
  const jobKey = (jobId: string) => backgroundJobKey(kind, jobId);
  const entity = `${kind.toLowerCase()}Job`;
  return {
    async queue(job) {
      await transactWrite([
        { Put: { TableName: tableName(), Item: { ...jobKey(job.jobId), entity, ...job } } },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...backgroundQueueKey(kind, job.createdAt, job.jobId),
              entity: `${kind.toLowerCase()}Queue`,
              jobId: job.jobId,
              [TTL_ATTRIBUTE]: job.expiresAt,
            },
          },
        },
      ]);
    },

    async read(jobId) {
      const item = await getItem(jobKey(jobId), true);
      return item ? stripKeys<Job>(item) : undefined;
    },

    async queuedIds() {
      const items = await queryAll({
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': backgroundQueuePartition(kind) },
        ConsistentRead: true,
      });
      return items.map((item) => String(item.jobId));
    },

    async claim(jobId, leaseUntil, now) {
      const claimed = await updatedIf({
        Key: jobKey(jobId),
        UpdateExpression:
          'SET #status = :running, leaseUntil = :lease, updatedAt = :at, attempts = attempts + :one, rowsDone = :zero',
        ConditionExpression: '#status = :queued OR (#status = :running AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':running': 'running',
          ':queued': 'queued',
          ':lease': leaseUntil,
          ':at': now.toISOString(),
          ':one': 1,
          ':zero': 0,
          ':now': now.getTime(),
        },
      });
      return claimed ? stripKeys<Job>(claimed) : undefined;
    },

    async recordProgress(jobId, progress) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: jobKey(jobId),
          UpdateExpression: 'SET rowsDone = :done, rowsTotal = :total, leaseUntil = :lease, updatedAt = :at',
          ExpressionAttributeValues: {
            ':done': progress.rowsDone,
            ':total': progress.rowsTotal,
            ':lease': progress.leaseUntil,
            ':at': new Date().toISOString(),
          },
        }),
      );
    },

    async end(job, end) {
      const fields: Record<string, unknown> =
        end.status === 'done'
          ? { ...end.result, message: null, rowsDone: end.rowsDone }
          : { ...Object.fromEntries(resultFields.map((field) => [field, null])), message: end.message };
      const names = Object.keys(fields);
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: jobKey(job.jobId),
            UpdateExpression: `SET #status = :status, updatedAt = :at, ${names
              .map((_, at) => `#f${at} = :f${at}`)
              .join(', ')} REMOVE leaseUntil`,
            ExpressionAttributeNames: {
              '#status': 'status',
              ...Object.fromEntries(names.map((name, at) => [`#f${at}`, name])),
            },
            ExpressionAttributeValues: {
              ':status': end.status,
              ':at': new Date().toISOString(),
              ...Object.fromEntries(names.map((name, at) => [`:f${at}`, fields[name]])),
            },
          },
        },
        { Delete: { TableName: tableName(), Key: backgroundQueueKey(kind, job.createdAt, job.jobId) } },
      ]);
    },
  };
}
