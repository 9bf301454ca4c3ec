import { describe, expect, it } from 'vitest';
import {
  closedSetting,
  createdSetting,
  defaultMyTeamsFilters,
  filtersBlocked,
  filtersFromSaved,
  MY_TEAMS_SETTINGS,
  myTeamsParams,
} from '@/features/teams/myTeamsFilters';

const now = new Date(2026, 10, 22, 10, 0, 0);

describe('My Teams filters', () => {
  it("start from every status, the last 30 days and the 'All' department", () => {
    const filters = defaultMyTeamsFilters(now);
    expect(filters.statusIds).toHaveLength(15);
    expect(filters.created).toEqual({ start: '24/10/2026', end: '22/11/2026' });
    expect(filters.departmentId).toBe('All');
    expect(filters.closed).toEqual({ start: '24/10/2026', end: '22/11/2026' });
  });

  it('build the query: statuses, ISO range ends, All department, nested flag; closed range only with Closed', () => {
    const filters = { ...defaultMyTeamsFilters(now), statusIds: ['2', '3'], helpTopicId: '3', overdue: '1' as const };
    const params = myTeamsParams(filters, '7', true, '4');
    expect(params).toMatchObject({
      teamId: '7',
      showNestedTickets: 'true',
      userId: '4',
      ticketStatus: '2,3',
      departmentId: 'All',
      helpTopicId: '3',
      isTicketOverdue: '1',
    });
    // Midnight and 23:59:59.999 in the tenant's zone (Asia/Kolkata, UTC+05:30), whatever zone runs the test.
    expect(params.startDate).toMatch(/T18:30:00\.000Z$/);
    expect(params.endDate).toMatch(/T18:29:59\.999Z$/);
    expect(params.closedStartDate).toBeUndefined();

    const closed = myTeamsParams(
      { ...filters, statusIds: ['14'], closed: { start: '01/11/2026', end: '05/11/2026' } },
      '7',
      false,
      undefined,
    );
    expect(closed.showNestedTickets).toBe('false');
    expect(closed.closedStartDate).toBe('2026-10-31T18:30:00.000Z');
  });

  it('read saved settings back, ignoring what cannot be used', () => {
    const saved = {
      [MY_TEAMS_SETTINGS.status]: [{ value: '14', label: 'Closed' }],
      [MY_TEAMS_SETTINGS.department]: { value: '2', label: 'Facilities' },
      [MY_TEAMS_SETTINGS.assignee]: { value: '7', label: 'Bharat Agent' },
      [MY_TEAMS_SETTINGS.overdue]: { value: '2', label: 'No' },
      [MY_TEAMS_SETTINGS.created]: createdSetting({ start: '01/11/2026', end: '10/11/2026' })?.[1],
      [MY_TEAMS_SETTINGS.closed]: closedSetting({ start: '02/11/2026', end: '03/11/2026' })?.[1],
      [MY_TEAMS_SETTINGS.helpTopic]: null,
    };
    const filters = filtersFromSaved(saved, now);
    expect(filters).toMatchObject({
      statusIds: ['14'],
      departmentId: '2',
      helpTopicId: '',
      assignee: { value: '7', label: 'Bharat Agent' },
      overdue: '2',
      created: { start: '01/11/2026', end: '10/11/2026' },
      closed: { start: '02/11/2026', end: '03/11/2026' },
    });
    const tooLong = filtersFromSaved(
      { [MY_TEAMS_SETTINGS.created]: { startDate: '2025-01-01T00:00:00.000Z', endDate: '2026-11-01T00:00:00.000Z' } },
      now,
    );
    expect(tooLong.created).toEqual(defaultMyTeamsFilters(now).created);
  });

  it('block Filter and Export on a range over 180 days or an unreadable closed range', () => {
    const filters = defaultMyTeamsFilters(now);
    expect(filtersBlocked(filters)).toBe(false);
    expect(filtersBlocked({ ...filters, created: { start: '01/01/2026', end: '22/11/2026' } })).toBe(true);
    expect(createdSetting({ start: '01/01/2026', end: '22/11/2026' })).toBeUndefined();
    expect(filtersBlocked({ ...filters, statusIds: ['14'], closed: { start: '99/99/2026', end: '' } })).toBe(true);
    expect(filtersBlocked({ ...filters, statusIds: ['2'], closed: { start: '99/99/2026', end: '' } })).toBe(false);
  });
});
