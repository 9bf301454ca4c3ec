import { findByParam } from '@shared/contract/users';
import { usersByEmailPrefix } from '../../core/users';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(findByParam, ({ input }) => usersByEmailPrefix(input.email));
