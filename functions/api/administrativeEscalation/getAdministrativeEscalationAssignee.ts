import { administrativeEscalation } from '@shared/contract/escalationMatrices';
import { escalationAssignee } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(administrativeEscalation.assignee, ({ caller, input }) =>
  escalationAssignee(caller, 'administrative', input),
);
