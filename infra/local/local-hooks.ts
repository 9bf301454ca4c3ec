/**
 * Test hooks of the local stack only: never in the contract, never deployed. Browser tests use them
 * to let time pass for one ticket without waiting for it or touching anyone else's tickets.
 *
 * - `POST /__local/moveDueDate` `{ "ticketId": "42", "dueDate": "<ISO instant>" }` stores a new
 *   due date on the ticket (as an SLA change would: versioned, lists and open-due index kept).
 * - `POST /__local/jobs/overdueSweep` `{ "ticketIds": ["42"], "now"?: "<ISO instant>" }` runs the
 *   sweep for those tickets only (as if the clock read `now`, default now). Without a body the job
 *   runs as scheduled, over every ticket.
 */

export async function moveDueDate(input: Record<string, unknown>) {
  const ticketId = String(input.ticketId ?? '');
  const due = Date.parse(String(input.dueDate ?? ''));
  if (!ticketId || Number.isNaN(due)) throw new Error('Send a ticketId and an ISO dueDate');
  const { getTicket } = await import('../../functions/db/tickets');
  const { applyTicketChanges } = await import('../../functions/db/ticketWrites');
  const ticket = await getTicket(ticketId);
  if (!ticket) throw new Error(`No ticket ${ticketId}`);
  const level1DueDate = new Date(due).toISOString();
  await applyTicketChanges(
    [{ ticket: { ...ticket, level1DueDate, version: ticket.version + 1 }, entries: [] }],
    new Map([[ticketId, ticket]]),
  );
  return { ticketId, level1DueDate };
}

export async function sweepSome(input: Record<string, unknown>) {
  const now = input.now === undefined ? Date.now() : Date.parse(String(input.now));
  if (Number.isNaN(now)) throw new Error('now must be an ISO instant');
  const ids = Array.isArray(input.ticketIds) ? input.ticketIds.map(String) : undefined;
  const { runOverdueSweep } = await import('../../functions/core/overdueSweep');
  return runOverdueSweep(now, ids ? (ticket) => ids.includes(ticket.id) : undefined);
}

export const localHooks = { moveDueDate };
