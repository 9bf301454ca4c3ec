/**
 * Business time (issue 18), pure: a tenant's working days, hours, holidays and office-type
 * overrides, and the time-zone arithmetic that turns them into instants. The SLA clock
 * (slaClock.ts) counts its due dates in this time.
 */

import { zonedFormatter } from './dates';

export type OfficeGroup = 'school' | 'college' | 'administrative';

export interface WorkingTime {
  /** 0–6, Sunday 0. */
  workingDays: number[];
  /** 'HH:mm' */
  workStart: string;
  workEnd: string;
}

export interface Holiday {
  /** 'YYYY-MM-DD' in the tenant's time zone. */
  date: string;
  name: string;
  /** Only for this office group; absent: for everyone. */
  officeType?: OfficeGroup;
}

export interface OfficeTypeOverride extends WorkingTime {
  officeType: OfficeGroup;
}

export interface BusinessCalendar extends WorkingTime {
  holidays: Holiday[];
  officeTypeOverrides: OfficeTypeOverride[];
  pauseStatuses: string[];
  firstResponseHours: number;
}

export const DEFAULT_FIRST_RESPONSE_HOURS = 4;
/** Offered when a tenant sets its calendar (the default); not in force until saved. */
export const DEFAULT_WORKING_TIME: WorkingTime = {
  workingDays: [1, 2, 3, 4, 5, 6],
  workStart: '09:00',
  workEnd: '17:00',
};

/** The calendar of a tenant that set nothing: calendar days, no pauses, the default first-response target. */
export const NO_CALENDAR: BusinessCalendar = {
  workingDays: [],
  workStart: DEFAULT_WORKING_TIME.workStart,
  workEnd: DEFAULT_WORKING_TIME.workEnd,
  holidays: [],
  officeTypeOverrides: [],
  pauseStatuses: [],
  firstResponseHours: DEFAULT_FIRST_RESPONSE_HOURS,
};

/** The statuses a tenant may choose to pause the clock (the list). */
export const PAUSABLE_STATUSES = [
  'Awaiting for user response',
  'Vendor dependent',
  'Warehouse dependent',
  'Branch dependent',
  'Indent at Branch approval',
  'Indent at DM approval',
  'Indent at CO approval',
] as const;

export type PausableStatus = (typeof PAUSABLE_STATUSES)[number];
export const isPausableStatus = (status: string): status is PausableStatus =>
  (PAUSABLE_STATUSES as readonly string[]).includes(status);

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Whether working days are set: otherwise the clock counts calendar days. */
export const usesBusinessTime = (calendar: BusinessCalendar | undefined): calendar is BusinessCalendar =>
  Boolean(calendar && calendar.workingDays.length > 0);

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** A due date is looked for at most this many days ahead (a calendar with no working day left ends the search). */
export const MAX_DAYS_AHEAD = 5 * 366;

export const minutesOfDay = (hhmm: string): number => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

// ---- Time zone arithmetic (Intl, one cached formatter per zone) ----

const partsFormatter = zonedFormatter({
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function localParts(time: number, timeZone: string) {
  const part: Record<string, number> = {};
  for (const { type, value } of partsFormatter(timeZone).formatToParts(time)) part[type] = Number(value);
  return part as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(time: number, timeZone: string): number {
  const part = localParts(time, timeZone);
  const asUtc = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return asUtc - (time - (((time % 1000) + 1000) % 1000));
}

export const localDateOf = (time: number, timeZone: string): LocalDate => {
  const part = localParts(time, timeZone);
  return { year: part.year, month: part.month, day: part.day };
};

/** The instant of a local wall-clock time (a time skipped by a daylight-saving change moves forward). */
function instantOf(date: LocalDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return second === first ? first : Math.max(first, second);
}

/**
 * The first instant of a calendar day in a zone (its midnight, or the first minute after a skipped
 * one): a date range picked as days is that day's start to the next day's start in the tenant's
 * zone, whatever zone the browser is in.
 */
export const zonedDayStart = (date: LocalDate, timeZone: string): number => instantOf(date, 0, timeZone);

export const nextDate = (date: LocalDate): LocalDate => {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};
export const weekdayOf = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
const pad = (value: number) => String(value).padStart(2, '0');
export const dateKey = (date: LocalDate) => `${date.year}-${pad(date.month)}-${pad(date.day)}`;
export const sameDate = (a: LocalDate, b: LocalDate) => a.year === b.year && a.month === b.month && a.day === b.day;

// ---- Working windows ----

interface DayWindow {
  start: number;
  end: number;
}

export type DayKind =
  | { kind: 'working'; window: DayWindow }
  | { kind: 'nonWorking' }
  | { kind: 'holiday'; name: string };

/** The working time that applies to an office group: its override, else the tenant's. */
export function workingTimeFor(calendar: BusinessCalendar, group: OfficeGroup | undefined): WorkingTime {
  return calendar.officeTypeOverrides.find((override) => override.officeType === group) ?? calendar;
}

export const workdayMs = (time: WorkingTime): number =>
  (minutesOfDay(time.workEnd) - minutesOfDay(time.workStart)) * MINUTE_MS;

export interface Clockwork {
  calendar: BusinessCalendar;
  group: OfficeGroup | undefined;
  timeZone: string;
}

export function dayKind(date: LocalDate, { calendar, group, timeZone }: Clockwork): DayKind {
  const key = dateKey(date);
  const holiday = calendar.holidays.find(
    (entry) => entry.date === key && (entry.officeType === undefined || entry.officeType === group),
  );
  if (holiday) return { kind: 'holiday', name: holiday.name };
  const time = workingTimeFor(calendar, group);
  if (!time.workingDays.includes(weekdayOf(date))) return { kind: 'nonWorking' };
  return {
    kind: 'working',
    window: {
      start: instantOf(date, minutesOfDay(time.workStart), timeZone),
      end: instantOf(date, minutesOfDay(time.workEnd), timeZone),
    },
  };
}

/** `amount` ms of working time after `from`; 0 leaves `from` as it is. */
export function addWorkingTime(from: number, amount: number, clock: Clockwork): number {
  if (amount <= 0) return from;
  let remaining = amount;
  let date = localDateOf(from, clock.timeZone);
  for (let step = 0; step < MAX_DAYS_AHEAD; step += 1) {
    const day = dayKind(date, clock);
    if (day.kind === 'working' && day.window.end > from) {
      const start = Math.max(day.window.start, from);
      const available = day.window.end - start;
      if (remaining <= available) return start + remaining;
      remaining -= available;
    }
    date = nextDate(date);
  }
  // No working day within five years: the calendar has none left; count plain time instead.
  return from + amount;
}

/** The working time between two instants. */
export function workingTimeBetween(from: number, to: number, clock: Clockwork): number {
  if (to <= from) return 0;
  let total = 0;
  let date = localDateOf(from, clock.timeZone);
  const last = localDateOf(to, clock.timeZone);
  for (let step = 0; step < MAX_DAYS_AHEAD; step += 1) {
    const day = dayKind(date, clock);
    if (day.kind === 'working') total += Math.max(0, Math.min(day.window.end, to) - Math.max(day.window.start, from));
    if (sameDate(date, last)) break;
    date = nextDate(date);
  }
  return total;
}

/** Whether an instant lies in working time (a day's end counts: a due date may be 05:00 PM). */
export function isWorkingTime(
  time: number,
  calendar: BusinessCalendar,
  group: OfficeGroup | undefined,
  timeZone: string,
): boolean {
  if (!usesBusinessTime(calendar)) return true;
  const day = dayKind(localDateOf(time, timeZone), { calendar, group, timeZone });
  return day.kind === 'working' && time >= day.window.start && time <= day.window.end;
}
