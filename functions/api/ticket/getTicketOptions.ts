import { getTicketOptions } from '@shared/contract/tickets';
import { ticketOptionsFor } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketOptions, ({ caller }) => ticketOptionsFor(caller));
