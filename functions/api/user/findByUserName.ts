import { findByUserName } from '@shared/contract/users';
import { usersByName } from '../../core/agentDesk';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(findByUserName, ({ input }) => usersByName(input.fullName));
