import { worksTickets } from '../../shared/domain/roles';
import { escalationContactsOf } from '../db/escalations';
import type { TicketRecord } from '../db/ticketRecord';
import { ticketMembers } from '../db/ticketRows';
import { getTicket } from '../db/tickets';
import type { Caller } from '../lib/auth';
import { notFound } from '../lib/errors';

/**
 * Who may read a ticket: central pool roles any ticket; agents their own, those assigned to them
 * and those of their department; everyone else only tickets they raised or were raised for.
 */
export function canReadTicket(caller: Caller, ticket: TicketRecord): boolean {
  if (caller.flags.isCentralPoolAgent) return true;
  if (ticketMembers(ticket).includes(caller.userId)) return true;
  return worksTickets(caller.flags) && caller.departmentId !== '' && ticket.departmentId === caller.departmentId;
}

/**
 * Anyone a ticket was escalated to (any level, the HOD) works it as an agent of its department
 * would, for as long as the escalation record stands (issue 21 item 1). Checked only when the
 * rule above says no, so ordinary reads cost nothing more. What they may do on it still follows
 * their own role (a contact who is not an agent gets the requester's tools).
 */
async function isEscalationContact(caller: Caller, ticketId: string): Promise<boolean> {
  if (!caller.email) return false;
  return (await escalationContactsOf(ticketId)).includes(caller.email.toLowerCase());
}

/** Whether the caller may read the ticket: the rule above, or an escalation contact of it. */
export async function mayReadTicket(caller: Caller, ticket: TicketRecord): Promise<boolean> {
  return canReadTicket(caller, ticket) || (await isEscalationContact(caller, ticket.id));
}

/** Loads a ticket the caller may read; anything else is "not found", so ids cannot be probed. */
export async function readableTicket(caller: Caller, id: string): Promise<TicketRecord> {
  const ticket = await getTicket(id);
  if (ticket && (await mayReadTicket(caller, ticket))) return ticket;
  throw notFound(`Ticket ${id} was not found.`);
}
