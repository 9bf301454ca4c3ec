import { collegeEscalation } from '@shared/contract/escalationMatrices';
import { escalationAssignee } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(collegeEscalation.assignee, ({ caller, input }) =>
  escalationAssignee(caller, 'college', input),
);
