import { firstResponseMetPercentage, sumsOf } from '@shared/domain/analytics';
import { NO_CALENDAR } from '@shared/domain/businessTime';
import { slaClock } from '@shared/domain/slaClock';
import { isFirstResponseBreached } from '@shared/domain/tickets';
import { describe, expect, it } from 'vitest';

/**
 * One first-response rule for lists, filters, exports, analytics and the ticket view (issue 18):
 * a ticket closed without a first response after its target is breached; closed before it is not.
 */

const created = '2026-11-26T04:00:00.000Z';
const target = '2026-11-26T08:00:00.000Z';
const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const unanswered = { firstResponseAt: null, firstResponseDueDate: target };

describe('isFirstResponseBreached', () => {
  it('counts a ticket closed unanswered after its target as breached, before it as not', () => {
    const now = Date.parse(later(target, 600));
    for (const status of ['Closed', 'Resolved']) {
      expect(isFirstResponseBreached({ ...unanswered, status, closedDate: later(target, 30) }, now)).toBe(true);
      expect(isFirstResponseBreached({ ...unanswered, status, closedDate: later(target, -30) }, now)).toBe(false);
    }
  });

  it('keeps the rules of open and answered tickets', () => {
    const open = { ...unanswered, status: 'Open', closedDate: null };
    expect(isFirstResponseBreached(open, Date.parse(later(target, 1)))).toBe(true);
    expect(isFirstResponseBreached(open, Date.parse(later(target, -1)))).toBe(false);
    const answeredLate = { firstResponseAt: later(target, 5), firstResponseDueDate: target, status: 'Closed' };
    expect(isFirstResponseBreached({ ...answeredLate, closedDate: later(target, 10) })).toBe(true);
    expect(
      isFirstResponseBreached({ ...unanswered, firstResponseDueDate: null, status: 'Closed', closedDate: null }),
    ).toBe(false);
  });
});

describe('the SLA panel agrees with the lists on a closed ticket', () => {
  const clockClosedAt = (closedAt: string) =>
    slaClock({
      startAt: created,
      planDays: 2,
      initialDueDate: later(created, 2 * 24 * 60),
      createdAt: created,
      pauses: [],
      firstResponseAt: null,
      closedAt,
      calendar: NO_CALENDAR,
      officeGroup: undefined,
      timeZone: 'Asia/Kolkata',
      now: Date.parse(later(target, 24 * 60)),
    });

  it('says missed exactly when the rule says breached', () => {
    const late = clockClosedAt(later(target, 30));
    expect(late.firstResponseBreached).toBe(true);
    expect(late.explanation.at(-1)).toBe(
      'First response target 26/11/2026 01:30 PM (4 hours): closed 26/11/2026 02:00 PM without a response, missed.',
    );
    const early = clockClosedAt(later(target, -30));
    expect(early.firstResponseBreached).toBe(false);
    expect(early.explanation.at(-1)).toBe(
      'First response target 26/11/2026 01:30 PM (4 hours): closed 26/11/2026 01:00 PM without a response, before the target.',
    );
  });
});

describe('First response met % counts a ticket closed unanswered after its target as missed', () => {
  it('adds it to the late ones, and leaves one closed before its target out', () => {
    const base = { createdAt: created, dueDate: null, firstResponseDueDate: target, firstResponseAt: null };
    const sums = sumsOf([
      { ...base, status: 'Open', closedDate: null, firstResponseAt: later(target, -60) },
      { ...base, status: 'Closed', closedDate: later(target, 30) },
      { ...base, status: 'Resolved', closedDate: later(target, -30) },
    ]);
    expect(sums.frl).toBe(1);
    expect(firstResponseMetPercentage(sums, Date.parse(later(target, 600)))).toBe(50);
  });
});
