import { tableName } from './client';
import {
  agentDepartmentKey,
  DEPARTMENT_AGENTS_PARTITION,
  departmentAgentIndex,
  departmentAgentPrefix,
  GSI3,
} from './keys';
import { batchGetAll, queryAll, stripKeys, type TransactItem, transactWrite } from './query';
import { revokeUserSessionsItem } from './sessionEpochs';

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

export const departmentAgentFromItem = (item: Record<string, unknown>) => stripKeys<DepartmentAgentRecord>(item);
const strip = departmentAgentFromItem;

/** Every mapping, or one department's, in department then user order. */
export async function listDepartmentAgents(departmentId?: string): Promise<DepartmentAgentRecord[]> {
  const items = await queryAll({
    IndexName: GSI3,
    KeyConditionExpression: departmentId ? 'GSI3PK = :pk AND begins_with(GSI3SK, :prefix)' : 'GSI3PK = :pk',
    ExpressionAttributeValues: {
      ':pk': DEPARTMENT_AGENTS_PARTITION,
      ...(departmentId ? { ':prefix': departmentAgentPrefix(departmentId) } : {}),
    },
  });
  return items.map(strip);
}

/** The mappings of these users (absent when a user is in no department). */
export async function getDepartmentAgents(userIds: string[]): Promise<Map<string, DepartmentAgentRecord>> {
  const items = await batchGetAll([...new Set(userIds)].map(agentDepartmentKey));
  return new Map(items.map(strip).map((mapping) => [mapping.userId, mapping]));
}

/** Agents per transaction: each takes two actions (the mapping, and ending their sessions when moved). */
const AGENTS_PER_TRANSACTION = 50;

/**
 * Writes mappings. Each agent has one mapping item, so writing it moves the agent out of any other
 * department. An agent in `moved` has their sessions ended in the same transaction (a session
 * carries the department it was signed in with). Up to 50 agents go in one transaction (all or
 * none); larger selections are written 50 at a time.
 */
export async function putDepartmentAgents(mappings: DepartmentAgentRecord[], moved: Set<string>): Promise<void> {
  for (let start = 0; start < mappings.length; start += AGENTS_PER_TRANSACTION) {
    await transactWrite(
      mappings.slice(start, start + AGENTS_PER_TRANSACTION).flatMap((mapping) => [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...agentDepartmentKey(mapping.userId),
              ...departmentAgentIndex(mapping.departmentId, mapping.userId),
              entity: 'departmentAgent',
              ...mapping,
            },
          },
        },
        ...(moved.has(mapping.userId) ? [revokeUserSessionsItem(mapping.userId)] : []),
      ]),
    );
  }
}

/** Removing an agent's mapping, as part of another transaction (a user who is no longer an agent). */
export const departmentAgentDeleteItem = (userId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: agentDepartmentKey(userId) },
});
