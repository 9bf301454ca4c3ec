import { describe, expect, it } from 'vitest';
import { firstResponseCell } from '@/components/tickets/ticketColumns';
import { firstResponseText } from '@/lib/ticketViewModel';

/** "First Response" in lists and the ticket view: "None" once a ticket is closed without one. */
describe('First Response text', () => {
  const target = '2026-11-26T08:00:00.000Z';
  it('reads "None" on a closed ticket never answered, "Not yet" on an open one', () => {
    expect(firstResponseCell({ firstResponseAt: null, isFirstResponseBreached: true, ticketStatus: 'Closed' })).toBe(
      'None (breached)',
    );
    expect(firstResponseCell({ firstResponseAt: null, isFirstResponseBreached: false, ticketStatus: 'Resolved' })).toBe(
      'None',
    );
    expect(firstResponseCell({ firstResponseAt: null, isFirstResponseBreached: false, ticketStatus: 'Open' })).toBe(
      'Not yet',
    );
    expect(
      firstResponseText({
        firstResponseAt: null,
        firstResponseDueDate: target,
        isFirstResponseBreached: true,
        ticketStatus: 'Closed',
      }),
    ).toMatch(/^None \(target .*, FR breached\)$/);
  });
});
