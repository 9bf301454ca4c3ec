import * as z from 'zod';
import { minutesOfDay, PAUSABLE_STATUSES } from '../domain/businessTime';
import { nameText, successMessage } from './common';
import { defineEndpoint } from './endpoint';
import { escalationKinds } from './escalationMatrices';

/**
 * The business calendar (issue 18): working days and hours, office-type overrides, holidays, pause
 * statuses and the first-response target, one per tenant; the clock itself is
 * shared/domain/slaClock.ts. Field names are the issue's, fixed for other tools.
 *
 * Decisions:
 * - "Calendar set" means `workingDays` is not empty. With none (the default for every tenant, and
 *   what `get` answers before anything was saved) an 'N Day' plan keeps meaning N calendar days and
 *   holidays and overrides do not count; pause statuses and the first-response target apply either
 *   way (none and 4 h by default, so a tenant that sets nothing sees nothing change).
 * - Times are wall-clock times in the tenant's time zone (Tenant Settings → Time Zone). An override
 *   and a holiday's optional `officeType` name an office group (school, college, administrative), the
 *   groups the escalation matrices use; a ticket's group comes from its office type (schCol).
 * - A plan of N business days is N × the working day's length of working time (a ticket raised at
 *   11:00 with 1 Day is due 11:00 the next working day; raised after hours, at the end of the Nth
 *   working day). The first-response target is firstResponseHours of working time from creation,
 *   and pauses do not move it.
 * - Each save replaces the whole calendar and carries the `version` read (0 before the first save);
 *   a calendar saved by someone else since answers 409. Problems answer 400 with the first one and
 *   nothing is written.
 * - A saved calendar applies to a ticket's stored due dates (Initial Due Date, the list rows' current
 *   due date) from the ticket's next SLA event: its creation, a plan change or a status change into
 *   or out of a pause. At a status change the current due date is worked out under the calendar in
 *   force: if it was saved after the plan started, the plan is counted again under it (Initial Due
 *   Date stays as given), so the result lies in its working time and never on its holidays. The
 *   first-response target is set once, at creation.
 * - The ticket view, the sweep, lists and exports use the stored dates (an open pause moves the due
 *   date on under the calendar in force). The SLA panel explains those: where they were set before
 *   the calendar in force was saved, it says "set on <the day they were set>, before the current business calendar was saved;
 *   the current calendar applies from the ticket's next SLA event" and lists the pauses without the
 *   minutes the earlier calendar counted, rather than explaining them with the current calendar.
 * - While a ticket is paused the overdue sweep does not escalate it (its clock stands still, so no
 *   escalation level can fall due); on resuming it returns with its moved due date.
 * - A missed first response (the target passed, no public agent reply yet) is reported once per
 *   ticket by the overdue sweep (every 15 minutes): a mail through the outbox, "First response
 *   target missed", with the ticket's link, to the assignee's team lead, and an agents-only
 *   activity note naming who was told. "The assignee's team lead" (also for a "No" satisfaction
 *   answer) is every lead of the teams that have the assignee as an agent in the ticket's
 *   department, else of any team that has the assignee as an agent; an unassigned ticket or an
 *   assignee in no team mails nobody, and the note says so. A reply after the target is still
 *   counted as breached in lists and analytics, but only a ticket unanswered at a sweep is mailed.
 */

export const BUSINESS_CALENDAR_MESSAGES = {
  saved: 'Business Calendar saved successfully',
  changed: 'The Business Calendar was changed by someone else. Please reload and try again.',
  badTime: 'Working hours must be times HH:mm, the start before the end',
  badDate: 'Each holiday needs a date (YYYY-MM-DD) and a name',
  duplicateHoliday: 'A date is listed twice as a holiday for the same office type',
  duplicateOverride: 'An office type has more than one override',
  noOverrideDays: 'An office type override needs at least one working day',
  badPauseStatus: 'Pause statuses must be among the statuses offered',
  badFirstResponse: 'First response target must be between 1 and 240 hours',
} as const;

/**
 * Holidays as Admin → Business Calendar adds them (spec silent; decided here). Adding a holiday on
 * a date already listed for the same office type is refused, never a silent replace; a CSV import
 * adds the rows it can read and names every other row with its reason ("row 3: 2026-02-30 is not
 * a date"); a row repeating a listed holiday with another name is refused the same way, and an
 * identical one is taken as already there (importing a file twice changes nothing). Form problems
 * show under their field, in the words below, without the request's field names.
 */
export const HOLIDAY_MESSAGES = {
  /** `date` as shown (DD/MM/YYYY). */
  alreadyListed: (date: string, name: string) => `${date} is already a holiday (${name})`,
  notADate: (text: string) => `${text} is not a date`,
  noDate: 'the date is missing',
  noName: 'the name is missing',
  badOfficeType: (text: string, allowed: readonly string[]) =>
    `office type '${text}' is not one of ${allowed.join(', ')}`,
} as const;

export const MAX_HOLIDAYS = 1_000;

const weekday = z.number().int().min(0).max(6);
const clockTime = z
  .string()
  .max(5, BUSINESS_CALENDAR_MESSAGES.badTime)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, BUSINESS_CALENDAR_MESSAGES.badTime);
const officeGroup = z.enum(escalationKinds);
/** A real day written YYYY-MM-DD (2026-02-30 and 2026-13-01 are not: the latter is no Date at all). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export const holiday = z.object({
  date: z
    .string()
    .max(10, BUSINESS_CALENDAR_MESSAGES.badDate)
    .refine(isCalendarDate, BUSINESS_CALENDAR_MESSAGES.badDate),
  name: nameText.trim().min(1, BUSINESS_CALENDAR_MESSAGES.badDate),
  officeType: officeGroup.optional(),
});

const workingDays = z
  .array(weekday)
  .max(7)
  .transform((days) => [...new Set(days)].sort());

export const officeTypeOverride = z.object({
  officeType: officeGroup,
  workingDays: workingDays.refine((days) => days.length > 0, BUSINESS_CALENDAR_MESSAGES.noOverrideDays),
  workStart: clockTime,
  workEnd: clockTime,
});

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const goodHours = (time: { workStart: string; workEnd: string }) =>
  CLOCK_TIME.test(time.workStart) &&
  CLOCK_TIME.test(time.workEnd) &&
  minutesOfDay(time.workStart) < minutesOfDay(time.workEnd);

/**
 * The calendar's problems a form shows under its fields ('workEnd', 'officeTypeOverrides.<index>',
 * 'officeTypeOverrides', 'holidays', 'firstResponseHours'), in the save's words. The page checks
 * them before saving without zod (zod in a settings screen's chunk joined the chunk every page
 * loads, /login's too: issue 17's byte budgets); the save's schema refines with the same rules.
 */
export function calendarProblems(value: {
  workStart: string;
  workEnd: string;
  officeTypeOverrides: readonly {
    officeType: string;
    workStart: string;
    workEnd: string;
    workingDays: readonly unknown[];
  }[];
  holidays: readonly { date: string; officeType?: string }[];
  firstResponseHours: number;
}): Record<string, string> {
  const found: Record<string, string> = {};
  if (!goodHours(value)) found.workEnd = BUSINESS_CALENDAR_MESSAGES.badTime;
  value.officeTypeOverrides.forEach((override, index) => {
    if (!goodHours(override)) found[`officeTypeOverrides.${index}`] = BUSINESS_CALENDAR_MESSAGES.badTime;
    else if (override.workingDays.length === 0)
      found[`officeTypeOverrides.${index}`] = BUSINESS_CALENDAR_MESSAGES.noOverrideDays;
  });
  if (new Set(value.officeTypeOverrides.map((override) => override.officeType)).size < value.officeTypeOverrides.length)
    found.officeTypeOverrides = BUSINESS_CALENDAR_MESSAGES.duplicateOverride;
  const holidayKeys = value.holidays.map((entry) => `${entry.date}|${entry.officeType ?? ''}`);
  if (new Set(holidayKeys).size < holidayKeys.length) found.holidays = BUSINESS_CALENDAR_MESSAGES.duplicateHoliday;
  const hours = value.firstResponseHours;
  if (!(Number.isFinite(hours) && hours >= 1 && hours <= 240))
    found.firstResponseHours = BUSINESS_CALENDAR_MESSAGES.badFirstResponse;
  return found;
}

export const businessCalendarFields = z.object({
  workingDays,
  workStart: clockTime,
  workEnd: clockTime,
  holidays: z.array(holiday).max(MAX_HOLIDAYS),
  officeTypeOverrides: z.array(officeTypeOverride).max(escalationKinds.length),
  pauseStatuses: z
    .array(z.enum(PAUSABLE_STATUSES, BUSINESS_CALENDAR_MESSAGES.badPauseStatus))
    .max(PAUSABLE_STATUSES.length),
  firstResponseHours: z
    .number(BUSINESS_CALENDAR_MESSAGES.badFirstResponse)
    .min(1, BUSINESS_CALENDAR_MESSAGES.badFirstResponse)
    .max(240, BUSINESS_CALENDAR_MESSAGES.badFirstResponse),
});

export const businessCalendarView = businessCalendarFields.extend({
  /** 0 until the first save. */
  version: z.number(),
  /** The tenant's time zone the times are read in (Tenant Settings). */
  timeZone: z.string(),
});
export type BusinessCalendarView = z.infer<typeof businessCalendarView>;

export const saveBusinessCalendarRequest = businessCalendarFields
  .extend({ version: z.number().int().min(0).max(1_000_000_000) })
  .superRefine((value, context) => {
    for (const [field, message] of Object.entries(calendarProblems(value)))
      context.addIssue({
        code: 'custom',
        message,
        path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      });
  })
  .transform((value) => ({ ...value, pauseStatuses: [...new Set(value.pauseStatuses)] }));
export type SaveBusinessCalendarInput = z.output<typeof saveBusinessCalendarRequest>;

export const getBusinessCalendar = defineEndpoint('GET /api/businessCalendar/get', {
  access: 'centralAdmin',
  summary: "The tenant's business calendar (empty working days: calendar days), with its version.",
  request: z.object({}).passthrough(),
  response: businessCalendarView,
});

export const saveBusinessCalendar = defineEndpoint('POST /api/businessCalendar/save', {
  access: 'centralAdmin',
  summary: 'Replace the business calendar; conditioned on the version read.',
  request: saveBusinessCalendarRequest,
  response: successMessage.extend({ version: z.number() }),
});
