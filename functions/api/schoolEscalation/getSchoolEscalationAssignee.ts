import { schoolEscalation } from '@shared/contract/escalationMatrices';
import { escalationAssignee } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(schoolEscalation.assignee, ({ caller, input }) =>
  escalationAssignee(caller, 'school', input),
);
