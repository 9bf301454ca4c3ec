import { type BusinessCalendar, isWorkingTime, NO_CALENDAR, type OfficeGroup } from '@shared/domain/businessTime';
import {
  firstResponseDueDate,
  pausesAfterStatusChange,
  pausesFromHistory,
  planDueDate,
  type SlaPause,
  slaClock,
} from '@shared/domain/slaClock';
import { dueDateFrom } from '@shared/domain/tickets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const KOLKATA = 'Asia/Kolkata';
const HOUR = 3_600_000;

const calendar = (overrides: Partial<BusinessCalendar> = {}): BusinessCalendar => ({
  ...NO_CALENDAR,
  workingDays: [1, 2, 3, 4, 5, 6],
  workStart: '09:00',
  workEnd: '17:00',
  ...overrides,
});

/** An instant given as wall-clock time in Asia/Kolkata (UTC+05:30, no daylight saving). */
const ist = (local: string) => new Date(Date.parse(`${local}+05:30`)).toISOString();

function clockOf(
  startAt: string,
  planDays: number,
  cal: BusinessCalendar | undefined,
  extra: {
    pauses?: SlaPause[];
    now?: string;
    firstResponseAt?: string | null;
    group?: OfficeGroup;
    zone?: string;
  } = {},
) {
  const zone = extra.zone ?? KOLKATA;
  return slaClock({
    startAt,
    planDays,
    initialDueDate: planDueDate(startAt, planDays, cal, extra.group, zone),
    createdAt: startAt,
    pauses: extra.pauses ?? [],
    firstResponseAt: extra.firstResponseAt ?? null,
    calendar: cal,
    officeGroup: extra.group,
    timeZone: zone,
    now: Date.parse(extra.now ?? startAt),
  });
}

describe('the SLA clock: examples', () => {
  it('skips a Sunday and a holiday, counts whole working days, and says so', () => {
    const cal = calendar({ holidays: [{ date: '2026-11-23', name: 'Founders Day' }] });
    // Saturday 21/11/2026 11:53 PM: after hours, so counting starts on the next working day.
    const clock = clockOf(ist('2026-11-21T23:53:00'), 2, cal);
    expect(clock.currentDueDate).toBe(ist('2026-11-25T17:00:00'));
    expect(clock.explanation[0]).toBe(
      'Due 25/11/2026 05:00 PM: 2 business days from 21/11/2026 11:53 PM; Sunday 22/11 and holiday 23/11 (Founders Day) skipped',
    );
  });

  it('counts part days: 1 business day from 11:00 is 11:00 the next working day', () => {
    expect(clockOf(ist('2026-11-25T11:00:00'), 1, calendar()).currentDueDate).toBe(ist('2026-11-26T11:00:00'));
    // Saturday 11:00 + 1 day: Sunday is off, so Monday 11:00.
    expect(clockOf(ist('2026-11-28T11:00:00'), 1, calendar()).currentDueDate).toBe(ist('2026-11-30T11:00:00'));
  });

  it('is the calendar-day due date when no calendar is set', () => {
    const start = '2026-11-21T18:23:00.000Z';
    expect(clockOf(start, 3, undefined).currentDueDate).toBe(dueDateFrom(start, 3));
    expect(clockOf(start, 3, NO_CALENDAR).currentDueDate).toBe(dueDateFrom(start, 3));
    expect(clockOf(start, 3, undefined).explanation[1]).toBe(
      'No business calendar is set: every calendar day and hour counts.',
    );
  });

  it('uses an office type override and holidays for that office type only', () => {
    const cal = calendar({
      officeTypeOverrides: [
        { officeType: 'school', workingDays: [1, 2, 3, 4, 5], workStart: '08:00', workEnd: '14:00' },
      ],
      holidays: [{ date: '2026-11-30', name: 'School sports day', officeType: 'school' }],
    });
    // Friday 27/11 13:00: school works 08:00–14:00 Mon–Fri; 1 day = 6 h: 1 h Friday, Monday is the
    // school's holiday, 5 h Tuesday → Tuesday 13:00.
    expect(clockOf(ist('2026-11-27T13:00:00'), 1, cal, { group: 'school' }).currentDueDate).toBe(
      ist('2026-12-01T13:00:00'),
    );
    // An office keeps Monday–Saturday 09:00–17:00 and no school holiday: Saturday 13:00.
    expect(clockOf(ist('2026-11-27T13:00:00'), 1, cal, { group: 'administrative' }).currentDueDate).toBe(
      ist('2026-11-28T13:00:00'),
    );
  });

  it('moves the due date by the business time paused, across nights and holidays', () => {
    const cal = calendar({ holidays: [{ date: '2026-11-26', name: 'Holiday' }] });
    const start = ist('2026-11-24T10:00:00');
    // Paused Tuesday 15:00 to Friday 11:00: 2 h Tuesday + 8 h Wednesday + 0 Thursday (holiday) + 2 h Friday = 12 h.
    const pauses = [{ status: 'Vendor dependent', from: ist('2026-11-24T15:00:00'), to: ist('2026-11-27T11:00:00') }];
    const clock = clockOf(start, 1, cal, { pauses, now: ist('2026-11-27T12:00:00') });
    expect(clock.pauses[0].pausedMs).toBe(12 * HOUR);
    // Unpaused due: Wednesday 10:00; plus 12 h of business time: Wed 10:00 → 17:00 (7 h), Thursday is
    // a holiday, Friday 09:00 + 5 h = 14:00.
    expect(clock.currentDueDate).toBe(ist('2026-11-27T14:00:00'));
    expect(clock.explanation[0]).toContain('paused 12 h while Vendor dependent');
  });

  it('keeps moving the due date while a pause is open', () => {
    const cal = calendar();
    const start = ist('2026-11-24T10:00:00');
    const pauses = [{ status: 'Awaiting for user response', from: ist('2026-11-24T11:00:00'), to: null }];
    const early = clockOf(start, 1, cal, { pauses, now: ist('2026-11-24T12:00:00') });
    const later = clockOf(start, 1, cal, { pauses, now: ist('2026-11-24T14:10:00') });
    expect(early.currentDueDate).toBe(ist('2026-11-25T11:00:00'));
    expect(later.currentDueDate).toBe(ist('2026-11-25T13:10:00'));
    expect(later.paused).toBe(true);
    expect(later.explanation[0]).toContain('paused 3 h 10 min so far while Awaiting for user response');
  });

  it('pauses in calendar time when no working days are set', () => {
    const start = '2026-11-24T10:00:00.000Z';
    const pauses = [{ status: 'Vendor dependent', from: '2026-11-24T12:00:00.000Z', to: '2026-11-25T12:00:00.000Z' }];
    expect(clockOf(start, 1, { ...NO_CALENDAR, pauseStatuses: ['Vendor dependent'] }, { pauses }).currentDueDate).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });

  it('counts across a daylight-saving change in the tenant zone', () => {
    const cal = calendar({ workingDays: [1, 2, 3, 4, 5] });
    // Friday 23/10/2026 10:00 in London (BST, UTC+1); clocks go back on Sunday 25/10; 2 days → Tuesday 10:00 GMT.
    expect(clockOf('2026-10-23T09:00:00.000Z', 2, cal, { zone: 'Europe/London' }).currentDueDate).toBe(
      '2026-10-27T10:00:00.000Z',
    );
  });

  it('sets the first-response target in business hours and judges the first answer', () => {
    const cal = calendar({ firstResponseHours: 4 });
    // Friday 16:00 + 4 business hours: 1 h Friday, 3 h Saturday → Saturday 12:00.
    expect(firstResponseDueDate(ist('2026-11-27T16:00:00'), cal, undefined, KOLKATA)).toBe(ist('2026-11-28T12:00:00'));
    const met = clockOf(ist('2026-11-27T16:00:00'), 2, cal, { firstResponseAt: ist('2026-11-28T10:00:00') });
    expect(met.firstResponseBreached).toBe(false);
    expect(met.explanation.at(-1)).toBe(
      'First response target 28/11/2026 12:00 PM (4 business hours): answered 28/11/2026 10:00 AM, met.',
    );
    const missed = clockOf(ist('2026-11-27T16:00:00'), 2, cal, { now: ist('2026-11-28T12:01:00') });
    expect(missed.firstResponseBreached).toBe(true);
    // Without a calendar: four plain hours.
    expect(firstResponseDueDate('2026-11-27T10:00:00.000Z', undefined, undefined, KOLKATA)).toBe(
      '2026-11-27T14:00:00.000Z',
    );
  });

  it('opens and closes pauses on status changes', () => {
    const statuses = ['Vendor dependent', 'Awaiting for user response'];
    const opened = pausesAfterStatusChange([], 'Vendor dependent', 't1', statuses);
    expect(opened).toEqual({
      pauses: [{ status: 'Vendor dependent', from: 't1', to: null }],
      paused: true,
      resumed: false,
    });
    expect(pausesAfterStatusChange(opened?.pauses ?? [], 'Vendor dependent', 't2', statuses)).toBeNull();
    const moved = pausesAfterStatusChange(opened?.pauses ?? [], 'Awaiting for user response', 't2', statuses);
    expect(moved?.pauses).toEqual([
      { status: 'Vendor dependent', from: 't1', to: 't2' },
      { status: 'Awaiting for user response', from: 't2', to: null },
    ]);
    expect(moved?.paused).toBe(false);
    const resumed = pausesAfterStatusChange(moved?.pauses ?? [], 'Work in progress', 't3', statuses);
    expect(resumed?.resumed).toBe(true);
    expect(resumed?.pauses.at(-1)?.to).toBe('t3');
    expect(pausesAfterStatusChange([], 'Work in progress', 't1', statuses)).toBeNull();
  });
});

// ---- Properties ----

const zones = fc.constantFrom('Asia/Kolkata', 'Europe/London', 'America/New_York', 'Asia/Kathmandu', 'UTC');
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const groups = fc.constantFrom<OfficeGroup | undefined>('school', 'college', 'administrative', undefined);
const workingTime = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    start: fc.integer({ min: 0, max: 20 * 60 }),
    length: fc.integer({ min: 30, max: 10 * 60 }),
  })
  .map(({ days, start, length }) => ({
    workingDays: days,
    workStart: hhmm(start),
    workEnd: hhmm(Math.min(23 * 60 + 59, start + length)),
  }));
const YEAR_2026 = Date.parse('2026-01-01T00:00:00Z');
const instant = fc.integer({ min: YEAR_2026, max: YEAR_2026 + 365 * 24 * HOUR });
const holidayDate = fc
  .integer({ min: 0, max: 400 })
  .map((day) => new Date(YEAR_2026 + day * 24 * HOUR).toISOString().slice(0, 10));
const calendars = fc.record({
  time: workingTime,
  holidays: fc.array(fc.record({ date: holidayDate, name: fc.constant('Holiday'), officeType: groups }), {
    maxLength: 40,
  }),
  overrides: fc.array(fc.record({ officeType: fc.constantFrom<OfficeGroup>('school', 'college'), time: workingTime }), {
    maxLength: 2,
  }),
});
type CalendarDraft = typeof calendars extends fc.Arbitrary<infer T> ? T : never;
const toCalendar = ({ time, holidays, overrides }: CalendarDraft): BusinessCalendar => ({
  ...NO_CALENDAR,
  ...time,
  holidays: holidays.map(({ officeType, ...rest }) => (officeType ? { ...rest, officeType } : rest)),
  officeTypeOverrides: overrides.map(({ officeType, time: own }) => ({ officeType, ...own })),
  pauseStatuses: ['Vendor dependent'],
});
/** A status history after the start: sorted offsets, each a change to paused or to working. */
const histories = fc.array(fc.record({ after: fc.integer({ min: 0, max: 20 * 24 * HOUR }), pause: fc.boolean() }), {
  maxLength: 6,
});
const historyFrom = (start: number, changes: { after: number; pause: boolean }[]) =>
  changes
    .map((change) => ({ at: start + change.after, status: change.pause ? 'Vendor dependent' : 'Work in progress' }))
    .sort((a, b) => a.at - b.at)
    .map((change) => ({ status: change.status, at: new Date(change.at).toISOString() }));

function dueAt(
  startAt: string,
  planDays: number,
  cal: BusinessCalendar | undefined,
  history: { status: string; at: string }[],
  now: number,
  group: OfficeGroup | undefined,
  zone: string,
) {
  const known = history.filter((change) => Date.parse(change.at) <= now);
  return slaClock({
    startAt,
    planDays,
    initialDueDate: planDueDate(startAt, planDays, cal, group, zone),
    createdAt: startAt,
    pauses: pausesFromHistory(known, cal?.pauseStatuses ?? []),
    firstResponseAt: null,
    calendar: cal,
    officeGroup: group,
    timeZone: zone,
    now,
  }).currentDueDate;
}

describe('the SLA clock: properties', () => {
  it('never puts a due date in non-working time', () => {
    fc.assert(
      fc.property(
        calendars,
        instant,
        fc.integer({ min: 1, max: 30 }),
        histories,
        groups,
        zones,
        (c, start, days, changes, group, zone) => {
          const cal = toCalendar(c);
          const startAt = new Date(start).toISOString();
          const history = historyFrom(start, changes);
          const now = start + 25 * 24 * HOUR;
          expect(
            isWorkingTime(Date.parse(dueAt(startAt, days, cal, history, now, group, zone)), cal, group, zone),
          ).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never moves a due date backwards as time passes', () => {
    fc.assert(
      fc.property(
        fc.option(calendars, { nil: undefined }),
        instant,
        fc.integer({ min: 1, max: 30 }),
        histories,
        fc.integer({ min: 0, max: 25 * 24 * HOUR }),
        fc.integer({ min: 0, max: 5 * 24 * HOUR }),
        groups,
        zones,
        (c, start, days, changes, earlier, step, group, zone) => {
          const cal = c ? toCalendar(c) : { ...NO_CALENDAR, pauseStatuses: ['Vendor dependent'] };
          const startAt = new Date(start).toISOString();
          const history = historyFrom(start, changes);
          const first = dueAt(startAt, days, cal, history, start + earlier, group, zone);
          const second = dueAt(startAt, days, cal, history, start + earlier + step, group, zone);
          expect(Date.parse(second)).toBeGreaterThanOrEqual(Date.parse(first));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('equals the calendar-day due date when no calendar is set', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 365 }), zones, groups, (start, days, zone, group) => {
        const startAt = new Date(start).toISOString();
        expect(dueAt(startAt, days, undefined, [], start + 400 * 24 * HOUR, group, zone)).toBe(
          dueDateFrom(startAt, days),
        );
      }),
    );
  });
});
