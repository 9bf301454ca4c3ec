import { getDepartmentsWithPagination } from '@shared/contract/reference';
import { departmentsPage } from '../../core/catalogueLists';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getDepartmentsWithPagination, ({ input }) => departmentsPage(input));
