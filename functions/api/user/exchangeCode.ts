import { exchangeCode } from '@shared/contract/users';
import { exchangeSignInCode } from '../../core/session';
import { apiHandler, withCookies } from '../../lib/preset';

export const handler = apiHandler(exchangeCode, async ({ input }) => withCookies(await exchangeSignInCode(input.code)));
