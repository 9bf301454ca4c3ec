import { collegeEscalation } from '@shared/contract/escalationMatrices';
import { saveMatrixRow } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(collegeEscalation.saveUpdate, ({ input }) => saveMatrixRow('college', input));
