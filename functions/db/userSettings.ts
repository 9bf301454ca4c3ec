import type { UserSetting } from '../../shared/contract/reference';
import { batchWrite } from './batch';
import { settingKey, settingPrefix } from './keys';
import { queryPages, stripKeys } from './query';

/** Every page of one list's settings (a list holds at most 50 of at most 16 KB: one or two pages). */
async function* settingPages(userId: string, settingType: string, keysOnly = false) {
  const pages = queryPages({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': settingKey(userId, settingType, '').PK, ':prefix': settingPrefix(settingType) },
    ...(keysOnly ? { ProjectionExpression: 'PK, SK, settingName' } : {}),
  });
  for await (const page of pages) yield page.Items ?? [];
}

export async function listSettings(userId: string, settingType: string): Promise<UserSetting[]> {
  const settings: UserSetting[] = [];
  for await (const items of settingPages(userId, settingType)) {
    settings.push(...items.map((item) => stripKeys<UserSetting>(item)));
  }
  return settings;
}

/** The names of one list's saved settings (keys only). */
export async function settingNames(userId: string, settingType: string): Promise<string[]> {
  const names: string[] = [];
  for await (const items of settingPages(userId, settingType, true))
    names.push(...items.map((item) => item.settingName));
  return names;
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

/** Clear Filter: every saved setting of one list, however many pages they take. */
export async function deleteSettings(userId: string, settingType: string) {
  const keys: Record<string, unknown>[] = [];
  for await (const items of settingPages(userId, settingType, true)) {
    keys.push(...items.map((item) => ({ PK: item.PK, SK: item.SK })));
  }
  await batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
}
