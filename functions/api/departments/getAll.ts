import { getDepartments } from '@shared/contract/reference';
import { activeCatalogue, referenceData } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getDepartments, async () => activeCatalogue(await referenceData()).departments);
