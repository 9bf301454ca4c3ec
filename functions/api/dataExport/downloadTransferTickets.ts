import { downloadTransferTickets } from '@shared/contract/exports';
import { exportTransfers } from '../../core/exports';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadTransferTickets, async ({ caller, input }) =>
  redirectTo(await exportTransfers(caller, { ...input, page: 0, size: 0 })),
);
