import { findHelpTopicById } from '../../../shared/contract/reference';
import { referenceData } from '../../core/reference';
import { notFound } from '../../lib/errors';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(findHelpTopicById, async ({ input }) => {
  const topic = (await referenceData()).helpTopics.find((entry) => entry.id === input.id);
  if (!topic) throw notFound(`Help topic ${input.id} was not found.`);
  return topic;
});
