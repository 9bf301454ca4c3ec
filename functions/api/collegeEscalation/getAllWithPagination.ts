import { collegeEscalation } from '@shared/contract/escalationMatrices';
import { matrixPage } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(collegeEscalation.list, ({ input }) => matrixPage('college', input));
