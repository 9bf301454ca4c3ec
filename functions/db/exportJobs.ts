import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { EXPORT_QUEUE_PARTITION, exportJobKey, exportQueueKey, TTL_ATTRIBUTE } from './keys';
import { failedOnCondition, queryAll, stripKeys } from './query';

/**
 * Background exports: a job item the owner reads for progress, and a queue entry that wakes the
 * export job function (its INSERT is the stream record of queuedExportStreamFilter) and lets a
 * scheduled run find what is left. The job function claims a job with a lease, so a run that
 * stopped mid-way (a timeout) is taken again by the next run, up to MAX_EXPORT_ATTEMPTS.
 */

export type ExportJobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ExportJob {
  jobId: string;
  /** The user who started it: the only one who may read or download it. */
  ownerId: string;
  fileName: string;
  /** The export's parsed filters, with the created range fixed when it was started. */
  filters: Record<string, unknown>;
  status: ExportJobStatus;
  rowsDone: number;
  /** Known once the matching rows are found. */
  rowsTotal: number | null;
  /** Where the file is in the bucket, once written. */
  fileKey: string | null;
  message: string | null;
  createdAt: string;
  updatedAt: string;
  attempts: number;
  /** While running: until when (epoch ms) the run that claimed it holds it. */
  leaseUntil?: number;
  /** Epoch seconds: the item's TTL. */
  expiresAt: number;
}

export const MAX_EXPORT_ATTEMPTS = 2;

/** Writes a queued job and its queue entry together. */
export async function queueExportJob(job: ExportJob): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...exportJobKey(job.jobId), entity: 'exportJob', ...job } } },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...exportQueueKey(job.createdAt, job.jobId),
              entity: 'exportQueue',
              jobId: job.jobId,
              [TTL_ATTRIBUTE]: job.expiresAt,
            },
          },
        },
      ],
    }),
  );
}

export async function readExportJob(jobId: string): Promise<ExportJob | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: exportJobKey(jobId), ConsistentRead: true }),
  );
  return Item ? stripKeys<ExportJob>(Item) : undefined;
}

/** The queued (or held) jobs, oldest first. */
export async function queuedExportJobIds(): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': EXPORT_QUEUE_PARTITION },
    ConsistentRead: true,
  });
  return items.map((item) => String(item.jobId));
}

/**
 * Takes a queued job, or a running one whose lease has ended, for one run: status running, one
 * more attempt, a new lease. Answers the claimed job, or undefined when another run holds it.
 */
export async function claimExportJob(jobId: string, leaseUntil: number, now: Date): Promise<ExportJob | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: exportJobKey(jobId),
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
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? stripKeys<ExportJob>(Attributes) : undefined;
  } catch (error) {
    if (failedOnCondition(error)) return undefined;
    throw error;
  }
}

/** How far a running job is, and a longer lease for the run that holds it. */
export async function recordExportProgress(
  jobId: string,
  progress: { rowsDone: number; rowsTotal: number; leaseUntil: number },
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: exportJobKey(jobId),
      UpdateExpression: 'SET rowsDone = :done, rowsTotal = :total, leaseUntil = :lease, updatedAt = :at',
      ExpressionAttributeValues: {
        ':done': progress.rowsDone,
        ':total': progress.rowsTotal,
        ':lease': progress.leaseUntil,
        ':at': new Date().toISOString(),
      },
    }),
  );
}

/** Ends a job (its file written, or failed for good) and takes it off the queue, at once. */
export async function endExportJob(
  job: Pick<ExportJob, 'jobId' | 'createdAt'>,
  end: { status: 'done'; fileKey: string; rowsDone: number } | { status: 'failed'; message: string },
): Promise<void> {
  const fields =
    end.status === 'done'
      ? { ':status': 'done', ':fileKey': end.fileKey, ':message': null, ':done': end.rowsDone }
      : { ':status': 'failed', ':fileKey': null, ':message': end.message };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: exportJobKey(job.jobId),
            UpdateExpression: `SET #status = :status, fileKey = :fileKey, message = :message, updatedAt = :at${
              end.status === 'done' ? ', rowsDone = :done' : ''
            } REMOVE leaseUntil`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ...fields, ':at': new Date().toISOString() },
          },
        },
        { Delete: { TableName: tableName(), Key: exportQueueKey(job.createdAt, job.jobId) } },
      ],
    }),
  );
}
