import { collegeEscalation } from '@shared/contract/escalationMatrices';
import { matrixRow } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(collegeEscalation.findById, ({ input }) => matrixRow('college', input.id));
