import { administrativeEscalation } from '@shared/contract/escalationMatrices';
import { matrixChoices } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(administrativeEscalation.choices, () => matrixChoices('administrative'));
