import { getAllUsersWithPagination } from '@shared/contract/users';
import { usersPage } from '../../core/userAdmin';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getAllUsersWithPagination, ({ input }) => usersPage(input));
