import { createDownloadToken } from '@shared/contract/users';
import { downloadToken } from '../../core/downloadLinks';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(createDownloadToken, ({ caller, input }) =>
  downloadToken(caller, input.path, input.query),
);
