import { getTicketOptions } from '../../../shared/contract/tickets';
import { worksTickets } from '../../../shared/domain/roles';
import { agentSettableStatuses, requesterSettableStatuses, ticketCategories } from '../../../shared/domain/statuses';
import { slaPlans } from '../../../shared/domain/tickets';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketOptions, async ({ caller }) => ({
  settableStatuses: [...(worksTickets(caller.flags) ? agentSettableStatuses : requesterSettableStatuses)],
  ticketCategories: [...ticketCategories],
  slaPlans,
}));
