import { getTicketsWithPageNumber } from '@shared/contract/tickets';
import { myTickets } from '../../core/ticketListing';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketsWithPageNumber, ({ caller, input }) => myTickets(caller, input));
