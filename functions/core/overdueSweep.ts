import { ESCALATED_NOTICE } from '../../shared/contract/transfers';
import { formatDisplayDate } from '../../shared/domain/dates';
import { escalationLevels } from '../../shared/domain/escalationRules';
import { officeTypeGroup } from '../../shared/domain/officeTypes';
import {
  AlreadyEscalatedError,
  type EscalationRecord,
  type EscalationStep,
  escalationStepsOf,
  recordEscalation,
} from '../db/escalations';
import { outboxItem } from '../db/outbox';
import { threadEntryItem } from '../db/ticketItems';
import { pausedSince, type TicketRecord } from '../db/ticketRecord';
import { openTicketsDueBefore } from '../db/tickets';
import { reportMissedFirstResponses } from './firstResponseSweep';
import { ticketMail } from './mail';
import { findMatrixRow } from './matrixLookup';
import { requesterWords } from './notifications';
import { referenceData } from './reference';
import { currentDueOfTicket, slaSetting } from './slaClock';
import { newThreadEntry } from './ticketKernel';
import { tenantTimeZone } from './timeZone';

/**
 * The overdue sweep (every 15 minutes). A ticket past its due date and neither Resolved nor Closed
 * is overdue. It is escalated to level 1 of its matrix at its due date, then one level further
 * every ESCALATION_INTERVAL_HOURS while it stays open: level 2 a day later, ... level 5, then the
 * HOD. Never two levels at once: each contact has a day to act before the next is told, so a
 * ticket found overdue late (re-opened long after its due date, or after the sweep was stopped)
 * climbs from where it stood, one level a sweep a day apart (a browser walk saw a re-opened ticket
 * mail six levels within 15 minutes). The due date is the SLA clock's (issue 18): moved by pauses, counted in business time when
 * the tenant set a calendar; a paused ticket is not escalated (its clock stands still). The same
 * run mails the assignee's team lead once when a first-response target passed unanswered
 * (./firstResponseSweep.ts). Each step is written once per ticket and level (a guard item), with its activity entry and
 * its mail, so a second or concurrent sweep changes nothing.
 */

export const ESCALATION_INTERVAL_HOURS = 24;
const HOUR_MS = 3_600_000;
const SYSTEM = { id: 'system', fullName: 'Helpdesk' };

type Level = (typeof escalationLevels)[number];

/** The levels a ticket should have reached by `now`. */
export function levelsDue(dueDate: string, now: number): Level[] {
  const overdueHours = (now - Date.parse(dueDate)) / HOUR_MS;
  if (overdueHours < 0) return [];
  const reached = Math.min(escalationLevels.length, Math.floor(overdueHours / ESCALATION_INTERVAL_HOURS) + 1);
  return escalationLevels.slice(0, reached);
}

/**
 * The level to escalate a ticket to now, if any: the first it has not reached, once its time has
 * come (levelsDue) and a full interval after its last step.
 */
export function nextLevel(dueDate: string, now: number, reached: readonly EscalationStep[]): Level | undefined {
  const next = escalationLevels.find((level) => !reached.some((step) => step.level === level));
  if (!next || !levelsDue(dueDate, now).includes(next)) return undefined;
  const last = Math.max(...reached.map((step) => Date.parse(step.at)).filter(Number.isFinite), -Infinity);
  return now - last >= ESCALATION_INTERVAL_HOURS * HOUR_MS ? next : undefined;
}

const contactColumns = (level: Level) =>
  level === 'hod'
    ? { name: 'hodname', email: 'hodemail' }
    : { name: `l${level.slice(-1)}name`, email: `l${level.slice(-1)}email` };

export interface SweepOutcome {
  /** Tickets past their (current) due date, paused ones aside. */
  overdueTickets: number;
  /** Tickets whose missed first-response target this run reported. */
  firstResponsesMissed: number;
  escalated: number;
  missingContacts: number;
}

async function escalate(
  ticket: TicketRecord,
  level: Level,
  contact: { name: string; email: string } | undefined,
  at: string,
  dueDate: string,
  timeZone: string,
) {
  const levelText = level.toUpperCase();
  const record: EscalationRecord = {
    ticketId: ticket.id,
    escalatedLevel: level,
    assigneeEmail: contact?.email ?? '',
    escalatedAt: at,
  };
  const message = contact
    ? `Ticket is overdue and was escalated to ${levelText}: ${contact.name} (${contact.email})`
    : `Ticket is overdue, but no escalation contact is set for ${levelText} (${ticket.schCol || 'no office type'}, ${ticket.branch}, ${ticket.departmentName}): nobody was notified`;
  // Levels and staff e-mails are internal (issue 21 item 20): the entry is an agents-only note, and
  // the requester reads only that the ticket was escalated, once a contact was told.
  const entry = newThreadEntry(ticket.id, SYSTEM, { message, isTicketActivityThread: true, isInternalNotes: true }, at);
  const extra = [threadEntryItem(entry, 900 + escalationLevels.indexOf(level))];
  if (contact) {
    const notice = newThreadEntry(ticket.id, SYSTEM, { message: ESCALATED_NOTICE, isTicketActivityThread: true }, at);
    extra.push(threadEntryItem(notice, 950 + escalationLevels.indexOf(level)));
    extra.push(
      outboxItem(
        ticketMail(ticket, [contact.email], `Escalated to you (${levelText})`, [
          `Ticket #${ticket.id} raised by ${requesterWords(ticket)} is overdue since ${formatDisplayDate(dueDate, timeZone)}.`,
          `Status: ${ticket.ticketStatus}. Department: ${ticket.departmentName}. Assignee: ${ticket.assigneeFullName ?? 'none'}.`,
        ]),
      ),
    );
  }
  await recordEscalation(record, extra);
}

/** `only` narrows a run to some tickets (tests that move the clock must not touch others' tickets). */
export async function runOverdueSweep(
  now = Date.now(),
  only?: (ticket: TicketRecord) => boolean,
): Promise<SweepOutcome> {
  const at = new Date(now).toISOString();
  const due = (await openTicketsDueBefore(at)).filter((ticket) => !only || only(ticket));
  const [reference, setting, timeZone] = await Promise.all([referenceData(), slaSetting(), tenantTimeZone()]);
  const outcome: SweepOutcome = {
    overdueTickets: 0,
    firstResponsesMissed: await reportMissedFirstResponses(due, now, timeZone),
    escalated: 0,
    missingContacts: 0,
  };
  // The index holds the due date moved by past pauses; the clock has the last word (issue 18).
  const overdue = due.flatMap((ticket) => {
    const dueDate = pausedSince(ticket)
      ? undefined
      : (currentDueOfTicket(ticket, setting, now) ?? ticket.level1DueDate);
    return dueDate && levelsDue(dueDate, now).length > 0 ? [{ ticket, dueDate }] : [];
  });
  outcome.overdueTickets = overdue.length;
  const steps = await escalationStepsOf(overdue.map(({ ticket }) => ticket.id));
  for (const { ticket, dueDate } of overdue) {
    const level = nextLevel(dueDate, now, steps.get(ticket.id) ?? []);
    if (!level) continue;
    const kind = officeTypeGroup(ticket.schCol, reference.officeTypes);
    const module = reference.helpTopics.find((topic) => topic.id === ticket.helpTopicId)?.module ?? '';
    const row = kind ? await findMatrixRow(kind, ticket.branch, ticket.departmentName, module) : undefined;
    const columns = contactColumns(level);
    const email = row?.[columns.email]?.trim();
    const contact = email ? { name: row?.[columns.name]?.trim() || email, email } : undefined;
    try {
      await escalate(ticket, level, contact, at, dueDate, timeZone);
      if (contact) outcome.escalated += 1;
      else outcome.missingContacts += 1;
    } catch (error) {
      // A sweep running at the same moment took this step.
      if (!(error instanceof AlreadyEscalatedError)) throw error;
    }
  }
  return outcome;
}
