import { findHelpTopicById } from '@shared/contract/reference';
import { helpTopicById } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(findHelpTopicById, ({ input }) => helpTopicById(input.id));
