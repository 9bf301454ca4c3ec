import { saveDeptMapping } from '@shared/contract/reference';
import { saveDepartmentMapping } from '../../core/departmentAgents';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveDeptMapping, ({ caller, input }) => saveDepartmentMapping(caller, input));
