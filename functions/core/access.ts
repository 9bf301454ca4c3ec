import { worksTickets } from '../../shared/domain/roles';
import { getTicket, type TicketRecord, ticketMembers } from '../db/tickets';
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

/** Loads a ticket the caller may read; anything else is "not found", so ids cannot be probed. */
export async function readableTicket(caller: Caller, id: string): Promise<TicketRecord> {
  const ticket = await getTicket(id);
  if (!ticket || !canReadTicket(caller, ticket)) throw notFound(`Ticket ${id} was not found.`);
  return ticket;
}
