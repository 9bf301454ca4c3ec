import { login as loginEndpoint } from '../../../shared/contract/users';
import { login } from '../../core/session';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(loginEndpoint, ({ input }) => login(input.email, input.password));
