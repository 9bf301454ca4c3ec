import { createUploadUrl } from '@shared/contract/files';
import { uploadUrl } from '../../core/files';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(createUploadUrl, ({ caller, input }) => uploadUrl(caller, input));
