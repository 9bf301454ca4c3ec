import { schoolEscalation } from '@shared/contract/escalationMatrices';
import { matrixRow } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(schoolEscalation.findById, ({ input }) => matrixRow('school', input.id));
