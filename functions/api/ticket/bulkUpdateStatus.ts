import { bulkUpdateStatus } from '@shared/contract/tickets';
import { bulkUpdate } from '../../core/tickets';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(bulkUpdateStatus, ({ caller, input }) => bulkUpdate(caller, input));
