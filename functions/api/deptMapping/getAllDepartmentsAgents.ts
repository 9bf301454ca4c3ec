import { getAllDepartmentsAgents } from '@shared/contract/reference';
import { allDepartmentsAgents } from '../../core/departmentAgents';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getAllDepartmentsAgents, () => allDepartmentsAgents());
