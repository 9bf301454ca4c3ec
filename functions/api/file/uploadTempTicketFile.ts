import { uploadTempTicketFile } from '@shared/contract/files';
import { uploadTempFile } from '../../core/multipartUpload';
import { parseMultipart } from '../../lib/multipart';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(
  uploadTempTicketFile,
  ({ caller, file }) => uploadTempFile(caller, file),
  parseMultipart,
);
