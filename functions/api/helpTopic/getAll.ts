import { getHelpTopics } from '@shared/contract/reference';
import { activeCatalogue, referenceData } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getHelpTopics, async () => activeCatalogue(await referenceData()).helpTopics);
