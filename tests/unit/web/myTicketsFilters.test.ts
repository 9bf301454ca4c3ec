import { allStatusFilterIds } from '@shared/domain/statusFilter';
import { describe, expect, it } from 'vitest';
import {
  checkRange,
  defaultCreatedRange,
  formatDateTime,
  isoRange,
  parseDateInput,
  presetRange,
  RANGE_TOO_LONG_MESSAGE,
  rangeBlocksFiltering,
  rangeTextFromIso,
  setDisplayTimeZone,
} from '@/components/dates';
import { pieSlices } from '@/features/dashboard/pieData';
import {
  closedRangeSetting,
  createdRangeSetting,
  DEFAULT_SORT,
  defaultTicketListFilters,
  filterParams,
  filtersBlocked,
  filtersFromSaved,
  listQuery,
  SETTING_NAMES,
  statusSetting,
} from '@/lib/ticketListFilters';

/** Range ends are the tenant's (Asia/Kolkata by default) wall-clock times, whatever zone runs the test. */
const kolkata = (text: string) => new Date(`${text}+05:30`);
const now = new Date(2026, 10, 22, 15, 30); // 22/11/2026 15:30 local

describe('dates', () => {
  it("formats 'DD/MM/YYYY hh:mm A' in the tenant's zone, empty for null or junk", () => {
    expect(formatDateTime('2026-03-05T08:37:00.000Z')).toBe('05/03/2026 02:07 PM');
    expect(formatDateTime('2026-03-04T18:35:00.000Z')).toBe('05/03/2026 12:05 AM');
    setDisplayTimeZone('Europe/London');
    expect(formatDateTime('2026-03-04T18:35:00.000Z')).toBe('04/03/2026 06:35 PM');
    setDisplayTimeZone(undefined);
    expect(formatDateTime('2026-03-04T18:35:00.000Z')).toBe('05/03/2026 12:05 AM');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('reads DD/MM/YYYY strictly', () => {
    expect(parseDateInput('05/03/2026')?.format('YYYY-MM-DD')).toBe('2026-03-05');
    expect(parseDateInput('31/02/2026')).toBeUndefined();
    expect(parseDateInput('2026-03-05')).toBeUndefined();
    expect(parseDateInput('')).toBeUndefined();
  });

  it("sends a range from 00:00:00.000 to 23:59:59.999 in the tenant's time zone as ISO strings", () => {
    expect(isoRange({ start: '01/11/2026', end: '22/11/2026' })).toEqual({
      startDate: kolkata('2026-11-01T00:00:00.000').toISOString(),
      endDate: kolkata('2026-11-22T23:59:59.999').toISOString(),
    });
    expect(isoRange({ start: '', end: '' })).toBeUndefined();
  });

  it("counts days in the tenant's zone, not the browser's: ends, saved ranges read back and today", () => {
    setDisplayTimeZone('America/New_York');
    try {
      expect(isoRange({ start: '01/11/2026', end: '22/11/2026' })).toEqual({
        startDate: '2026-11-01T04:00:00.000Z', // 00:00 EDT
        endDate: '2026-11-23T04:59:59.999Z', // 23:59:59.999 EST (summer time ended on 1 November)
      });
      expect(rangeTextFromIso('2026-11-01T04:00:00.000Z', '2026-11-23T04:59:59.999Z')).toEqual({
        start: '01/11/2026',
        end: '22/11/2026',
      });
      // 02:00 UTC on 23 November is still the 22nd in New York.
      expect(presetRange('Today', new Date('2026-11-23T02:00:00.000Z'))).toEqual({
        start: '22/11/2026',
        end: '22/11/2026',
      });
    } finally {
      setDisplayTimeZone(undefined);
    }
    // In Kolkata 02:00 UTC on the 23rd is 07:30 on the 23rd; the 22nd began at 18:30 UTC on the 21st.
    expect(presetRange('Today', new Date('2026-11-23T02:00:00.000Z'))).toEqual({
      start: '23/11/2026',
      end: '23/11/2026',
    });
    expect(isoRange({ start: '22/11/2026', end: '22/11/2026' })).toEqual({
      startDate: '2026-11-21T18:30:00.000Z',
      endDate: '2026-11-22T18:29:59.999Z',
    });
  });

  it('defaults to the last 30 days: today minus 29 days to today', () => {
    expect(defaultCreatedRange(now)).toEqual({ start: '24/10/2026', end: '22/11/2026' });
  });

  it('offers the spec shortcuts', () => {
    expect(presetRange('Today', now)).toEqual({ start: '22/11/2026', end: '22/11/2026' });
    expect(presetRange('Yesterday', now)).toEqual({ start: '21/11/2026', end: '21/11/2026' });
    expect(presetRange('Last 7 Days', now)).toEqual({ start: '16/11/2026', end: '22/11/2026' });
    expect(presetRange('This Month', now)).toEqual({ start: '01/11/2026', end: '30/11/2026' });
    expect(presetRange('Last Month', now)).toEqual({ start: '01/10/2026', end: '31/10/2026' });
    expect(presetRange('Last 3 Months', now)).toEqual({ start: '22/08/2026', end: '22/11/2026' });
    expect(presetRange('Last 1 Year', now)).toEqual({ start: '22/11/2025', end: '22/11/2026' });
  });

  it('flags a range over 180 days, an unreadable one and one ending before it starts', () => {
    const ok = checkRange({ start: '26/05/2026', end: '22/11/2026' });
    expect(ok).toMatchObject({ state: 'valid', days: 180, overLimit: false });
    expect(checkRange({ start: '25/05/2026', end: '22/11/2026' })).toMatchObject({ days: 181, overLimit: true });
    expect(rangeBlocksFiltering({ start: '25/05/2026', end: '22/11/2026' })).toBe(true);
    expect(rangeBlocksFiltering(presetRange('Last 1 Year', now))).toBe(true);
    expect(rangeBlocksFiltering(presetRange('Last 3 Months', now))).toBe(false);
    expect(checkRange({ start: '22/11/2026', end: '' })).toMatchObject({ state: 'invalid' });
    expect(checkRange({ start: '22/11/2026', end: '21/11/2026' })).toMatchObject({ state: 'invalid' });
    expect(checkRange({ start: '', end: '' })).toEqual({ state: 'empty' });
    expect(RANGE_TOO_LONG_MESSAGE).toBe('Please select data range within 6 months');
  });

  it('reads saved ISO ends back into the inputs', () => {
    const saved = isoRange({ start: '01/11/2026', end: '22/11/2026' })!;
    expect(rangeTextFromIso(saved.startDate, saved.endDate)).toEqual({ start: '01/11/2026', end: '22/11/2026' });
    expect(rangeTextFromIso(null, 42)).toEqual({ start: '', end: '' });
  });
});

describe('My Tickets filters', () => {
  it('arrives with every status, the last 30 days for both ranges and nothing else', () => {
    const filters = defaultTicketListFilters(now);
    expect(filters.statusIds).toEqual(allStatusFilterIds);
    expect(filters.created).toEqual({ start: '24/10/2026', end: '22/11/2026' });
    // Administration spec, section 9: the closed range has the created range's default.
    expect(filters).toMatchObject({
      departmentId: '',
      overdue: '',
      closed: { start: '24/10/2026', end: '22/11/2026' },
    });
  });

  it('saves each filter under its setting name, ranges with the spec field names', () => {
    expect(statusSetting(['2', '14'])).toEqual([
      'ticketStatus',
      [
        { value: '2', label: 'Open' },
        { value: '14', label: 'Closed' },
      ],
    ]);
    const created = createdRangeSetting({ start: '01/11/2026', end: '22/11/2026' });
    expect(created?.[0]).toBe('createdDateRange');
    expect(Object.keys(created?.[1] as object)).toEqual(['startDate', 'endDate']);
    expect(createdRangeSetting({ start: '01/01/2025', end: '22/11/2026' })).toBeUndefined();
    expect(createdRangeSetting({ start: '01/1', end: '' })).toBeUndefined();
    const closed = closedRangeSetting({ start: '01/11/2026', end: '22/11/2026' });
    expect(closed?.[0]).toBe('closedDateRange');
    expect(Object.keys(closed?.[1] as object)).toEqual(['closedStart', 'closedEnd']);
    expect(closedRangeSetting({ start: '', end: '' })).toEqual([
      'closedDateRange',
      { closedStart: null, closedEnd: null },
    ]);
  });

  it('restores saved settings over the defaults and ignores what cannot be used', () => {
    const created = isoRange({ start: '01/11/2026', end: '20/11/2026' })!;
    const closed = isoRange({ start: '01/01/2026', end: '20/11/2026' })!;
    const restored = filtersFromSaved(
      {
        [SETTING_NAMES.status]: [{ value: '14', label: 'Closed' }],
        [SETTING_NAMES.department]: '2',
        [SETTING_NAMES.overdue]: '1',
        [SETTING_NAMES.created]: created,
        [SETTING_NAMES.closed]: { closedStart: closed.startDate, closedEnd: closed.endDate },
      },
      now,
    );
    expect(restored).toEqual({
      statusIds: ['14'],
      created: { start: '01/11/2026', end: '20/11/2026' },
      departmentId: '2',
      overdue: '1',
      closed: { start: '01/01/2026', end: '20/11/2026' },
    });

    const tooLong = isoRange({ start: '01/01/2025', end: '20/11/2026' })!;
    const fallback = filtersFromSaved({ [SETTING_NAMES.created]: tooLong, [SETTING_NAMES.overdue]: 'x' }, now);
    expect(fallback.created).toEqual({ start: '24/10/2026', end: '22/11/2026' });
    expect(fallback.overdue).toBe('');
  });

  it('sends the closed range only while Closed is chosen', () => {
    const filters = {
      ...defaultTicketListFilters(now),
      statusIds: ['2', '14'],
      departmentId: '3',
      overdue: '2' as const,
      closed: { start: '01/11/2026', end: '02/11/2026' },
    };
    const params = filterParams(filters);
    expect(params).toMatchObject({ ticketStatus: '2,14', departmentId: '3', isTicketOverdue: '2' });
    expect(params.startDate).toBe(kolkata('2026-10-24T00:00:00.000').toISOString());
    expect(params.closedStartDate).toBe(kolkata('2026-11-01T00:00:00.000').toISOString());
    expect(filterParams({ ...filters, statusIds: ['2'] }).closedStartDate).toBeUndefined();
    expect(filterParams({ ...filters, statusIds: [] }).ticketStatus).toBeUndefined();
  });

  it('blocks Filter and Export for a created range over 180 days or an unreadable closed range', () => {
    const filters = defaultTicketListFilters(now);
    expect(filtersBlocked(filters)).toBe(false);
    expect(filtersBlocked({ ...filters, created: { start: '01/01/2026', end: '22/11/2026' } })).toBe(true);
    expect(filtersBlocked({ ...filters, closed: { start: '01/13/2026', end: '' } })).toBe(true);
    expect(filtersBlocked({ ...filters, statusIds: ['2'], closed: { start: '01/13/2026', end: '' } })).toBe(false);
  });

  it('asks the server for 20 rows of one page, sorted and searched', () => {
    const query = listQuery(defaultTicketListFilters(now), { page: 2, sort: DEFAULT_SORT, search: 'fan' }, '7');
    expect(query).toMatchObject({
      size: 20,
      page: 2,
      searchParam: 'fan',
      orderBy: 'initialCreatedDate',
      orderDirection: 'desc',
      userId: '7',
      ticketStatus: allStatusFilterIds.join(','),
    });
    expect(listQuery(defaultTicketListFilters(now), { page: 0, sort: DEFAULT_SORT, search: '' }, '7').searchParam).toBe(
      undefined,
    );
  });
});

describe('dashboard pie', () => {
  it('labels Opened, Closed and Overdue with count and percentage', () => {
    expect(pieSlices({ openTicketCount: 3, closedTicketCount: 1, overdueTicketCount: 2 })).toEqual([
      { name: 'Opened', value: 3, percent: 50, label: '3 (50%)' },
      { name: 'Closed', value: 1, percent: 16.7, label: '1 (16.7%)' },
      { name: 'Overdue', value: 2, percent: 33.3, label: '2 (33.3%)' },
    ]);
    expect(
      pieSlices({ openTicketCount: 0, closedTicketCount: 0, overdueTicketCount: 0 }).map((s) => s.percent),
    ).toEqual([0, 0, 0]);
  });
});
