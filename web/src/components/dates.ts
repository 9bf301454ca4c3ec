import { type LocalDate, localDateOf, nextDate, zonedDayStart } from '@shared/domain/businessTime';
import { DEFAULT_TIME_ZONE, DISPLAY_DATE_TIME_FORMAT, formatDisplayDate } from '@shared/domain/dates';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Dates as the portal shows and takes them (DESIGN.md, Web; tickets spec sections 5 and 9): shown
 * 'DD/MM/YYYY hh:mm A' in the tenant's time zone (the rule exports and mails share, issue 21 item
 * 28), entered 'DD/MM/YYYY', ranges sent as ISO strings from 00:00:00.000 to 23:59:59.999 in the
 * tenant's time zone too (not the browser's: an agent abroad selects the tickets a colleague in the
 * office does), at most 180 days. A Dayjs here stands for a calendar day (its local midnight): dayjs
 * only counts days; instants are read and made in the tenant's zone.
 */

export { DISPLAY_DATE_TIME_FORMAT };

/** The zone dates are shown in; the layout sets the tenant's once its settings arrive. */
let displayTimeZone = DEFAULT_TIME_ZONE;
export const setDisplayTimeZone = (timeZone: string | undefined) => {
  displayTimeZone = timeZone || DEFAULT_TIME_ZONE;
};
export const currentDisplayTimeZone = () => displayTimeZone;
export const INPUT_DATE_FORMAT = 'DD/MM/YYYY';
export const MAX_RANGE_DAYS = 180;
export const DEFAULT_RANGE_DAYS = 30;
export const RANGE_TOO_LONG_MESSAGE = 'Please select data range within 6 months';
export const INVALID_DATE_MESSAGE = 'Enter dates as DD/MM/YYYY';
export const RANGE_ORDER_MESSAGE = 'The start date must be before the end date.';

/** 'DD/MM/YYYY hh:mm A' in the tenant's time zone; empty for a missing or unreadable value. */
export function formatDateTime(iso: string | null | undefined): string {
  return formatDisplayDate(iso, displayTimeZone);
}

/**
 * 'DD/MM/YYYY' alone, for a value that is a day and not a moment (a form's date field such as
 * "Issue Noticed On", stored as that day's midnight): its time would only mislead (issue 17).
 */
export function formatDateOnly(iso: string | null | undefined): string {
  return formatDateTime(iso).split(' ')[0] ?? '';
}

export const formatDateInput = (date: Dayjs | Date | string): string => dayjs(date).format(INPUT_DATE_FORMAT);

const calendarDay = ({ year, month, day }: LocalDate): Dayjs => dayjs(new Date(year, month - 1, day));
const localDateOfDay = (day: Dayjs): LocalDate => ({ year: day.year(), month: day.month() + 1, day: day.date() });

/** The calendar day an instant falls on in the tenant's time zone (its "today" for `Date.now()`). */
export const tenantDayOf = (instant: Date | Dayjs | number): Dayjs =>
  calendarDay(localDateOf(dayjs(instant).valueOf(), displayTimeZone));

/** The first instant of a calendar day in the tenant's time zone. */
const tenantDayStart = (day: Dayjs): Date => new Date(zonedDayStart(localDateOfDay(day), displayTimeZone));

/** The last millisecond of a calendar day in the tenant's time zone. */
export const tenantDayEnd = (day: Dayjs): Date =>
  new Date(zonedDayStart(nextDate(localDateOfDay(day)), displayTimeZone) - 1);

/** A calendar day at the time of day `instant` has in the tenant's time zone (as long after its midnight). */
export function tenantDayAtTimeOf(day: Dayjs, instant: number): Date {
  const sinceMidnight = instant - tenantDayStart(tenantDayOf(instant)).getTime();
  return new Date(tenantDayStart(day).getTime() + sinceMidnight);
}

const INPUT_PATTERN = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/** A typed 'DD/MM/YYYY' as the start of that local day, or undefined when it is not a real date. */
export function parseDateInput(text: string): Dayjs | undefined {
  const match = INPUT_PATTERN.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = dayjs(new Date(year, month - 1, day));
  // new Date rolls 31/02 over into March: a real date reads back the same parts.
  if (date.date() !== day || date.month() !== month - 1 || date.year() !== year) return undefined;
  return date.startOf('day');
}

/** A range as the inputs hold it: two 'DD/MM/YYYY' texts, either possibly empty. */
export interface DateRangeText {
  start: string;
  end: string;
}

export const EMPTY_RANGE: DateRangeText = { start: '', end: '' };

export type RangeCheck =
  | { state: 'empty' }
  | { state: 'invalid'; message: string }
  | { state: 'valid'; startDate: string; endDate: string; days: number; overLimit: boolean };

/**
 * Reads a range: empty (both blank), invalid (a bad date, one end missing, or the end before the
 * start), or valid with its ISO ends (start 00:00:00.000, end 23:59:59.999 in the tenant's zone) and whether it
 * spans more than `maxDays` days.
 */
export function checkRange(range: DateRangeText, maxDays: number = MAX_RANGE_DAYS): RangeCheck {
  if (!range.start.trim() && !range.end.trim()) return { state: 'empty' };
  const start = parseDateInput(range.start);
  const end = parseDateInput(range.end);
  if (!start || !end) return { state: 'invalid', message: INVALID_DATE_MESSAGE };
  if (end.isBefore(start)) return { state: 'invalid', message: RANGE_ORDER_MESSAGE };
  const days = end.diff(start, 'day');
  return {
    state: 'valid',
    startDate: tenantDayStart(start).toISOString(),
    endDate: tenantDayEnd(end).toISOString(),
    days,
    overLimit: days > maxDays,
  };
}

/** Whether a range stops Filter and Export: unreadable, or longer than the limit. */
export function rangeBlocksFiltering(range: DateRangeText, maxDays: number = MAX_RANGE_DAYS): boolean {
  const check = checkRange(range, maxDays);
  return check.state === 'invalid' || (check.state === 'valid' && check.overLimit);
}

/** The ISO ends of a valid range, or undefined for an empty or unreadable one. */
export function isoRange(range: DateRangeText): { startDate: string; endDate: string } | undefined {
  const check = checkRange(range, Number.POSITIVE_INFINITY);
  return check.state === 'valid' ? { startDate: check.startDate, endDate: check.endDate } : undefined;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Back from saved ISO ends to the input texts (the tenant's days); blank when unreadable. */
export function rangeTextFromIso(start: unknown, end: unknown): DateRangeText {
  const text = (value: unknown) => {
    if (typeof value !== 'string' || !value) return '';
    // A bare 'YYYY-MM-DD' is a day already, not an instant to place in a zone.
    const date = DATE_ONLY.test(value) ? dayjs(value) : dayjs(Date.parse(value));
    if (!date.isValid()) return '';
    return formatDateInput(DATE_ONLY.test(value) ? date : tenantDayOf(date));
  };
  return { start: text(start), end: text(end) };
}

export const rangePresetNames = [
  'Today',
  'Yesterday',
  'Last 7 Days',
  'Last 30 Days',
  'This Month',
  'Last Month',
  'Last 3 Months',
  'Last 1 Year',
] as const;
export type RangePresetName = (typeof rangePresetNames)[number];

/** The dates a shortcut stands for, counted from `now` (the tenant's days). */
export function presetRange(name: RangePresetName, now: Date | Dayjs = new Date()): DateRangeText {
  const today = tenantDayOf(now);
  const range = (start: Dayjs, end: Dayjs = today) => ({ start: formatDateInput(start), end: formatDateInput(end) });
  switch (name) {
    case 'Today':
      return range(today);
    case 'Yesterday':
      return range(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'Last 7 Days':
      return range(today.subtract(6, 'day'));
    case 'Last 30 Days':
      return range(today.subtract(DEFAULT_RANGE_DAYS - 1, 'day'));
    case 'This Month':
      return range(today.startOf('month'), today.endOf('month'));
    case 'Last Month': {
      const lastMonth = today.subtract(1, 'month');
      return range(lastMonth.startOf('month'), lastMonth.endOf('month'));
    }
    case 'Last 3 Months':
      return range(today.subtract(3, 'month'));
    case 'Last 1 Year':
      return range(today.subtract(1, 'year'));
  }
}

/** The default created range: the last 30 days (today minus 29 days to today). */
export const defaultCreatedRange = (now: Date | Dayjs = new Date()): DateRangeText => presetRange('Last 30 Days', now);

/**
 * How an empty ticket list names the created range it applied (issue 17): "in the last 30 days"
 * for a range ending today, else "created from 01/03/2026 to 15/03/2026"; undefined for no range.
 */
export function createdRangePhrase(range: DateRangeText, now: Date | Dayjs = new Date()): string | undefined {
  const check = checkRange(range, Number.POSITIVE_INFINITY);
  if (check.state !== 'valid') return undefined;
  const today = tenantDayOf(now);
  const end = parseDateInput(range.end);
  if (end?.isSame(today, 'day')) {
    const days = check.days + 1;
    return days === 1 ? 'created today' : `in the last ${days} days`;
  }
  return `created from ${range.start.trim()} to ${range.end.trim()}`;
}

/** What narrowed an empty ticket list besides its created range: the search text, the other filters by label. */
export interface EmptyListCause {
  search?: string;
  /** The labels of the other filters in use ('Status', 'FR breached'), as the filter bar names them. */
  filters?: readonly string[];
}

const listOf = (labels: readonly string[], joiner = 'and') =>
  labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} ${joiner} ${labels[labels.length - 1]}`;

/**
 * What an empty ticket list says: what selected nothing (the search, the other filters, the created
 * range) and what to do next. Without a search or another filter, widen the range or raise a ticket.
 */
export function noTicketsMessage(
  created: DateRangeText | undefined,
  now?: Date | Dayjs,
  { search = '', filters = [] }: EmptyListCause = {},
): string {
  const phrase = created && createdRangePhrase(created, now);
  const text = search.trim();
  if (!text && filters.length === 0) {
    return phrase
      ? `No tickets ${phrase}. Widen the Created Date range or raise a New Ticket`
      : 'No tickets match these filters. Change the filters or raise a New Ticket';
  }
  const filterPart = `the ${listOf(filters)} ${filters.length === 1 ? 'filter' : 'filters'}`;
  const what = text ? `"${text}"${filters.length > 0 ? ` and ${filterPart}` : ''}` : filterPart;
  const remedies = [
    text && 'clear the search',
    filters.length > 0 && 'change the filters',
    phrase && 'widen the Created Date range',
  ].filter((remedy): remedy is string => Boolean(remedy));
  const advice = listOf(remedies, 'or');
  return `No tickets match ${what}${phrase ? ` ${phrase}` : ''}. ${advice.charAt(0).toUpperCase()}${advice.slice(1)}.`;
}
