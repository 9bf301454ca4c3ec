import { findHelpTopicsByDepartmentId } from '../../../shared/contract/reference';
import { helpTopicsOfDepartment, referenceData } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(findHelpTopicsByDepartmentId, async ({ input }) =>
  helpTopicsOfDepartment(await referenceData(), input.departmentId.split(',')),
);
