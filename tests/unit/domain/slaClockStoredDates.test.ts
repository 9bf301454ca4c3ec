import { type BusinessCalendar, NO_CALENDAR } from '@shared/domain/businessTime';
import { firstResponseDueDate, planDueDate, slaClock } from '@shared/domain/slaClock';
import { describe, expect, it } from 'vitest';

/**
 * The SLA panel explains the stored dates (those of lists, the sweep and the First Response field);
 * dates set under an earlier calendar are said to be so, never explained with the current one.
 */

const KOLKATA = 'Asia/Kolkata';
const ist = (local: string) => new Date(Date.parse(`${local}+05:30`)).toISOString();
/** The calendar of the browser walk: Mon–Sat 09:00–17:00, a holiday 28/11/2026, a 2-hour target. */
const changed: BusinessCalendar = {
  ...NO_CALENDAR,
  workingDays: [1, 2, 3, 4, 5, 6],
  workStart: '09:00',
  workEnd: '17:00',
  holidays: [{ date: '2026-11-28', name: 'Founders Day' }],
  firstResponseHours: 2,
};

describe('a ticket raised before the calendar was changed (#600 of the browser walk)', () => {
  // Raised 26/11 05:00 PM with no calendar: 2 calendar days, a 4-hour first-response target.
  const createdAt = ist('2026-11-26T17:00:00');
  const storedDue = planDueDate(createdAt, 2, undefined, undefined, KOLKATA);
  const storedTarget = firstResponseDueDate(createdAt, undefined, undefined, KOLKATA);
  const clock = slaClock({
    startAt: createdAt,
    planDays: 2,
    initialDueDate: storedDue,
    storedFirstResponseDueDate: storedTarget,
    createdAt,
    pauses: [],
    firstResponseAt: ist('2026-11-27T10:41:00'),
    calendar: changed,
    calendarSavedAt: ist('2026-11-27T09:30:00'),
    officeGroup: undefined,
    timeZone: KOLKATA,
    now: Date.parse(ist('2026-11-27T12:00:00')),
  });

  it('shows the stored due date and says it was set under the earlier calendar', () => {
    expect(clock.currentDueDate).toBe(ist('2026-11-28T17:00:00'));
    expect(clock.explanation[0]).toBe(
      "Due 28/11/2026 05:00 PM: 2 days from 26/11/2026 05:00 PM, set on 26/11/2026, before the current business calendar was saved; the current calendar applies from the ticket's next SLA event",
    );
    expect(clock.skipped).toEqual([]);
    expect(clock.explanation[1]).toMatch(
      /^Current business calendar \(saved 27\/11\/2026 09:30 AM\): .*next SLA event/,
    );
  });

  it('judges the first response against the stored target, as the First Response field does', () => {
    expect(clock.firstResponseDueDate).toBe(storedTarget);
    expect(clock.firstResponseBreached).toBe(true);
    expect(clock.explanation.at(-1)).toBe(
      'First response target 26/11/2026 09:00 PM (set on 26/11/2026, before the current business calendar was saved): answered 27/11/2026 10:41 AM, missed.',
    );
  });

  it('does not count a pause under the current calendar when the stored date counted it under the earlier one', () => {
    // Stored at the resume under 09:00–17:00: 7 minutes moved the due date; now the hours are 10:00–12:00.
    const pause = { status: 'Vendor dependent', from: ist('2026-11-27T13:30:00'), to: ist('2026-11-27T13:37:00') };
    const moved = ist('2026-11-28T17:07:00');
    const view = slaClock({
      startAt: createdAt,
      planDays: 2,
      initialDueDate: storedDue,
      storedDueDate: moved,
      createdAt,
      pauses: [pause],
      firstResponseAt: null,
      calendar: { ...changed, workStart: '10:00', workEnd: '12:00' },
      calendarSavedAt: ist('2026-11-27T15:00:00'),
      officeGroup: undefined,
      timeZone: KOLKATA,
      now: Date.parse(ist('2026-11-27T16:00:00')),
    });
    expect(view.currentDueDate).toBe(moved);
    expect(view.explanation).toContain(
      'Paused while Vendor dependent, 27/11/2026 01:30 PM to 27/11/2026 01:37 PM, counted under the calendar in force then.',
    );
    expect(view.explanation.join(' ')).not.toContain('Paused 0 min');
  });

  it('explains with the current calendar the dates set under it', () => {
    const later = ist('2026-11-27T11:00:00');
    const due = planDueDate(later, 2, changed, undefined, KOLKATA);
    const current = slaClock({
      startAt: later,
      planDays: 2,
      initialDueDate: due,
      storedFirstResponseDueDate: firstResponseDueDate(later, changed, undefined, KOLKATA),
      createdAt: later,
      pauses: [],
      firstResponseAt: null,
      calendar: changed,
      calendarSavedAt: ist('2026-11-27T09:30:00'),
      officeGroup: undefined,
      timeZone: KOLKATA,
      now: Date.parse(later),
    });
    expect(current.explanation[0]).toBe(
      'Due 01/12/2026 11:00 AM: 2 business days from 27/11/2026 11:00 AM; holiday 28/11 (Founders Day) and Sunday 29/11 skipped',
    );
    expect(current.explanation.at(-1)).toBe(
      'First response target 27/11/2026 01:00 PM (2 business hours): not answered yet.',
    );
  });
});
