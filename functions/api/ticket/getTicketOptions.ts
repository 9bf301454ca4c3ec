import { getTicketOptions } from '../../../shared/contract/tickets';
import { worksTickets } from '../../../shared/domain/roles';
import { agentSettableStatuses, requesterSettableStatuses, ticketCategories } from '../../../shared/domain/statuses';
import { referenceData, slaPlansOf } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketOptions, async ({ caller }) => ({
  settableStatuses: [...(worksTickets(caller.flags) ? agentSettableStatuses : requesterSettableStatuses)],
  ticketCategories: [...ticketCategories],
  // The tenant's SLA plans (issue 13): the spec's 1 to 30 days until an admin changes them.
  slaPlans: slaPlansOf(await referenceData()),
}));
