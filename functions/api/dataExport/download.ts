import { downloadAllTickets } from '@shared/contract/exports';
import { exportAllTickets } from '../../core/exports';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadAllTickets, async ({ caller, input }) =>
  redirectTo(await exportAllTickets(caller, { ...input, page: 0, size: 0 })),
);
