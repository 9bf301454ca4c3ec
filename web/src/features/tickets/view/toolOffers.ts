/**
 * Who is offered which agent tool of the ticket view (tickets spec 2.7, 4). Kept apart from the
 * tools' rules (agent/agentRules.ts) because the requester's view decides with them too, and must
 * not download the agent-only code.
 */

interface TicketPeople {
  userId: string;
  createdBy: string;
  assigneeId: string | null;
  isTicketSource: boolean;
  ticketSourceHistoryId: string | null;
}

/** Change SLA Plan: only the ticket's user or its creator (spec 2.7). */
export const offersSlaChange = (ticket: Pick<TicketPeople, 'userId' | 'createdBy'>, userId: string): boolean =>
  userId !== '' && (ticket.userId === userId || ticket.createdBy === userId);

/** Transfer Back: a transferred-source ticket whose assignee is the signed-in agent (spec 4). */
export const offersTransferBack = (ticket: TicketPeople, userId: string): boolean =>
  ticket.isTicketSource && Boolean(ticket.ticketSourceHistoryId) && userId !== '' && ticket.assigneeId === userId;

/** The sub-category change: only when there is more than one option (spec 2.7). */
export const offersSubCategory = (ticket: { subCategoryOptions: readonly string[] }): boolean =>
  ticket.subCategoryOptions.length > 1;
