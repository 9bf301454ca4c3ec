import { getTeamsByDepartment } from '@shared/contract/teams';
import { teamsByDepartment } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTeamsByDepartment, ({ input }) => teamsByDepartment(input.departmentIds));
