import { DEFAULT_TIME_ZONE, formatDisplayDate, isDateColumn, isTimeZone, zonedHeader } from '@shared/domain/dates';
import { describe, expect, it } from 'vitest';

/** One time zone story (issue 21 item 28): the rule screens, exports and mails share. */

describe('formatDisplayDate', () => {
  it("writes DD/MM/YYYY hh:mm A in India's zone by default", () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
    expect(formatDisplayDate('2026-11-21T18:30:00.000Z', DEFAULT_TIME_ZONE)).toBe('22/11/2026 12:00 AM');
    expect(formatDisplayDate('2026-11-22T06:45:00.000Z', DEFAULT_TIME_ZONE)).toBe('22/11/2026 12:15 PM');
    expect(formatDisplayDate('2026-01-05T14:05:00.000Z', DEFAULT_TIME_ZONE)).toBe('05/01/2026 07:35 PM');
  });

  it('follows the given zone, daylight saving included', () => {
    expect(formatDisplayDate('2026-07-01T12:00:00.000Z', 'America/New_York')).toBe('01/07/2026 08:00 AM');
    expect(formatDisplayDate('2026-12-01T12:00:00.000Z', 'America/New_York')).toBe('01/12/2026 07:00 AM');
    expect(formatDisplayDate(new Date('2026-12-01T12:00:00.000Z'), 'UTC')).toBe('01/12/2026 12:00 PM');
  });

  it('writes nothing for a missing or unreadable date, and India for an unknown zone', () => {
    expect(formatDisplayDate(null, DEFAULT_TIME_ZONE)).toBe('');
    expect(formatDisplayDate(undefined, DEFAULT_TIME_ZONE)).toBe('');
    expect(formatDisplayDate('not a date', DEFAULT_TIME_ZONE)).toBe('');
    expect(formatDisplayDate('2026-11-21T18:30:00.000Z', 'Mars/Olympus')).toBe('22/11/2026 12:00 AM');
  });
});

describe('zones and export headers', () => {
  it('knows IANA names only', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' Asia/Kolkata')).toBe(false);
  });

  it("names the zone in a date column's header", () => {
    expect(isDateColumn('Created Date')).toBe(true);
    expect(isDateColumn('Initial Due Date')).toBe(true);
    expect(isDateColumn('Ticket Status')).toBe(false);
    expect(zonedHeader('Created Date', 'Asia/Kolkata')).toBe('Created Date (Asia/Kolkata)');
  });
});
