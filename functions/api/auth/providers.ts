import { listSignInProviders } from '@shared/contract/singleSignOn';
import { signInProviders } from '../../core/singleSignOn';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(listSignInProviders, () => signInProviders());
