import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { UserSetting } from '../../shared/contract/reference';
import { db, tableName } from './client';
import { settingKey, settingPrefix } from './keys';

export async function listSettings(userId: string, settingType: string): Promise<UserSetting[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': settingPrefix(settingType) },
    }),
  );
  return (answer.Items ?? []).map(({ PK, SK, entity, ...setting }) => setting as UserSetting);
}

async function batchWrite(requests: Record<string, unknown>[]) {
  for (let start = 0; start < requests.length; start += 25) {
    let pending: Record<string, unknown>[] | undefined = requests.slice(start, start + 25);
    while (pending && pending.length > 0) {
      const answer = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = answer.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
    }
  }
}

export async function putSettings(userId: string, settings: UserSetting[]) {
  await batchWrite(
    settings.map((setting) => ({
      PutRequest: {
        Item: { ...settingKey(userId, setting.settingType, setting.settingName), entity: 'setting', ...setting },
      },
    })),
  );
}

export async function deleteSettings(userId: string, settingType: string) {
  const existing = await listSettings(userId, settingType);
  await batchWrite(
    existing.map((setting) => ({
      DeleteRequest: { Key: settingKey(userId, setting.settingType, setting.settingName) },
    })),
  );
}
