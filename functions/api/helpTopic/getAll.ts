import { getHelpTopics } from '../../../shared/contract/reference';
import { referenceData } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getHelpTopics, async () => (await referenceData()).helpTopics);
