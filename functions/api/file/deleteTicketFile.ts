import { deleteTicketFile } from '@shared/contract/files';
import { removeUpload } from '../../core/files';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(deleteTicketFile, ({ caller, input }) => removeUpload(caller, input.keyName));
