import { downloadMyTickets } from '@shared/contract/exports';
import { exportMyTickets } from '../../core/exports';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadMyTickets, async ({ caller, input }) =>
  redirectTo(await exportMyTickets(caller, { ...input, page: 0, size: 0 })),
);
