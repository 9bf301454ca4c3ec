import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  QueryCommand,
  type QueryCommandOutput,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  agentDepartmentKey,
  DEPARTMENT_AGENTS_PARTITION,
  departmentAgentIndex,
  departmentAgentPrefix,
} from './adminKeys';
import { db, tableName } from './client';
import { GSI3 } from './keys';
import type { TransactItem } from './query';

/** Agent-to-department mapping: one item per agent, listed per department through GSI3. */

export interface DepartmentAgentRecord {
  userId: string;
  departmentId: string;
  /** When the agent joined this department, and who mapped them. */
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

export const departmentAgentFromItem = ({ PK, SK, GSI3PK, GSI3SK, entity, ...rest }: Record<string, unknown>) =>
  rest as unknown as DepartmentAgentRecord;
const strip = departmentAgentFromItem;

/** Every mapping, or one department's, in department then user order. */
export async function listDepartmentAgents(departmentId?: string): Promise<DepartmentAgentRecord[]> {
  const mappings: DepartmentAgentRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI3,
        KeyConditionExpression: departmentId ? 'GSI3PK = :pk AND begins_with(GSI3SK, :prefix)' : 'GSI3PK = :pk',
        ExpressionAttributeValues: {
          ':pk': DEPARTMENT_AGENTS_PARTITION,
          ...(departmentId ? { ':prefix': departmentAgentPrefix(departmentId) } : {}),
        },
        ExclusiveStartKey: cursor,
      }),
    );
    mappings.push(...(answer.Items ?? []).map(strip));
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return mappings;
}

/** The mappings of these users (absent when a user is in no department). */
export async function getDepartmentAgents(userIds: string[]): Promise<Map<string, DepartmentAgentRecord>> {
  const found = new Map<string, DepartmentAgentRecord>();
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(start, start + 100).map(agentDepartmentKey);
    while (keys && keys.length > 0) {
      const answer: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
      );
      for (const item of answer.Responses?.[tableName()] ?? []) {
        const mapping = strip(item);
        found.set(mapping.userId, mapping);
      }
      keys = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
}

const MAX_TRANSACTION_ITEMS = 100;

/**
 * Writes mappings. Each agent has one mapping item, so writing it moves the agent out of any other
 * department. Up to 100 agents go in one transaction (all or none); larger selections are written
 * 100 at a time.
 */
export async function putDepartmentAgents(mappings: DepartmentAgentRecord[]): Promise<void> {
  for (let start = 0; start < mappings.length; start += MAX_TRANSACTION_ITEMS) {
    await db().send(
      new TransactWriteCommand({
        TransactItems: mappings.slice(start, start + MAX_TRANSACTION_ITEMS).map((mapping) => ({
          Put: {
            TableName: tableName(),
            Item: {
              ...agentDepartmentKey(mapping.userId),
              ...departmentAgentIndex(mapping.departmentId, mapping.userId),
              entity: 'departmentAgent',
              ...mapping,
            },
          },
        })),
      }),
    );
  }
}

/** Removing an agent's mapping, as part of another transaction (a user who is no longer an agent). */
export const departmentAgentDeleteItem = (userId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: agentDepartmentKey(userId) },
});
