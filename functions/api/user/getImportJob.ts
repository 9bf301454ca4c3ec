import { getUserImportJob } from '@shared/contract/imports';
import { userImportProgress } from '../../core/userImport';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getUserImportJob, ({ caller, input }) => userImportProgress(caller, input.jobId));
