import { logout as logoutEndpoint, REFRESH_COOKIE } from '@shared/contract/users';
import { logout } from '../../core/session';
import { apiHandler, bearerToken, requestCookie, withCookies } from '../../lib/preset';

export const handler = apiHandler(logoutEndpoint, async ({ event }) =>
  withCookies(await logout(bearerToken(event), requestCookie(event, REFRESH_COOKIE))),
);
