import { schoolEscalation } from '@shared/contract/escalationMatrices';
import { matrixPage } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(schoolEscalation.list, ({ input }) => matrixPage('school', input));
