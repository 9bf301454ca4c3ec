import { REFRESH_COOKIE, refreshToken } from '@shared/contract/users';
import { refreshSession } from '../../core/session';
import { apiHandler, requestCookie, withCookies } from '../../lib/preset';

export const handler = apiHandler(refreshToken, async ({ event }) =>
  withCookies(await refreshSession(requestCookie(event, REFRESH_COOKIE))),
);
