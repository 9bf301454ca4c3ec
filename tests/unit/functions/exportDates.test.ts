import { afterEach, describe, expect, it } from 'vitest';
import { displayDate } from '../../../functions/core/exports';

/** Export dates: DD/MM/YYYY hh:mm A in the tenant's time zone (India unless set). */

afterEach(() => {
  delete process.env.TENANT_TIMEZONE;
});

describe('displayDate', () => {
  it("writes an instant in the tenant's time zone, on a 12-hour clock", () => {
    expect(displayDate('2026-11-21T18:30:00.000Z')).toBe('22/11/2026 12:00 AM');
    expect(displayDate('2026-11-22T06:45:00.000Z')).toBe('22/11/2026 12:15 PM');
    expect(displayDate('2026-01-05T14:05:00.000Z')).toBe('05/01/2026 07:35 PM');
  });

  it('follows another zone, daylight saving included', () => {
    process.env.TENANT_TIMEZONE = 'America/New_York';
    expect(displayDate('2026-07-01T12:00:00.000Z')).toBe('01/07/2026 08:00 AM');
    expect(displayDate('2026-12-01T12:00:00.000Z')).toBe('01/12/2026 07:00 AM');
  });

  it('leaves a missing or unreadable date empty', () => {
    expect(displayDate(null)).toBe('');
    expect(displayDate(undefined)).toBe('');
    expect(displayDate('not a date')).toBe('');
  });
});
