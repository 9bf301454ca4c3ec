import { createSignInCode as createSignInCodeEndpoint } from '@shared/contract/users';
import { createSignInCode } from '../../core/session';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(createSignInCodeEndpoint, ({ caller }) => createSignInCode(caller));
