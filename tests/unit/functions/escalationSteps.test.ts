import { describe, expect, it } from 'vitest';
import { nextLevel } from '../../../functions/core/overdueSweep';

/** The overdue sweep's next level (functions/core/overdueSweep.ts): one level a day, never two at once. */

const hour = 3_600_000;
const due = '2026-11-01T10:00:00.000Z';
const at = (hours: number) => Date.parse(due) + hours * hour;
const iso = (hours: number) => new Date(at(hours)).toISOString();

describe('the next escalation level of an overdue ticket', () => {
  it('is none before the due date, level 1 at it, and level 2 a day after level 1', () => {
    expect(nextLevel(due, at(-1), [])).toBeUndefined();
    expect(nextLevel(due, at(0.25), [])).toBe('level1');
    const first = [{ level: 'level1' as const, at: iso(0.25) }];
    expect(nextLevel(due, at(23), first)).toBeUndefined();
    expect(nextLevel(due, at(24.25), first)).toBe('level2');
  });

  it('climbs one level at a time, a day apart, for a ticket found overdue late (re-opened, or the sweep stopped)', () => {
    // Ten days past due and never escalated: level 1 now, not every level at once.
    expect(nextLevel(due, at(240), [])).toBe('level1');
    const reached = [{ level: 'level1' as const, at: iso(240) }];
    expect(nextLevel(due, at(240.25), reached)).toBeUndefined();
    expect(nextLevel(due, at(264), reached)).toBe('level2');
    // Re-opened after levels 1 and 2, long ago: level 3 at once, then a day later level 4.
    const before = [
      { level: 'level1' as const, at: iso(0.25) },
      { level: 'level2' as const, at: iso(24.25) },
    ];
    expect(nextLevel(due, at(300), before)).toBe('level3');
  });

  it('stops after the HOD', () => {
    const all = (['level1', 'level2', 'level3', 'level4', 'level5', 'hod'] as const).map((level, index) => ({
      level,
      at: iso(index * 24),
    }));
    expect(nextLevel(due, at(1000), all)).toBeUndefined();
  });
});
