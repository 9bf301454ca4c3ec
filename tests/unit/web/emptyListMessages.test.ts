import { allStatusFilterIds } from '@shared/domain/statusFilter';
import { describe, expect, it } from 'vitest';
import { NOTHING_FOUND_MESSAGE } from '@/components/DataTable';
import { noTicketsMessage } from '@/components/dates';
import { emptyListMessage } from '@/components/usePagedTable';
import { filtersInUse } from '@/lib/ticketListFilters';

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

/** An empty list names what selected nothing: the search, the other filters, then the created range. */
describe('noTicketsMessage with a search or other filters', () => {
  const now = new Date(2026, 2, 31, 10, 0);
  const lastThirtyDays = { start: '02/03/2026', end: '31/03/2026' };

  it('names the search and offers to clear it', () => {
    expect(noTicketsMessage(lastThirtyDays, now, { search: ' desk ' })).toBe(
      'No tickets match "desk" in the last 30 days. Clear the search or widen the Created Date range.',
    );
    expect(noTicketsMessage(lastThirtyDays, now, { search: '#594' })).toBe(
      'No tickets match "#594" in the last 30 days. Clear the search or widen the Created Date range.',
    );
  });

  it('names the other filters in use', () => {
    expect(noTicketsMessage(lastThirtyDays, now, { filters: ['FR breached'] })).toBe(
      'No tickets match the FR breached filter in the last 30 days. Change the filters or widen the Created Date range.',
    );
    expect(noTicketsMessage(lastThirtyDays, now, { filters: ['Status', 'Department', 'Overdue'] })).toBe(
      'No tickets match the Status, Department and Overdue filters in the last 30 days. Change the filters or widen the Created Date range.',
    );
  });

  it('names both, and leaves the range out when none applies', () => {
    expect(noTicketsMessage(lastThirtyDays, now, { search: 'desk', filters: ['Status'] })).toBe(
      'No tickets match "desk" and the Status filter in the last 30 days. Clear the search, change the filters or widen the Created Date range.',
    );
    expect(noTicketsMessage({ start: '', end: '' }, now, { search: 'desk' })).toBe(
      'No tickets match "desk". Clear the search.',
    );
  });

  it('says what it said before when only the range applies', () => {
    expect(noTicketsMessage(lastThirtyDays, now, { search: '  ', filters: [] })).toBe(
      'No tickets in the last 30 days. Widen the Created Date range or raise a New Ticket',
    );
  });
});

describe('filtersInUse', () => {
  const lastThirtyDays = { start: '28/10/2026', end: '27/11/2026' };
  const defaults = {
    statusIds: [...allStatusFilterIds],
    created: lastThirtyDays,
    closed: lastThirtyDays,
    departmentId: '',
    overdue: '' as const,
  };

  it('names nothing on the defaults: every status, no choice, the closed range as the created range', () => {
    expect(filtersInUse(defaults)).toEqual([]);
    expect(filtersInUse({ ...defaults, departmentId: 'All', statusIds: [] })).toEqual([]);
  });

  it('names each filter that narrows, by its label', () => {
    expect(
      filtersInUse({
        ...defaults,
        statusIds: ['14'],
        departmentId: '3',
        helpTopicId: '7',
        assignee: { id: '5', fullName: 'Arjun' },
        overdue: '1',
        frBreached: '1',
        closed: { start: '01/11/2026', end: '27/11/2026' },
      }),
    ).toEqual(['Status', 'Department', 'Help Topic', 'Assignee', 'Overdue', 'FR breached', 'Closed Date']);
    expect(filtersInUse({ ...defaults, frBreached: '1' })).toEqual(['FR breached']);
    // The closed range counts only while Closed is chosen.
    expect(filtersInUse({ ...defaults, statusIds: ['2'], closed: { start: '01/11/2026', end: '27/11/2026' } })).toEqual(
      ['Status'],
    );
  });
});

/** An empty admin list without a search says what to do next; a search that found nothing says so. */
describe('emptyListMessage', () => {
  const nothingYet = 'No departments yet. Add Department to create the first, or Import a CSV.';

  it('names the next step when nothing is searched', () => {
    expect(emptyListMessage(undefined, nothingYet)).toBe(nothingYet);
    expect(emptyListMessage('', nothingYet)).toBe(nothingYet);
    expect(emptyListMessage('   ', nothingYet)).toBe(nothingYet);
  });

  it("keeps the table's words for a search that finds nothing", () => {
    expect(emptyListMessage('transport', nothingYet)).toBe(NOTHING_FOUND_MESSAGE);
    expect(NOTHING_FOUND_MESSAGE).toBe('No records found. Try another search or clear the filters.');
  });
});
