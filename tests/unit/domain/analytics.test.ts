import { describe, expect, it } from 'vitest';
import {
  agingBuckets,
  agingOf,
  countTickets,
  type FigureTicket,
  isOverdueForAnalytics,
  percentage,
  slaFigures,
} from '../../../shared/domain/analytics';

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
