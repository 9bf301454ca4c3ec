import { deleteUserSettings } from '@shared/contract/reference';
import { clearSettings } from '../../core/userSettings';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(deleteUserSettings, ({ caller, input }) => clearSettings(caller, input.settingType));
