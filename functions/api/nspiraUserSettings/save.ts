import { saveUserSettings } from '@shared/contract/reference';
import { saveSettings } from '../../core/userSettings';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveUserSettings, ({ caller, input }) => saveSettings(caller, input));
