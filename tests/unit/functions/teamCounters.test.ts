import { cheaperRowSource } from '@functions/core/teamTickets';
import { assignedCountDeltas } from '@functions/db/ticketStats';
import { describe, expect, it } from 'vitest';
import { storedTicket } from '../../factories/tickets';

/** The counters behind the My Teams default view, and the choice of where its rows are read. */

const ticket = (assigneeId: string | null, departmentId: string, createdAt = '2026-11-20T10:00:00.000Z') =>
  storedTicket({ assigneeId, departmentId, createdAt });

describe('assignedCountDeltas', () => {
  it('counts an assigned ticket on its creation day under its assignee and department', () => {
    expect(assignedCountDeltas([{ after: ticket('7', '2') }])).toEqual([{ day: '2026-11-20', deltas: [['7#2', 1]] }]);
    expect(assignedCountDeltas([{ after: ticket(null, '2') }])).toEqual([]);
  });

  it('moves the count on a reassignment or a transfer, and leaves it on any other change', () => {
    expect(assignedCountDeltas([{ before: ticket('7', '2'), after: ticket('8', '2') }])).toEqual([
      {
        day: '2026-11-20',
        deltas: [
          ['7#2', -1],
          ['8#2', 1],
        ],
      },
    ]);
    expect(assignedCountDeltas([{ before: ticket('7', '2'), after: ticket('7', '3') }])).toEqual([
      {
        day: '2026-11-20',
        deltas: [
          ['7#2', -1],
          ['7#3', 1],
        ],
      },
    ]);
    expect(assignedCountDeltas([{ before: ticket('7', '2'), after: ticket(null, '2') }])).toEqual([
      { day: '2026-11-20', deltas: [['7#2', -1]] },
    ]);
    expect(assignedCountDeltas([{ before: ticket('7', '2'), after: ticket('7', '2') }])).toEqual([]);
  });

  it('merges the changes of many tickets per day', () => {
    const changes = [
      { after: ticket('7', '2') },
      { after: ticket('7', '2') },
      { after: ticket('7', '2', '2026-11-21T01:00:00.000Z') },
    ];
    expect(assignedCountDeltas(changes)).toEqual([
      { day: '2026-11-20', deltas: [['7#2', 2]] },
      { day: '2026-11-21', deltas: [['7#2', 1]] },
    ]);
  });
});

describe('cheaperRowSource', () => {
  const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
  const sharesOf = (kept: number, all: number) => new Map(days.map((day) => [day, { kept, all }]));
  const agents = (count: number, tickets: number) =>
    new Map(Array.from({ length: count }, (_, index) => [String(index), tickets]));

  it('walks day partitions when the view holds most of each day', () => {
    expect(cheaperRowSource(days, sharesOf(950, 1000), agents(64, 45), 20)).toBe('days');
  });

  it("reads each agent's partition when the view holds a few rows of each day", () => {
    expect(cheaperRowSource(days, sharesOf(20, 1000), agents(2, 30), 20)).toBe('agents');
  });

  it('skips days the view holds nothing of', () => {
    const shares = new Map([
      ['2026-11-21', { kept: 0, all: 1000 }],
      ['2026-11-20', { kept: 900, all: 1000 }],
    ]);
    expect(cheaperRowSource(days, shares, agents(40, 22), 20)).toBe('days');
  });
});
