import { collegeEscalation } from '@shared/contract/escalationMatrices';
import { matrixChoices } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(collegeEscalation.choices, () => matrixChoices('college'));
