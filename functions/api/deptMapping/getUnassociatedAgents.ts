import { getUnassociatedAgents } from '@shared/contract/reference';
import { unassociatedAgents } from '../../core/departmentAgents';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getUnassociatedAgents, ({ input }) => unassociatedAgents(input));
