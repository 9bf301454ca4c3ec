import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DeleteCommand,
  type DeleteCommandInput,
  GetCommand,
  PutCommand,
  type PutCommandInput,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { TTL_ATTRIBUTE } from './keys';

/**
 * The table plumbing every db module shares: paging, batch reads, key stripping and reading a
 * cancelled transaction. Modules say what they read; this file says how DynamoDB is walked.
 */

export type Item = Record<string, unknown>;

/** One action of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One all-or-nothing write of `items` (TransactWriteItems); a cancelled one throws (see cancellationCodes). */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/** A command's input without the table name (added here). */
export type OfTable<Input> = Omit<Input, 'TableName'>;

/** Runs a conditional write: true when it went through, false when its condition failed; other errors throw. */
export async function passesCondition(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (failedOnCondition(error)) return false;
    throw error;
  }
}

/** A conditional UpdateCommand, false when its condition fails. */
export const updateIf = (input: OfTable<UpdateCommandInput>): Promise<boolean> =>
  passesCondition(() => db().send(new UpdateCommand({ ...input, TableName: tableName() })));

/** A conditional UpdateCommand answering the item as written (ALL_NEW), undefined when its condition fails. */
export async function updatedIf(input: OfTable<Omit<UpdateCommandInput, 'ReturnValues'>>): Promise<Item | undefined> {
  try {
    const answer = await db().send(new UpdateCommand({ ...input, TableName: tableName(), ReturnValues: 'ALL_NEW' }));
    return answer.Attributes;
  } catch (error) {
    if (failedOnCondition(error)) return undefined;
    throw error;
  }
}

/** One item by its key, or undefined; `consistent` reads what the last write wrote. */
export async function getItem(key: Item, consistent = false): Promise<Item | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }));
  return answer.Item;
}

/** Writes (or replaces) one item. */
export async function putItem(item: Item): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** A conditional PutCommand, false when its condition fails. */
export const putIf = (input: OfTable<PutCommandInput>): Promise<boolean> =>
  passesCondition(() => db().send(new PutCommand({ ...input, TableName: tableName() })));

/** A conditional DeleteCommand, false when its condition fails. */
export const deleteIf = (input: OfTable<DeleteCommandInput>): Promise<boolean> =>
  passesCondition(() => db().send(new DeleteCommand({ ...input, TableName: tableName() })));

/** A query of this table, without the table name and the paging cursor (added here). */
export type TableQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** Every page of a query, followed until the results end or `enough` says stop. */
export async function* queryPages(query: TableQuery, enough: () => boolean = () => false) {
  let cursor: Item | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({ ...query, TableName: tableName(), ExclusiveStartKey: cursor }),
    );
    yield answer;
    cursor = answer.LastEvaluatedKey;
  } while (cursor && !enough());
}

/** Every item a query finds, across all its pages. */
export async function queryAll(query: TableQuery): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(query)) items.push(...(page.Items ?? []));
  return items;
}

/**
 * One page of a partition's items, newest first (highest sort key), with the exact total: a COUNT
 * query of the partition (keys only), then the items up to the page read in order. For small
 * partitions an admin pages through (the Mail Log, Mail Review).
 */
export async function newestFirstPage(
  partition: string,
  page: number,
  size: number,
): Promise<{ items: Item[]; totalItems: number }> {
  const ofPartition = { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } };
  let totalItems = 0;
  for await (const answer of queryPages({ ...ofPartition, Select: 'COUNT' })) totalItems += answer.Count ?? 0;
  const wanted = (page + 1) * size;
  const items: Item[] = [];
  for await (const answer of queryPages(
    { ...ofPartition, ScanIndexForward: false, Limit: wanted },
    () => items.length >= wanted,
  ))
    items.push(...(answer.Items ?? []));
  return { items: items.slice(page * size, wanted), totalItems };
}

/** The pages of one sort-key range of a partition (both ends inclusive). */
export function sortKeyRangePages(
  partition: string,
  from: string,
  to: string,
  extra: Partial<TableQuery> = {},
  enough: () => boolean = () => false,
) {
  return queryPages(
    {
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to },
      ...extra,
    },
    enough,
  );
}

const BATCH_GET_LIMIT = 100;
const BATCH_GET_ATTEMPTS = 8;

/**
 * Every item of `keys` that exists (in no particular order), 100 keys a call, sending unprocessed
 * keys again with a growing pause, as DynamoDB asks when a partition is busy.
 */
export async function batchGetAll(keys: Item[], projection?: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_LIMIT) {
    let pending: Item[] | undefined = keys.slice(start, start + BATCH_GET_LIMIT);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt === BATCH_GET_ATTEMPTS) throw new Error('A batch read was not completed: DynamoDB kept keys back');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const answer: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: { Keys: pending, ...(projection ? { ProjectionExpression: projection } : {}) },
          },
        }),
      );
      items.push(...(answer.Responses?.[tableName()] ?? []));
      pending = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return items;
}

const KEY_ATTRIBUTES = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'entity']);

/** A stored item as the record it holds: without table keys, index keys and the entity tag. */
export function stripKeys<T>(item: Item): T {
  const record: Item = {};
  for (const [name, value] of Object.entries(item)) if (!KEY_ATTRIBUTES.has(name)) record[name] = value;
  return record as T;
}

/**
 * The reason codes of a cancelled transaction (one per action, 'None' for those that would have
 * passed), or undefined when the error is not a cancelled transaction.
 */
export function cancellationCodes(error: unknown): string[] | undefined {
  const failure = error as { name?: string; CancellationReasons?: { Code?: string }[] } | undefined;
  if (failure?.name !== 'TransactionCanceledException') return undefined;
  return (failure.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/** Whether a write failed on its condition: a single write's check, or any action of a transaction. */
export function failedOnCondition(error: unknown): boolean {
  if ((error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException') return true;
  return cancellationCodes(error)?.includes('ConditionalCheckFailed') ?? false;
}

/**
 * Records written once and taken once (sign-in codes, OpenID Connect attempts), kept until
 * `expiresAt` (epoch seconds, also the item's TTL). `take` deletes on condition, so of two racing
 * callers only one gets the record; the other, like a caller after expiry, gets undefined.
 */
export function singleUseRecords<T extends { expiresAt: number }>(entity: string, keyOf: (id: string) => Item) {
  return {
    async put(id: string, record: T): Promise<void> {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keyOf(id), entity, ...record, [TTL_ATTRIBUTE]: record.expiresAt },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
    async take(id: string): Promise<T | undefined> {
      try {
        const answer = await db().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: keyOf(id),
            ConditionExpression: 'attribute_exists(PK)',
            ReturnValues: 'ALL_OLD',
          }),
        );
        return answer.Attributes ? stripKeys<T>(answer.Attributes) : undefined;
      } catch (error) {
        if (failedOnCondition(error)) return undefined;
        throw error;
      }
    },
  };
}
