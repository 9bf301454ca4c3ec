import { getAssociatedAgents } from '@shared/contract/reference';
import { associatedAgents } from '../../core/departmentAgents';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getAssociatedAgents, ({ input }) => associatedAgents(input));
