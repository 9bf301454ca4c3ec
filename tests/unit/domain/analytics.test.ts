import {
  addSums,
  agingBuckets,
  agingOf,
  agingOfSums,
  countsOf,
  countTickets,
  type FigureTicket,
  figureContribution,
  firstResponseMetPercentage,
  isOverdueForAnalytics,
  percentage,
  satisfactionFiguresOf,
  slaFigures,
  slaFiguresOf,
  sumsOf,
} from '@shared/domain/analytics';
import { planRange } from '@shared/domain/rangePlan';
import { describe, expect, it } from 'vitest';

const DAY = 86_400_000;
const now = Date.parse('2026-11-22T12:00:00.000Z');
const at = (days: number) => new Date(now + days * DAY).toISOString();
const ticket = (over: Partial<FigureTicket>): FigureTicket => ({
  status: 'Open',
  createdAt: at(-10),
  dueDate: at(-8),
  closedDate: null,
  ...over,
});

describe('analytics figures', () => {
  it('gives 0, never NaN, for percentages of an empty set', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(1, 3)).toBe(33.33);
    expect(countTickets([], now)).toEqual({ total: 0, open: 0, closed: 0, overdue: 0 });
    expect(slaFigures([])).toEqual({ AverageSLA: 0, CompletedDays: 0, Difference: 0 });
  });

  it('counts Resolved and Closed as closed, everything else as open', () => {
    const counts = countTickets(
      [
        ticket({ status: 'Resolved', closedDate: at(-9) }),
        ticket({ status: 'Closed', closedDate: at(-9) }),
        ticket({ status: 'Re-Open' }),
        ticket({ status: 'Vendor dependent' }),
      ],
      now,
    );
    expect(counts).toMatchObject({ total: 4, open: 2, closed: 2 });
  });

  it('counts overdue as a missed SLA: closed late, or open past due', () => {
    expect(isOverdueForAnalytics(ticket({}), now)).toBe(true);
    expect(isOverdueForAnalytics(ticket({ dueDate: at(1) }), now)).toBe(false);
    expect(isOverdueForAnalytics(ticket({ status: 'Closed', closedDate: at(-7) }), now)).toBe(true);
    expect(isOverdueForAnalytics(ticket({ status: 'Closed', closedDate: at(-9) }), now)).toBe(false);
    expect(isOverdueForAnalytics(ticket({ dueDate: null }), now)).toBe(false);
  });

  it('averages the SLA plan and the days to close', () => {
    const figures = slaFigures([
      ticket({ createdAt: at(-10), dueDate: at(-8), status: 'Closed', closedDate: at(-9) }),
      ticket({ createdAt: at(-10), dueDate: at(-6), status: 'Closed', closedDate: at(-7) }),
      ticket({ createdAt: at(-10), dueDate: at(-7) }),
    ]);
    expect(figures).toEqual({ AverageSLA: 3, CompletedDays: 2, Difference: 1 });
  });

  it('buckets aging at whole days, with more than 7 in the last bucket', () => {
    const buckets = agingBuckets([0, 0.9, 1, 7, 7.99, 8, 30]);
    expect(buckets).toMatchObject({ zeroday: 2, oneday: 1, sevenday: 2, sevenplusday: 2, zeroday_percentage: 28.57 });
    const aging = agingOf(
      [
        ticket({ dueDate: at(-3) }),
        ticket({ status: 'Closed', createdAt: at(-10), dueDate: at(-9), closedDate: at(-1) }),
      ],
      now,
    );
    expect(aging.OverdueAging[0]).toMatchObject({ threeday: 1, sevenplusday: 1, zeroday: 0 });
    expect(aging.ClosedAging[0]).toMatchObject({ sevenplusday: 1 });
  });
});

describe('figure sums (the counters kept on write)', () => {
  const tickets: FigureTicket[] = [
    ticket({ createdAt: at(-10), dueDate: at(-8), status: 'Closed', closedDate: at(-9) }),
    ticket({ createdAt: at(-10), dueDate: at(-8), status: 'Resolved', closedDate: at(-0.5) }),
    ticket({ createdAt: at(-10), dueDate: at(-7) }),
    ticket({ createdAt: at(-3), dueDate: at(2) }),
    ticket({ createdAt: at(-3), dueDate: null }),
  ];

  it('give the same figures as counting the tickets one by one', () => {
    const sums = sumsOf(tickets);
    expect(countsOf(sums, now)).toEqual({ total: 5, open: 3, closed: 2, overdue: 2 });
    expect(slaFiguresOf(sums)).toEqual(slaFigures(tickets));
    expect(agingOfSums(sums, now)).toEqual(agingOf(tickets, now));
  });

  it('follow a change: minus the stored ticket, plus the changed one, equals a recount', () => {
    const before = tickets[2];
    const after: FigureTicket = { ...before, status: 'Closed', closedDate: at(-1) };
    const moved = addSums(addSums(sumsOf(tickets), figureContribution(before), -1), figureContribution(after));
    const recount = sumsOf([...tickets.slice(0, 2), after, ...tickets.slice(3)]);
    expect(moved).toEqual(recount);
    // Subtracting every ticket again leaves nothing behind (no zero counters kept).
    for (const each of [...tickets.slice(0, 2), after, ...tickets.slice(3)])
      addSums(moved, figureContribution(each), -1);
    expect(moved).toEqual({});
  });

  it('age open tickets at read time, so they move buckets as days pass', () => {
    const open = sumsOf([ticket({ dueDate: at(-7) })]);
    expect(agingOfSums(open, now).OverdueAging[0]).toMatchObject({ sevenday: 1, sevenday_percentage: 100 });
    expect(agingOfSums(open, now + DAY).OverdueAging[0]).toMatchObject({ sevenday: 0, sevenplusday: 1 });
    expect(countsOf(open, Date.parse(at(-7)) - 1).overdue).toBe(0);
  });

  it('put closing just before 1 day in the zero-day bucket and just after 7 days in more than 7', () => {
    const aging = agingOf(
      [
        ticket({ createdAt: at(-10), status: 'Closed', closedDate: new Date(now - 10 * DAY + DAY - 1).toISOString() }),
        ticket({ createdAt: at(-10), status: 'Closed', closedDate: new Date(now - 10 * DAY + 8 * DAY).toISOString() }),
      ],
      now,
    );
    expect(aging.ClosedAging[0]).toMatchObject({ zeroday: 1, sevenplusday: 1, zeroday_percentage: 50 });
  });

  it('answer zeros, never NaN, for an empty set', () => {
    expect(countsOf({}, now)).toEqual({ total: 0, open: 0, closed: 0, overdue: 0 });
    expect(slaFiguresOf({})).toEqual({ AverageSLA: 0, CompletedDays: 0, Difference: 0 });
    expect(agingOfSums({}, now).OverdueAging[0]).toMatchObject({ zeroday: 0, zeroday_percentage: 0 });
  });
});

describe('planRange: how a created range is read from day and month counters', () => {
  it('reads a whole UTC day from its counter, and a day cut part-way row by row', () => {
    expect(planRange('2026-11-05T00:00:00.000Z', '2026-11-05T23:59:59.999Z')).toEqual({
      partialDays: [],
      dayRuns: [['2026-11-05', '2026-11-05']],
    });
    expect(planRange('2026-11-04T18:30:00.000Z', '2026-11-05T18:29:59.999Z')).toEqual({
      partialDays: ['2026-11-04', '2026-11-05'],
      dayRuns: [],
    });
  });

  it('uses whole months inside the range and days around them', () => {
    expect(planRange('2025-11-21T18:30:00.000Z', '2026-11-22T18:29:59.999Z')).toEqual({
      partialDays: ['2025-11-21', '2026-11-22'],
      dayRuns: [
        ['2025-11-22', '2025-11-30'],
        ['2026-11-01', '2026-11-21'],
      ],
      months: ['2025-12', '2026-10'],
    });
    expect(planRange('2026-02-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z')).toEqual({
      partialDays: [],
      dayRuns: [],
      months: ['2026-02', '2026-02'],
    });
  });

  it('uses days only when no whole month fits, and nothing for an empty range', () => {
    expect(planRange('2026-11-03T00:00:00.000Z', '2026-11-20T23:59:59.999Z')).toEqual({
      partialDays: [],
      dayRuns: [['2026-11-03', '2026-11-20']],
    });
    expect(planRange('2026-11-20T00:00:00.000Z', '2026-11-03T00:00:00.000Z')).toEqual({
      partialDays: [],
      dayRuns: [],
    });
  });
});

describe('first response and satisfaction counters (issue 18)', () => {
  const base = { status: 'Open', createdAt: '2026-11-02T05:00:00.000Z', dueDate: null, closedDate: null };
  const target = '2026-11-02T09:00:00.000Z';
  it('count first responses met, late and awaited, decided by the time', () => {
    const sums = sumsOf([
      { ...base, firstResponseDueDate: target, firstResponseAt: '2026-11-02T08:00:00.000Z' },
      { ...base, firstResponseDueDate: target, firstResponseAt: '2026-11-02T10:00:00.000Z' },
      { ...base, firstResponseDueDate: target, firstResponseAt: null },
      { ...base, status: 'Closed', closedDate: target, firstResponseDueDate: target, firstResponseAt: null },
      { ...base, firstResponseDueDate: null, firstResponseAt: null },
    ]);
    expect(firstResponseMetPercentage(sums, Date.parse(target) - 1)).toBe(50);
    expect(firstResponseMetPercentage(sums, Date.parse(target) + 1)).toBe(33.33);
    expect(firstResponseMetPercentage({}, Date.parse(target))).toBe(0);
  });
  it('count the last answers and the re-opens after "No"', () => {
    const sums = sumsOf([
      { ...base, satisfaction: 'Yes' },
      { ...base, satisfaction: 'Yes', reopenedAfterNo: true },
      { ...base, satisfaction: 'No', reopenedAfterNo: true },
      { ...base },
    ]);
    expect(satisfactionFiguresOf(sums)).toEqual({
      Responses: 3,
      Satisfied: 2,
      NotSatisfied: 1,
      SatisfiedPercentage: 66.67,
      NotSatisfiedPercentage: 33.33,
      ReopenedAfterNo: 2,
    });
    expect(satisfactionFiguresOf({}).SatisfiedPercentage).toBe(0);
  });
});
