import { downloadTicketFile } from '@shared/contract/files';
import { fileUrl } from '../../core/files';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(downloadTicketFile, async ({ caller, input }) => ({
  downloadUrl: await fileUrl(caller, input.keyName, 'attachment'),
}));
