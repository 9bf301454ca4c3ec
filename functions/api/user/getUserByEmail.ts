import { getUserByEmail } from '@shared/contract/users';
import { userByEmail } from '../../core/users';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getUserByEmail, ({ caller, input }) => userByEmail(caller, input.email));
