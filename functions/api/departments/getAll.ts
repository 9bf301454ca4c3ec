import { getDepartments } from '../../../shared/contract/reference';
import { referenceData } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getDepartments, async () => (await referenceData()).departments);
