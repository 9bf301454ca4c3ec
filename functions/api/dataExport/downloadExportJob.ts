import { downloadExportJob } from '@shared/contract/exports';
import { exportJobFileLink } from '../../core/exportJobs';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadExportJob, async ({ caller, input }) =>
  redirectTo(await exportJobFileLink(caller, input.jobId)),
);
