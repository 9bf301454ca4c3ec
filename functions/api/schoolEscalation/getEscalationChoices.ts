import { schoolEscalation } from '@shared/contract/escalationMatrices';
import { matrixChoices } from '../../core/escalationMatrices';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(schoolEscalation.choices, () => matrixChoices('school'));
