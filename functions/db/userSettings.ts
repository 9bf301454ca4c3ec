import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { UserSetting } from '../../shared/contract/reference';
import { batchWrite } from './batch';
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
