import { saveSignInSettings } from '@shared/contract/singleSignOn';
import { saveSignInSettingsFor } from '../../core/singleSignOn';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveSignInSettings, ({ input }) => saveSignInSettingsFor(input));
