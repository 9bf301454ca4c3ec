import { administrativeEscalation } from '@shared/contract/escalationMatrices';
import { matrixPage } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(administrativeEscalation.list, ({ input }) => matrixPage('administrative', input));
