import { downloadEscalatedTickets } from '@shared/contract/exports';
import { exportEscalated } from '../../core/exports';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadEscalatedTickets, async ({ caller, input }) =>
  redirectTo(await exportEscalated(caller, { ...input, page: 0, size: 0 })),
);
