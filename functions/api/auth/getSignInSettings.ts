import { getSignInSettings } from '@shared/contract/singleSignOn';
import { signInSettingsView } from '../../core/singleSignOn';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getSignInSettings, () => signInSettingsView());
