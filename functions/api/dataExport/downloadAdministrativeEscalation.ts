import { downloadAdministrativeEscalation } from '@shared/contract/exports';
import { exportMatrix } from '../../core/escalationMatrices';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadAdministrativeEscalation, async ({ caller }) =>
  redirectTo(await exportMatrix(caller, 'administrative')),
);
