import { login as loginEndpoint } from '@shared/contract/users';
import { login } from '../../core/session';
import { apiHandler, clientAddress, withCookies } from '../../lib/preset';

export const handler = apiHandler(loginEndpoint, async ({ input, event }) =>
  withCookies(await login(input.email, input.password, clientAddress(event))),
);
