import { administrativeEscalation } from '@shared/contract/escalationMatrices';
import { saveMatrixRow } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(administrativeEscalation.saveUpdate, ({ input }) =>
  saveMatrixRow('administrative', input),
);
