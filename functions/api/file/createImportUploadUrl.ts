import { createImportUploadUrl } from '@shared/contract/imports';
import { importUploadUrl } from '../../core/csvImport';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(createImportUploadUrl, ({ caller, input }) => importUploadUrl(caller, input));
