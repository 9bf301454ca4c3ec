import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

export type WriteRequest =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/** Plain puts and deletes, 25 a call, until DynamoDB has taken every one (unprocessed ones are sent again). */
export async function batchWrite(requests: WriteRequest[]): Promise<void> {
  for (let start = 0; start < requests.length; start += 25) {
    let pending: Record<string, unknown>[] | undefined = requests.slice(start, start + 25);
    while (pending && pending.length > 0) {
      const answer = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = answer.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
    }
  }
}
