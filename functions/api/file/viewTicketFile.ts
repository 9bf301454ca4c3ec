import { viewTicketFile } from '@shared/contract/files';
import { fileUrl } from '../../core/files';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(viewTicketFile, async ({ caller, input }) =>
  redirectTo(await fileUrl(caller, input.keyName, input.isView === 'true' ? 'inline' : 'attachment')),
);
