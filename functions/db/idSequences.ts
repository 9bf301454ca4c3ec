import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { counterKey } from './keys';
import { getItem, updateIf } from './query';

/**
 * The id sequences: users, teams, ticket numbers and each escalation matrix's rows. Each is one
 * atomic counter item (keys.counterKey); values are handed out once and never reused.
 */
export type Sequence = 'USER' | 'TEAM' | 'TICKET' | `MATRIX_${string}`;

export const matrixSequence = (kind: string): Sequence => `MATRIX_${kind}`;

/** Reserves `count` consecutive values in one write; answers the first. */
export async function reserveIds(sequence: Sequence, count = 1): Promise<number> {
  const answer = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counterKey(sequence),
      UpdateExpression: 'ADD #value :count',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.value) - count + 1;
}

/** The next id of a sequence, as the text ids are kept in. */
export const nextId = async (sequence: Sequence): Promise<string> => String(await reserveIds(sequence));

/** The last value handed out (0 before the first). */
export async function lastId(sequence: Sequence): Promise<number> {
  const item = await getItem(counterKey(sequence));
  return Number(item?.value ?? 0);
}

/** Moves a sequence up to at least `value` (seeded ids must never be handed out again). */
export async function raiseSequenceTo(sequence: Sequence, value: number): Promise<void> {
  // A sequence already at or past `value` stays where it is (the condition fails, nothing to do).
  await updateIf({
    Key: counterKey(sequence),
    UpdateExpression: 'SET #value = :value',
    ConditionExpression: 'attribute_not_exists(#value) OR #value < :value',
    ExpressionAttributeNames: { '#value': 'value' },
    ExpressionAttributeValues: { ':value': value },
  });
}
