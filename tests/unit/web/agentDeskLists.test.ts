import { describe, expect, it } from 'vitest';
import { isoRange } from '@/components/dates';
import {
  allTicketsFiltersFromSaved,
  allTicketsParams,
  allTicketsQuery,
  assigneeSetting,
  helpTopicAfterDepartment,
  helpTopicSetting,
} from '@/features/tickets/allTickets/allTicketsFilters';
import { transferViewFieldRows, transferViewPath } from '@/features/tickets/transfers/transferViewModel';
import {
  levelLabel,
  workListBlocked,
  workListFiltersFromSaved,
  workListParams,
  workListQuery,
} from '@/lib/workListFilters';
import { ticketDetail } from '../../factories/tickets';

/** All Tickets, Escalated Tickets and Transfer Request (tickets spec 2.3, 2.4, 2.5). */

const now = new Date(2026, 5, 30, 12, 0);

describe('All Tickets filters', () => {
  it('start from the My Tickets defaults with no help topic and no assignee', () => {
    const filters = allTicketsFiltersFromSaved({}, now);
    expect(filters).toMatchObject({ departmentId: '', helpTopicId: '', overdue: '' });
    expect(filters.assignee).toBeUndefined();
    expect(filters.created).toEqual({ start: '01/06/2026', end: '30/06/2026' });
  });

  it('read the saved help topic and assignee back (settingType allTickets)', () => {
    const filters = allTicketsFiltersFromSaved(
      { helpTopic: '3', assignee: { id: 2, fullName: 'Arjun Agent' }, department: '2', overdue: '1' },
      now,
    );
    expect(filters).toMatchObject({
      helpTopicId: '3',
      departmentId: '2',
      overdue: '1',
      assignee: { id: '2', fullName: 'Arjun Agent' },
    });
    const cleared = allTicketsFiltersFromSaved({ assignee: null, helpTopic: { no: 1 } }, now);
    expect(cleared.helpTopicId).toBe('');
    expect(cleared.assignee).toBeUndefined();
  });

  it('save the help topic and the assignee with its name (null when cleared)', () => {
    expect(helpTopicSetting('3')).toEqual(['helpTopic', '3']);
    expect(assigneeSetting({ id: '2', fullName: 'Arjun Agent' })).toEqual([
      'assignee',
      { id: '2', fullName: 'Arjun Agent' },
    ]);
    expect(assigneeSetting(undefined)).toEqual(['assignee', null]);
  });

  it('send helpTopicId and assigneeId with every My Tickets filter, to the list and the export', () => {
    const filters = {
      ...allTicketsFiltersFromSaved({}, now),
      statusIds: ['2', '14'],
      departmentId: '2',
      helpTopicId: '3',
      assignee: { id: '2', fullName: 'Arjun Agent' },
      overdue: '2' as const,
      closed: { start: '01/06/2026', end: '10/06/2026' },
    };
    const created = isoRange(filters.created);
    const closed = isoRange(filters.closed);
    expect(allTicketsParams(filters)).toEqual({
      ticketStatus: '2,14',
      startDate: created?.startDate,
      endDate: created?.endDate,
      departmentId: '2',
      isTicketOverdue: '2',
      closedStartDate: closed?.startDate,
      closedEndDate: closed?.endDate,
      helpTopicId: '3',
      assigneeId: '2',
    });
    const query = allTicketsQuery(filters, {
      page: 2,
      search: 'projector',
      sort: { orderBy: 'id', orderDirection: 'asc' },
    });
    expect(query).toMatchObject({ size: 20, page: 2, searchParam: 'projector', orderBy: 'id', helpTopicId: '3' });
    expect(query).not.toHaveProperty('userId');
  });

  it("keep the help topic on a department change only when it is that department's", () => {
    const topics = [
      { id: '1', departmentId: '1' },
      { id: '3', departmentId: '2' },
    ];
    expect(helpTopicAfterDepartment('3', '2', topics)).toBe('3');
    expect(helpTopicAfterDepartment('3', '1', topics)).toBe('');
    expect(helpTopicAfterDepartment('3', '', topics)).toBe('3');
  });
});

const noExtras = { overdue: '' as const, escalated: { start: '', end: '' } };

describe('Escalated Tickets and Transfer Request filters', () => {
  it('hold the status and created range, read from the saved settings', () => {
    const filters = workListFiltersFromSaved({ ticketStatus: [{ value: '2', label: 'Open' }], department: '2' }, now);
    expect(filters).toEqual({
      statusIds: ['2'],
      created: { start: '01/06/2026', end: '30/06/2026' },
      overdue: '',
      escalated: { start: '', end: '' },
    });
  });

  it('read and send the overdue choice and the Escalated Date range (issue 21 item 7)', () => {
    const filters = workListFiltersFromSaved(
      {
        overdue: '1',
        escalatedDateRange: { startDate: '2026-06-10T00:00:00.000Z', endDate: '2026-06-12T23:59:59.999Z' },
      },
      now,
    );
    expect(filters.overdue).toBe('1');
    expect(filters.escalated.start).toMatch(/^1[01]\/06\/2026$/);
    const params = workListParams(filters);
    expect(params.isTicketOverdue).toBe('1');
    expect(params.escalatedStartDate).toBeDefined();
    expect(params.escalatedEndDate).toBeDefined();
    expect(workListParams({ ...filters, overdue: '', escalated: { start: '', end: '' } })).not.toHaveProperty(
      'isTicketOverdue',
    );
  });

  it('send statuses and ISO range ends; paging, search and sort from the table', () => {
    const filters = {
      statusIds: ['2', '3'],
      created: { start: '01/06/2026', end: '30/06/2026' },
      overdue: '' as const,
      escalated: { start: '', end: '' },
    };
    const params = workListParams(filters);
    expect(params.ticketStatus).toBe('2,3');
    // Midnight and 23:59:59.999 in the tenant's zone (Asia/Kolkata, UTC+05:30), whatever zone runs the test.
    expect(params.startDate).toMatch(/T18:30:00\.000Z$/);
    expect(params.endDate).toMatch(/T18:29:59\.999Z$/);
    expect(
      workListQuery(filters, { page: 1, search: '', sort: { orderBy: 'escalatedAt', orderDirection: 'desc' } }),
    ).toMatchObject({ size: 20, page: 1, searchParam: undefined, orderBy: 'escalatedAt', orderDirection: 'desc' });
  });

  it('block Filter and Export past 180 days or with an unreadable date', () => {
    expect(workListBlocked({ ...noExtras, statusIds: [], created: { start: '01/01/2026', end: '30/06/2026' } })).toBe(
      false,
    );
    expect(workListBlocked({ ...noExtras, statusIds: [], created: { start: '01/01/2025', end: '30/06/2026' } })).toBe(
      true,
    );
    expect(workListBlocked({ ...noExtras, statusIds: [], created: { start: '1/13/2026', end: '30/06/2026' } })).toBe(
      true,
    );
  });

  it('show the escalation level uppercased', () => {
    expect(levelLabel('level2')).toBe('LEVEL2');
    expect(levelLabel('hod')).toBe('HOD');
  });
});

describe('the transfer view', () => {
  it('opens at /viewTransferTicket/id:{id}', () => {
    expect(transferViewPath('a1b2')).toBe('/viewTransferTicket/id:a1b2');
  });

  it("calls the SLA 'SLA Plan' and leaves out the main view's own fields", () => {
    // The fields the transfer view leaves out have values, so leaving them out is what the test sees.
    const ticket = ticketDetail({ nspiraCode: 'N1', state: 'TS', district: 'Hyd', payrollCode: 'P1' });
    const rows = transferViewFieldRows(ticket);
    const labels = rows.map((row) => row.label);
    expect(labels).toContain('SLA Plan');
    expect(labels).not.toContain('SLA');
    expect(labels).not.toEqual(expect.arrayContaining(['Nspira Code']));
    expect(labels.filter((label) => ['State', 'District', 'Payroll Code'].includes(label))).toEqual([]);
    expect(rows.find((row) => row.label === 'SLA Plan')?.value).toBe('2 Day');
  });
});
