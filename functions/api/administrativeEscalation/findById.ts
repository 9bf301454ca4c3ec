import { administrativeEscalation } from '@shared/contract/escalationMatrices';
import { matrixRow } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(administrativeEscalation.findById, ({ input }) =>
  matrixRow('administrative', input.id),
);
