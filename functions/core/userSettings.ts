import type { UserSetting } from '../../shared/contract/reference';
import { deleteSettings, listSettings, putSettings } from '../db/userSettings';
import type { Caller } from '../lib/auth';
import { badRequest } from '../lib/errors';

/** Saved list filters: always the caller's own, whatever user id a body names. */

export const getSettings = async (caller: Caller, settingType: UserSetting['settingType']) => ({
  data: await listSettings(caller.userId, settingType),
});

export async function saveSettings(caller: Caller, settings: Omit<UserSetting, 'userId'>[]) {
  if (settings.length === 0) throw badRequest('Nothing to save.');
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
