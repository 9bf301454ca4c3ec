import { downloadDepartmentAssociatedAgents } from '@shared/contract/exports';
import { exportDepartmentAgents } from '../../core/departmentAgents';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadDepartmentAssociatedAgents, async ({ caller, input }) =>
  redirectTo(await exportDepartmentAgents(caller, input.departmentId)),
);
