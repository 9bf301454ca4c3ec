import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamicFormFieldDefinition } from '../../shared/contract/tickets';
import { db, tableName } from './client';
import { departmentKey, helpTopicKey, REFERENCE_PARTITION, referencePrefix, ticketSourceKey } from './keys';

/** Departments, help topics and ticket sources: small lists kept in one partition. */

export interface DepartmentRecord {
  id: string;
  departmentName: string;
}

export interface HelpTopicRecord {
  id: string;
  helpTopicName: string;
  departmentId: string;
  sla: string;
  module: string;
  dynamicFormDetails: { fields: DynamicFormFieldDefinition[] };
  subCategories: string[];
}

export interface TicketSourceRecord {
  id: string;
  sourceName: string;
  isDefault: boolean;
}

async function listByPrefix<T>(prefix: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': REFERENCE_PARTITION, ':prefix': prefix },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const { PK, SK, entity, ...rest } of answer.Items ?? []) items.push(rest as T);
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return items;
}

export const listDepartments = () => listByPrefix<DepartmentRecord>(referencePrefix.department);
export const listHelpTopics = () => listByPrefix<HelpTopicRecord>(referencePrefix.helpTopic);
export const listTicketSources = () => listByPrefix<TicketSourceRecord>(referencePrefix.ticketSource);

export async function putDepartment(department: DepartmentRecord) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...departmentKey(department.id), entity: 'department', ...department },
    }),
  );
}

export async function putHelpTopic(helpTopic: HelpTopicRecord) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...helpTopicKey(helpTopic.id), entity: 'helpTopic', ...helpTopic },
    }),
  );
}

export async function putTicketSource(source: TicketSourceRecord) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...ticketSourceKey(source.id), entity: 'ticketSource', ...source },
    }),
  );
}
