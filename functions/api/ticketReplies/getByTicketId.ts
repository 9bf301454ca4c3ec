import { getRepliesByTicketId } from '@shared/contract/replies';
import { threadOf } from '../../core/replies';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getRepliesByTicketId, ({ caller, input }) => threadOf(caller, input.ticketId));
