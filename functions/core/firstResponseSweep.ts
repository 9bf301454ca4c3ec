import { formatDisplayDate } from '../../shared/domain/dates';
import type { TeamRecord } from '../db/teams';
import { listTeams } from '../db/teams';
import { threadEntryItem } from '../db/ticketItems';
import { firstResponseAwaited, type TicketRecord } from '../db/ticketRecord';
import { recordFirstResponseMissed } from '../db/ticketWrites';
import { requesterWords } from './notifications';
import { leadsMailItems, teamLeadsOfAssignee } from './teamLeads';
import { newThreadEntry } from './ticketKernel';

/**
 * The overdue sweep's first-response part (issue 18): a ticket whose first-response target passed
 * without a public agent reply mails the assignee's team lead once (through the mail outbox), with
 * an agents-only activity note saying who was told. The open-due index holds such a ticket under
 * its target until the sweep records it (functions/db/ticketItems.ts sweepDate), so each run reads only
 * the tickets with work to do.
 */

const SYSTEM = { id: 'system', fullName: 'Helpdesk' };
export const FIRST_RESPONSE_MISSED_HEADLINE = 'First response target missed';

export const firstResponseMissedBy = (ticket: TicketRecord, now: number): boolean =>
  firstResponseAwaited(ticket) && Date.parse(ticket.firstResponseDueDate as string) <= now;

/** Reports each ticket whose first-response target passed; answers how many were reported now. */
export async function reportMissedFirstResponses(
  tickets: readonly TicketRecord[],
  now: number,
  timeZone: string,
): Promise<number> {
  const missed = tickets.filter((ticket) => firstResponseMissedBy(ticket, now));
  if (missed.length === 0) return 0;
  const at = new Date(now).toISOString();
  const teams: TeamRecord[] = await listTeams();
  let reported = 0;
  for (const ticket of missed) {
    const leads = await teamLeadsOfAssignee(ticket, teams);
    const target = formatDisplayDate(ticket.firstResponseDueDate, timeZone);
    const note = leads.length
      ? `First response target (${target}) missed: ${leads.map((lead) => `${lead.fullName} (${lead.email})`).join(', ')} notified`
      : `First response target (${target}) missed: ${ticket.assigneeId ? 'the assignee is in no team with a lead' : 'the ticket has no assignee'}, nobody was notified`;
    const entry = newThreadEntry(
      ticket.id,
      SYSTEM,
      { message: note, isTicketActivityThread: true, isInternalNotes: true },
      at,
    );
    const items = [
      threadEntryItem(entry, 890),
      ...leadsMailItems(ticket, leads, FIRST_RESPONSE_MISSED_HEADLINE, [
        `Ticket #${ticket.id} raised by ${requesterWords(ticket)} has had no first response since its target, ${target}.`,
        `Status: ${ticket.ticketStatus}. Department: ${ticket.departmentName}. Assignee: ${ticket.assigneeFullName ?? 'none'}.`,
      ]),
    ];
    if ((await recordFirstResponseMissed(ticket, at, items)) === 'recorded') reported += 1;
  }
  return reported;
}
