import {
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** Generic table plumbing shared by the entity files (kept out of them so they never import each other for it). */

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The pages of one sort-key range of a partition, followed until `enough` says stop or the range
 * ends; `extra` adds read options (direction, a limit, a count instead of items).
 */
export async function* sortKeyRangePages(
  partition: string,
  from: string,
  to: string,
  extra: Partial<QueryCommandInput> = {},
  enough: () => boolean = () => false,
): AsyncGenerator<QueryCommandOutput> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to },
        ...extra,
        ExclusiveStartKey: cursor,
      }),
    );
    yield answer;
    cursor = answer.LastEvaluatedKey;
  } while (cursor && !enough());
}
