import { OIDC_STATE_COOKIE, oidcCallback } from '@shared/contract/singleSignOn';
import { finishSignOn } from '../../core/singleSignOn';
import { apiHandler, redirectTo, requestCookie, withCookies } from '../../lib/preset';

export const handler = apiHandler(oidcCallback, async ({ input, event }) => {
  const { location, cookies } = await finishSignOn({
    query: input,
    bindingCookie: requestCookie(event, OIDC_STATE_COOKIE),
  });
  return withCookies({ answer: redirectTo(location), cookies });
});
