import { oidcStart } from '@shared/contract/singleSignOn';
import { startSignOn } from '../../core/singleSignOn';
import { apiHandler, redirectTo, withCookies } from '../../lib/preset';

export const handler = apiHandler(oidcStart, async ({ input }) => {
  const { location, cookies } = await startSignOn(input.provider);
  return withCookies({ answer: redirectTo(location), cookies });
});
