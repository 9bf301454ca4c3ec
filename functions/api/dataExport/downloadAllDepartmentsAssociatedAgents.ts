import { downloadAllDepartmentsAssociatedAgents } from '@shared/contract/exports';
import { exportAllDepartmentsAgents } from '../../core/departmentAgents';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadAllDepartmentsAssociatedAgents, async ({ caller }) =>
  redirectTo(await exportAllDepartmentsAgents(caller)),
);
