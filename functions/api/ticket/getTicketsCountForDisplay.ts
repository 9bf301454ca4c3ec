import { getTicketsCountForDisplay } from '@shared/contract/tickets';
import { ticketCounts } from '../../core/tickets';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketsCountForDisplay, ({ caller }) => ticketCounts(caller));
