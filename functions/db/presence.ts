import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { presenceKey, presencePartition, TTL_ATTRIBUTE } from './keys';
import { putItem } from './query';

/**
 * Agents present on a ticket (issue 17's collision notice): one small item per agent and ticket,
 * rewritten on every poll with a TTL a few polls ahead. An item past its time is ignored even
 * before DynamoDB's lazy TTL removes it, so a closed tab stops counting within that time.
 */

export interface PresenceRecord {
  ticketId: string;
  userId: string;
  fullName: string;
  typing: boolean;
  /** When the agent last polled (ISO). */
  seenAt: string;
  /** Epoch seconds after which the record no longer counts (the TTL attribute). */
  expiresAt: number;
}

export async function putPresence(record: PresenceRecord): Promise<void> {
  await putItem({
    ...presenceKey(record.ticketId, record.userId),
    entity: 'presence',
    userId: record.userId,
    fullName: record.fullName,
    typing: record.typing,
    seenAt: record.seenAt,
    [TTL_ATTRIBUTE]: record.expiresAt,
  });
}

/** The agent left the ticket's page: their entry goes at once (no condition: gone already is fine). */
export async function removePresence(ticketId: string, userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: presenceKey(ticketId, userId) }));
}

/** Everyone whose presence on the ticket has not expired at `nowSeconds`. */
export async function presentOn(ticketId: string, nowSeconds: number): Promise<PresenceRecord[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': presencePartition(ticketId) },
    }),
  );
  return (answer.Items ?? [])
    .map((item) => ({
      ticketId,
      userId: String(item.userId),
      fullName: String(item.fullName ?? ''),
      typing: item.typing === true,
      seenAt: String(item.seenAt ?? ''),
      expiresAt: Number(item[TTL_ATTRIBUTE] ?? 0),
    }))
    .filter((record) => record.expiresAt > nowSeconds);
}
