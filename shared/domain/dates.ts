/**
 * One time zone story (issue 21 item 28): screens, CSV exports and mails show a moment the same
 * way, 'DD/MM/YYYY hh:mm A' in the tenant's time zone (tenant setting `timeZone`, Asia/Kolkata by
 * default, shown in the header), so a date read in a mail matches the one on screen and in a file.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
export const DISPLAY_DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';

/**
 * One cached Intl formatter per time zone for these options: a 180-day export formats half a million
 * dates, and building a zoned date object for each (as dayjs.tz does) alone takes longer than API
 * Gateway waits. The display dates here and the business-time arithmetic (./businessTime.ts) use it.
 */
export function zonedFormatter(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>) {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const formatterFor = zonedFormatter({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** Whether the runtime knows this IANA time zone name (e.g. 'Asia/Kolkata'). */
export function isTimeZone(name: string): boolean {
  if (!name || name.trim() !== name) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** `DD/MM/YYYY hh:mm A` in the given time zone; '' for a missing or unreadable value. */
export function formatDisplayDate(value: string | number | Date | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(time)) return '';
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const part: Record<string, string> = {};
  for (const { type, value: text } of formatterFor(zone).formatToParts(time)) part[type] = text;
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute} ${(part.dayPeriod ?? '').toUpperCase()}`;
}

/**
 * A date column's header with its zone, e.g. 'Created Date (Asia/Kolkata)'. Decision: the IANA
 * name, not an abbreviation such as IST, which is ambiguous and unknown for many zones.
 */
export const zonedHeader = (label: string, timeZone: string): string => `${label} (${timeZone})`;

/** An export column that holds a moment: its header ends in 'Date' ('Created Date', 'Closed Date'). */
export const isDateColumn = (label: string): boolean => /Date$/.test(label);
