import { findHelpTopicsByDepartmentId } from '@shared/contract/reference';
import { activeCatalogue, referenceData } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(findHelpTopicsByDepartmentId, async ({ input }) => {
  const departmentIds = input.departmentId.split(',');
  return activeCatalogue(await referenceData()).helpTopics.filter((topic) =>
    departmentIds.includes(topic.departmentId),
  );
});
