import { uploadTempTicketFile } from '../../../shared/contract/files';
import { uploadTempFile } from '../../core/multipartUpload';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(uploadTempTicketFile, ({ caller, event }) => uploadTempFile(caller, event));
