import { getUsersByBranch } from '@shared/contract/users';
import { usersOfBranch } from '../../core/agentDesk';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getUsersByBranch, ({ input }) => usersOfBranch(input.assigneeBranchName));
