import { getDepartmentsWithPagination } from '../../../shared/contract/reference';
import { departmentsPage } from '../../core/departmentAgents';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getDepartmentsWithPagination, ({ input }) => departmentsPage(input));
