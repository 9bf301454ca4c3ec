import { getUserSettings } from '@shared/contract/reference';
import { getSettings } from '../../core/userSettings';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getUserSettings, ({ caller, input }) =>
  getSettings(caller, input.settingType, input),
);
