import { getAllTicketsForCentralPool } from '@shared/contract/tickets';
import { allTickets } from '../../core/ticketListing';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getAllTicketsForCentralPool, ({ input }) => allTickets(input));
