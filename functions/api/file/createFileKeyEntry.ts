import { createFileKeyEntry } from '@shared/contract/files';
import { attachToTicket } from '../../core/files';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(createFileKeyEntry, ({ caller, input }) =>
  attachToTicket(caller, input.ticketId, input.fileKeysArray),
);
