import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';

/**
 * The local stand-in for a Lambda event source mapping on the table's stream: it reads DynamoDB
 * Local's stream and runs a job when a record matches the job's filter pattern (the same pattern
 * object the CDK mapping deploys, e.g. `queuedMailStreamFilter` for the mail job). Runs of one job
 * never overlap (reserved concurrency 1 in AWS): records that arrive during a run cause one more
 * run after it. Used by `npm start` only; the integration tier runs jobs explicitly.
 */

export interface TableTrigger {
  job: string;
  pattern: Readonly<Record<string, unknown>>;
}

export interface TableTriggerOptions {
  dynamodbEndpoint: string;
  tableName: string;
  triggers: readonly TableTrigger[];
  runJob: (name: string) => Promise<unknown>;
  /** How often the stream is read (AWS polls about 4 times a second). */
  pollMs?: number;
  log?: (line: string) => void;
}

/**
 * Lambda event filtering, for the rules our patterns use: an array lists the accepted values
 * (exact match), an object matches field by field. A field the record lacks never matches.
 */
export function matchesFilterPattern(pattern: unknown, value: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.some((accepted) => accepted === value);
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object') return false;
    return Object.entries(pattern).every(([name, inner]) =>
      matchesFilterPattern(inner, (value as Record<string, unknown>)[name]),
    );
  }
  return pattern === value;
}

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export async function startTableTriggers(options: TableTriggerOptions): Promise<{ stop(): Promise<void> }> {
  const log = options.log ?? (() => undefined);
  const pollMs = options.pollMs ?? 500;
  const region = 'us-east-1';
  const tables = new DynamoDBClient({ region, endpoint: options.dynamodbEndpoint, credentials: localCredentials });
  const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
  tables.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream: the mail job would wait for its schedule`);
  const streams = new DynamoDBStreamsClient({
    region,
    endpoint: options.dynamodbEndpoint,
    credentials: localCredentials,
  });

  /** Open shards and where we read them from; shards seen at start are read from their end. */
  const iterators = new Map<string, string>();
  const seen = new Set<string>();
  let started = false;

  async function discoverShards() {
    let after: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: after }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        const shardId = shard.ShardId;
        if (!shardId || seen.has(shardId)) continue;
        seen.add(shardId);
        const closed = Boolean(shard.SequenceNumberRange?.EndingSequenceNumber);
        if (!started && closed) continue;
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shardId,
            ShardIteratorType: started ? 'TRIM_HORIZON' : 'LATEST',
          }),
        );
        if (ShardIterator) iterators.set(shardId, ShardIterator);
      }
      after = StreamDescription?.LastEvaluatedShardId;
    } while (after);
    started = true;
  }

  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  function trigger(job: string) {
    if (running.has(job)) {
      again.add(job);
      return;
    }
    const run = (async () => {
      do {
        again.delete(job);
        try {
          await options.runJob(job);
        } catch (error) {
          log(`Job ${job} (table trigger) failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again.has(job));
      running.delete(job);
    })();
    running.set(job, run);
  }

  const matchingJobs = (record: StreamRecord) =>
    options.triggers.filter((entry) => matchesFilterPattern(entry.pattern, record)).map((entry) => entry.job);

  async function pollOnce() {
    let shardClosed = false;
    for (const [shardId, iterator] of [...iterators]) {
      try {
        const answer = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
        for (const job of new Set((answer.Records ?? []).flatMap(matchingJobs))) trigger(job);
        if (answer.NextShardIterator) iterators.set(shardId, answer.NextShardIterator);
        else {
          iterators.delete(shardId);
          shardClosed = true;
        }
      } catch (error) {
        // An expired or trimmed iterator: read that shard again from its end.
        log(`Table stream read failed (${shardId}): ${error instanceof Error ? error.message : String(error)}`);
        iterators.delete(shardId);
        seen.delete(shardId);
        shardClosed = true;
      }
    }
    if (shardClosed || iterators.size === 0) await discoverShards();
  }

  await discoverShards();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(() => {
      polling = pollOnce()
        .catch((error) => log(`Table stream poll failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, pollMs);
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await polling;
      await Promise.all(running.values());
      streams.destroy();
    },
  };
}
