import { describe, expect, it } from 'vitest';
import { noTicketsMessage } from '@/components/dates';

/** Issue 17: an empty ticket list says which created range it applied and what to do next. */
describe('noTicketsMessage', () => {
  const now = new Date(2026, 2, 31, 10, 0);

  it('names a range ending today by its length in days', () => {
    expect(noTicketsMessage({ start: '02/03/2026', end: '31/03/2026' }, now)).toBe(
      'No tickets in the last 30 days. Widen the Created Date range or raise a New Ticket',
    );
    expect(noTicketsMessage({ start: '25/03/2026', end: '31/03/2026' }, now)).toBe(
      'No tickets in the last 7 days. Widen the Created Date range or raise a New Ticket',
    );
    expect(noTicketsMessage({ start: '31/03/2026', end: '31/03/2026' }, now)).toBe(
      'No tickets created today. Widen the Created Date range or raise a New Ticket',
    );
  });

  it('names any other range by its dates', () => {
    expect(noTicketsMessage({ start: '01/02/2026', end: '28/02/2026' }, now)).toBe(
      'No tickets created from 01/02/2026 to 28/02/2026. Widen the Created Date range or raise a New Ticket',
    );
  });

  it('says to change the filters when no created range applies', () => {
    expect(noTicketsMessage({ start: '', end: '' }, now)).toBe(
      'No tickets match these filters. Change the filters or raise a New Ticket',
    );
    expect(noTicketsMessage(undefined, now)).toBe(
      'No tickets match these filters. Change the filters or raise a New Ticket',
    );
  });
});
