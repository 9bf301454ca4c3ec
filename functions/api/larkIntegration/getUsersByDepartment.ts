import { getUsersByDepartmentForLark } from '@shared/contract/reference';
import { usersOfDepartment } from '../../core/departmentAgents';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getUsersByDepartmentForLark, ({ input }) => usersOfDepartment(input.departmentId));
