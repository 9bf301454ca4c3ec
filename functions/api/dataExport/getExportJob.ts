import { getExportJob } from '@shared/contract/exports';
import { exportJobProgress } from '../../core/exportJobs';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getExportJob, async ({ caller, input }) => exportJobProgress(caller, input.jobId));
