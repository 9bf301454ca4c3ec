import { downloadMyTeamTickets } from '@shared/contract/exports';
import { exportTeamTickets } from '../../core/teamTickets';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadMyTeamTickets, async ({ caller, input }) =>
  redirectTo(await exportTeamTickets(caller, { ...input, page: 0, size: 0 })),
);
