import { INPUT_LIMITS } from '../../shared/contract/common';
import type { UserSetting } from '../../shared/contract/reference';
import { deleteSettings, listSettings, putSettings, settingNames } from '../db/userSettings';
import type { Caller } from '../lib/auth';
import { badRequest } from '../lib/errors';

/** Saved list filters: always the caller's own, whatever user id a body names. */

export const SETTINGS_LIMIT_MESSAGE = `A list keeps at most ${INPUT_LIMITS.settingsPerList} saved filters: clear its filters first.`;

export async function getSettings(
  caller: Caller,
  settingType: UserSetting['settingType'],
  paging: { page: number; size: number },
) {
  const all = (await listSettings(caller.userId, settingType)).sort((a, b) =>
    a.settingName.localeCompare(b.settingName),
  );
  const start = paging.page * paging.size;
  return { data: all.slice(start, start + paging.size), currentPage: paging.page, totalItems: all.length };
}

export async function saveSettings(caller: Caller, settings: Omit<UserSetting, 'userId'>[]) {
  if (settings.length === 0) throw badRequest('Nothing to save.');
  for (const settingType of new Set(settings.map((setting) => setting.settingType))) {
    const names = new Set(await settingNames(caller.userId, settingType));
    for (const setting of settings) if (setting.settingType === settingType) names.add(setting.settingName);
    if (names.size > INPUT_LIMITS.settingsPerList) throw badRequest(SETTINGS_LIMIT_MESSAGE);
  }
  await putSettings(
    caller.userId,
    settings.map((setting) => ({ ...setting, userId: caller.userId })),
  );
  return { success: true, message: 'Settings saved' };
}

export async function clearSettings(caller: Caller, settingType: UserSetting['settingType']) {
  await deleteSettings(caller.userId, settingType);
  return { success: true, message: 'Filters cleared succesfully' };
}
