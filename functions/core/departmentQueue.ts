import { QUEUE_MESSAGES } from '../../shared/contract/tickets';
import { needsDepartmentMapping } from '../../shared/domain/adminRules';
import { getDepartmentAgents } from '../db/departmentAgents';
import { rowsOfQueue } from '../db/ticketRows';
import type { Caller } from '../lib/auth';
import { conflict, forbidden } from '../lib/errors';
import { changeTicket } from './ticketChanges';
import { pageWithTickets } from './ticketListing';
import { createdRange, type ListFilters } from './ticketLists';

/**
 * The Department Queue (issue 21 item 18): unassigned open tickets of the caller's departments,
 * read from each department's sparse queue partition (db/tickets keeps it with every change).
 */

/** The departments an agent works: their own, and their Agent Mapping department. */
export async function queueDepartments(caller: Caller): Promise<string[]> {
  const mapping = (await getDepartmentAgents([caller.userId])).get(caller.userId);
  return [...new Set([caller.departmentId, mapping?.departmentId].filter((id): id is string => Boolean(id)))];
}

export async function departmentQueue(caller: Caller, filters: ListFilters) {
  const range = filters.startDate || filters.endDate ? createdRange(filters) : undefined;
  const departments = await queueDepartments(caller);
  // An agent in no department (not mapped on Agent Mapping): the screen says so rather than "no
  // tickets". A Central Pool role needs no mapping (it works All Tickets): its queue is just empty.
  if (departments.length === 0) {
    const page = await pageWithTickets([], filters);
    return needsDepartmentMapping(caller.helpdeskRole) ? { ...page, notMapped: true } : page;
  }
  const rows = (await Promise.all(departments.map((id) => rowsOfQueue(id, range)))).flat();
  return pageWithTickets(rows, filters);
}

/** Take: assign to self, as Change Assignee does, only while nobody holds the ticket. */
export async function takeTicket(caller: Caller, input: { ticketId: string; version?: number }) {
  const departments = await queueDepartments(caller);
  await changeTicket(
    caller,
    input.ticketId,
    (ticket, actor) => {
      if (ticket.assigneeId) {
        throw conflict(QUEUE_MESSAGES.taken(ticket.id, ticket.assigneeFullName ?? 'someone else'));
      }
      if (!departments.includes(ticket.departmentId)) throw forbidden(QUEUE_MESSAGES.notYours(ticket.id));
      if (ticket.awaitingCentralPool) throw conflict(QUEUE_MESSAGES.awaitingCentralPool(ticket.id));
      return {
        ticket: {
          ...ticket,
          assigneeId: actor.id,
          assigneeFullName: actor.fullName,
          assigneeBranchCode: actor.branch,
        },
        activity: [`Ticket assigned to ${actor.fullName} by ${actor.fullName}`],
      };
    },
    input.version,
  );
  return { success: true, message: QUEUE_MESSAGES.done(input.ticketId) };
}
