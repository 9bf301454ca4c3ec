import { schoolEscalation } from '@shared/contract/escalationMatrices';
import { saveMatrixRow } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(schoolEscalation.saveUpdate, ({ input }) => saveMatrixRow('school', input));
