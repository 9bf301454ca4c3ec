import { getTicketByTicketId } from '@shared/contract/tickets';
import { ticketDetail } from '../../core/tickets';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketByTicketId, ({ caller, input }) => ticketDetail(caller, input.id));
