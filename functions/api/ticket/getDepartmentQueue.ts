import { getDepartmentQueue } from '@shared/contract/tickets';
import { departmentQueue } from '../../core/departmentQueue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getDepartmentQueue, ({ caller, input }) => departmentQueue(caller, input));
