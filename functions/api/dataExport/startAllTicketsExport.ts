import { startAllTicketsExport } from '@shared/contract/exports';
import { startAllTicketsExport as startExport } from '../../core/exportJobs';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(startAllTicketsExport, async ({ caller, input }) => startExport(caller, input));
