import { type BusinessCalendar, NO_CALENDAR, type OfficeGroup } from '../../shared/domain/businessTime';
import type { OfficeTypeOption } from '../../shared/domain/catalogue';
import { officeTypeGroup } from '../../shared/domain/officeTypes';
import {
  currentDueOfRow,
  firstResponseDueDate,
  movedDueDate,
  pausesAfterStatusChange,
  planDueDate,
  type SlaClock,
  type SlaPause,
  slaClock,
} from '../../shared/domain/slaClock';
import { isClosedStatus } from '../../shared/domain/statuses';
import { isFirstResponseBreached, slaDays } from '../../shared/domain/tickets';
import { getCalendarAndSettings } from '../db/tenantSettings';
import type { TicketRecord } from '../db/ticketRecord';
import type { TicketRow } from '../db/ticketRows';
import { referenceData } from './reference';
import { timeZoneOf } from './timeZone';

/**
 * The SLA clock applied to stored tickets (issue 18): the one way creation, status changes, replies, lists, the sweep, exports and the ticket view read a
 * ticket's due dates. The rules are shared/domain/slaClock.ts; the decisions are recorded in
 * shared/contract/businessCalendar.ts.
 */

/** What the clock needs besides a ticket, read once per request or job run. */
export interface SlaSetting {
  calendar: BusinessCalendar;
  timeZone: string;
  officeTypes: readonly OfficeTypeOption[];
  /** When the calendar was saved (absent: never); dates set before were set under an earlier one. */
  calendarSavedAt?: string | null;
}

export async function slaSetting(): Promise<SlaSetting> {
  const [{ calendar, settings }, reference] = await Promise.all([getCalendarAndSettings(), referenceData()]);
  return {
    calendar: calendar ?? NO_CALENDAR,
    timeZone: timeZoneOf(settings),
    officeTypes: reference.officeTypes,
    calendarSavedAt: calendar?.updatedAt ?? null,
  };
}

export const officeGroupOf = (schCol: string, setting: SlaSetting): OfficeGroup | undefined =>
  officeTypeGroup(schCol, setting.officeTypes);

/** A plan counts from the ticket's creation, also a plan changed later (spec 4). */
const planStart = (ticket: TicketRecord) => ticket.initialCreatedDate || ticket.createdAt;
const countedPauses = (ticket: TicketRecord): SlaPause[] => ticket.slaPauses ?? [];
/** When the plan last started counting: creation, or the plan change (it sets modifiedCreatedDate). */
const planEventAt = (ticket: TicketRecord) => ticket.modifiedCreatedDate ?? ticket.createdAt;
const planDaysOf = (ticket: TicketRecord) => slaDays(ticket.modifiedSlaPlan ?? ticket.slaPlan) ?? 1;

/**
 * A plan's due dates under the calendar: Initial Due Date, the due date moved by the pauses so
 * far, and (once, at creation) the first-response target.
 */
export function withPlanDueDates(ticket: TicketRecord, days: number, setting: SlaSetting, at: string): TicketRecord {
  const group = officeGroupOf(ticket.schCol, setting);
  const planned: TicketRecord = {
    ...ticket,
    level1DueDate: planDueDate(planStart(ticket), days, setting.calendar, group, setting.timeZone),
    firstResponseDueDate:
      ticket.firstResponseDueDate ?? firstResponseDueDate(ticket.createdAt, setting.calendar, group, setting.timeZone),
  };
  return { ...planned, slaDueDate: storedDueDate(planned, setting, Date.parse(at)) };
}

/**
 * A status change's effect on the clock: entering a pause status opens a pause ("SLA paused"),
 * leaving it closes the pause and stores the moved due date ("SLA resumed").
 */
export function withStatusClock(
  before: TicketRecord,
  after: TicketRecord,
  setting: SlaSetting,
  at: string,
): { ticket: TicketRecord; activity: string[] } {
  if (before.ticketStatus === after.ticketStatus) return { ticket: after, activity: [] };
  const change = pausesAfterStatusChange(after.slaPauses ?? [], after.ticketStatus, at, setting.calendar.pauseStatuses);
  if (!change) return { ticket: after, activity: [] };
  const paused: TicketRecord = { ...after, slaPauses: change.pauses };
  const ticket = { ...paused, slaDueDate: storedDueDate(paused, setting, Date.parse(at)) };
  return { ticket, activity: [...(change.paused ? ['SLA paused'] : []), ...(change.resumed ? ['SLA resumed'] : [])] };
}

/**
 * The due date moved by the closed pauses (what the lists and the sweep's index hold), worked out
 * at an SLA event under the calendar in force. When that calendar was saved after the plan's
 * Initial Due Date was set, the plan is counted again under it, so the result lies in its working
 * time (Initial Due Date, as given then, could fall outside it or on one of its holidays).
 */
function storedDueDate(ticket: TicketRecord, setting: SlaSetting, now: number): string | null {
  if (!ticket.level1DueDate) return null;
  const group = officeGroupOf(ticket.schCol, setting);
  const planSetAt = Date.parse(planEventAt(ticket));
  const base =
    setting.calendarSavedAt && Date.parse(setting.calendarSavedAt) > planSetAt
      ? planDueDate(planStart(ticket), planDaysOf(ticket), setting.calendar, group, setting.timeZone)
      : ticket.level1DueDate;
  const closed = countedPauses(ticket).filter((pause) => pause.to !== null);
  if (closed.length === 0 && base === ticket.level1DueDate) return null;
  return movedDueDate(base, closed, {
    calendar: setting.calendar,
    officeGroup: group,
    timeZone: setting.timeZone,
    now,
  }).dueDate;
}

/** The whole clock of a ticket at `now` (the SLA panel, the sweep); null when it has no due date. */
export function ticketClock(ticket: TicketRecord, setting: SlaSetting, now: number): SlaClock | null {
  if (!ticket.level1DueDate) return null;
  const group = officeGroupOf(ticket.schCol, setting);
  return slaClock({
    startAt: planStart(ticket),
    planDays: planDaysOf(ticket),
    initialDueDate: ticket.level1DueDate,
    storedDueDate: ticket.slaDueDate ?? null,
    storedFirstResponseDueDate: ticket.firstResponseDueDate ?? null,
    planSetAt: planEventAt(ticket),
    calendarSavedAt: setting.calendarSavedAt ?? null,
    createdAt: ticket.createdAt,
    pauses: countedPauses(ticket),
    firstResponseAt: ticket.firstResponseAt ?? null,
    closedAt: isClosedStatus(ticket.ticketStatus) ? ticket.closedDate : null,
    calendar: setting.calendar,
    officeGroup: group,
    timeZone: setting.timeZone,
    now,
  });
}

/** The current due date of a ticket read in full. */
export function currentDueOfTicket(ticket: TicketRecord, setting: SlaSetting, now: number): string | null {
  return ticketClock(ticket, setting, now)?.currentDueDate ?? null;
}

/** The current due date of a list row: its stored due date, moved on by an open pause. */
export function currentDueOfListRow(row: TicketRow, setting: SlaSetting, now: number): string | null {
  return currentDueOfRow(
    row.currentDueDate ?? row.dueDate,
    row.pausedSince,
    setting.calendar,
    officeGroupOf(row.schCol, setting),
    setting.timeZone,
    now,
  );
}

/** Whether a row's first-response target was missed (the rule: shared/domain/tickets.ts). */
export const firstResponseBreached = isFirstResponseBreached;
