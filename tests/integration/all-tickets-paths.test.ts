import { beforeAll, describe, expect, it } from 'vitest';
import { bulkUpdateStatus, getAllTicketsForCentralPool, saveTicket } from '../../shared/contract/tickets';
import { ALL_STATUS_ID, statusFilterOptions } from '../../shared/domain/statuses';
import { laptopIssueForm, requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, signIn } from './api';

/**
 * All Tickets answers its default view (created range only, newest first) from day counters and
 * the newest rows, and any other query from every row of the range, keeping the ordered result
 * briefly for the next pages. Whatever the path, a client sees the same totals and order.
 */

let central: { token: string };
const raised: string[] = [];
const list = async (query: Record<string, unknown>) => {
  const answer = await call(getAllTicketsForCentralPool, { size: 20, page: 0, ...query }, central.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {
    ids: answer.body.tickets.map((row: { id: string }) => row.id) as string[],
    subjects: answer.body.tickets.map((row: { subject: string }) => row.subject.toLowerCase()) as string[],
    total: answer.body.totalItems as number,
  };
};
const today = () => new Date().toISOString().slice(0, 10);
/**
 * Every status chosen: the same tickets, but a filter with a sort, so the list reads every row of
 * the range (no counter, sort index or newest-rows path answers it): the full read to compare with.
 */
const everyStatus = statusFilterOptions
  .filter((option) => option.value !== ALL_STATUS_ID)
  .map((option) => option.value)
  .join(',');
const fullRead = (orderDirection: 'asc' | 'desc') => ({ orderBy: 'id', orderDirection, ticketStatus: everyStatus });

beforeAll(async () => {
  central = await signIn(demo.central);
  // No digits in the name or mobile: other suites search All Tickets by ticket number (a contains match).
  const requester = await createRequester('4300', { fullName: 'Paths Requester', mobile: '' });
  // Enough tickets today for two pages, with subjects that sort differently from their numbers.
  for (let index = 0; index < 24; index += 1) {
    const summary = `Paths ${String.fromCharCode(122 - index)} laptop`;
    const saved = await call(
      saveTicket,
      requesterTicket({ ...requester }, { dynamicFormJson: laptopIssueForm(summary) }),
      requester.token,
    );
    expect(saved.status).toBe(200);
    raised.push(String(saved.body.id));
  }
});

describe('All Tickets paths', () => {
  it('counts and orders the default view exactly as the full read does, over cut and whole days', async () => {
    const ranges = [
      {
        startDate: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 60_000).toISOString(),
      },
      { startDate: `${today()}T00:00:00.000Z`, endDate: `${today()}T23:59:59.999Z` },
    ];
    for (const range of ranges) {
      for (const page of [0, 1]) {
        const fast = await list({ ...range, page });
        const full = await list({ ...range, page, ...fullRead('desc') });
        expect(fast.total).toBeGreaterThanOrEqual(24);
        expect(fast).toEqual(full);
      }
    }
  });

  it('orders oldest first from the oldest rows exactly as the full read does, over cut and whole days', async () => {
    const ranges = [
      {
        startDate: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 60_000).toISOString(),
      },
      // Starting with the first of this file's tickets, so the first page holds them.
      { startDate: new Date(Date.now() - 60 * 60_000).toISOString(), endDate: `${today()}T23:59:59.999Z` },
    ];
    for (const range of ranges) {
      for (const orderBy of ['initialCreatedDate', 'createdAt']) {
        for (const page of [0, 1]) {
          const fast = await list({ ...range, page, orderBy, orderDirection: 'asc' });
          // Ticket numbers follow creation here (tickets raised one after another): the full read's order.
          const full = await list({ ...range, page, ...fullRead('asc') });
          expect(fast.total).toBeGreaterThanOrEqual(24);
          expect(fast).toEqual(full);
        }
      }
    }
  });

  it('serves the next page of a sorted search from the first page’s result, in order and without repeats', async () => {
    const query = {
      startDate: `${today()}T00:00:00.000Z`,
      endDate: `${today()}T23:59:59.999Z`,
      searchParam: 'paths',
      orderBy: 'subject',
      orderDirection: 'asc',
    };
    const first = await list(query);
    const second = await list({ ...query, page: 1 });
    expect(first.total).toBe(second.total);
    expect(first.ids).toHaveLength(20);
    expect(second.ids.length).toBe(first.total - 20);
    expect(second.ids.filter((id) => first.ids.includes(id))).toEqual([]);
    const subjects = [...first.subjects, ...second.subjects];
    expect(subjects).toEqual([...subjects].sort());
  });

  it('sorts by subject without filters from its sort index as the full read does: order, ties, total and pages', async () => {
    const range = { startDate: `${today()}T00:00:00.000Z`, endDate: `${today()}T23:59:59.999Z` };
    // A ticket whose subject ties with another's: the ticket number breaks the tie, in the sort's direction.
    const requester = await createRequester('4302', { fullName: 'Sorted Requester', mobile: '' });
    for (let index = 0; index < 2; index += 1) {
      const saved = await call(
        saveTicket,
        requesterTicket({ ...requester }, { dynamicFormJson: laptopIssueForm('Paths tie laptop') }),
        requester.token,
      );
      expect(saved.status).toBe(200);
    }
    const every = await call(
      getAllTicketsForCentralPool,
      { size: 500, page: 0, ...range, ...fullRead('asc') },
      central.token,
    );
    const rows = every.body.tickets as { id: string | number; subject: string }[];
    expect(rows).toHaveLength(every.body.totalItems);
    for (const direction of ['asc', 'desc'] as const) {
      const sign = direction === 'asc' ? 1 : -1;
      const expected = [...rows]
        .sort((a, b) => {
          const [left, right] = [a.subject.toLowerCase(), b.subject.toLowerCase()];
          if (left !== right) return (left < right ? -1 : 1) * sign;
          return (Number(a.id) - Number(b.id)) * sign;
        })
        .map((row) => row.id);
      const seen: (string | number)[] = [];
      for (const page of [0, 1, 2]) {
        const sorted = await call(
          getAllTicketsForCentralPool,
          { size: 9, page, ...range, orderBy: 'subject', orderDirection: direction },
          central.token,
        );
        expect(sorted.body.totalItems).toBe(every.body.totalItems);
        seen.push(...sorted.body.tickets.map((row: { id: string | number }) => row.id));
      }
      expect(seen, direction).toEqual(expected.slice(0, 27));
    }
  });

  it('sorts by ticket number without filters from its sort index as the full read does: order, total and pages', async () => {
    const ranges = [
      { startDate: `${today()}T00:00:00.000Z`, endDate: `${today()}T23:59:59.999Z` },
      // A range cut inside today's month: the index's items outside it are left out.
      { startDate: new Date(Date.now() - 60 * 60_000).toISOString(), endDate: new Date().toISOString() },
    ];
    for (const range of ranges) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const page of [0, 1, 2]) {
          const indexed = await list({ ...range, size: 9, page, orderBy: 'id', orderDirection: direction });
          const full = await list({ ...range, size: 9, page, ...fullRead(direction) });
          expect(indexed.total).toBeGreaterThanOrEqual(24);
          expect(indexed, `${direction} page ${page}`).toEqual(full);
        }
      }
    }
  });

  it('sorts by department and assignee through the day counters, and by status, as the full read does, after changes', async () => {
    // Tickets changed after creation move between groups: an assignee, a closed status.
    await call(bulkUpdateStatus, { id: [raised[5], raised[6]], assigneeId: '2' }, central.token);
    expect((await call(bulkUpdateStatus, { id: [raised[7]], ticketStatus: 'Closed' }, central.token)).status).toBe(200);
    const ranges = [
      { startDate: `${today()}T00:00:00.000Z`, endDate: `${today()}T23:59:59.999Z` },
      // Two whole days and today cut: counters for the whole ones, rows for the cut one.
      { startDate: new Date(Date.now() - 2 * 86_400_000).toISOString(), endDate: new Date().toISOString() },
    ];
    for (const range of ranges) {
      for (const orderBy of ['department', 'ticketStatus', 'assigneeFullName']) {
        for (const orderDirection of ['asc', 'desc'] as const) {
          // Page 2 comes from the first page's kept result.
          for (const page of [0, 2]) {
            const query = { ...range, size: 9, page, orderBy, orderDirection };
            const counted = await list(query);
            // Every status chosen: the same tickets, read row by row.
            const full = await list({ ...query, ticketStatus: everyStatus });
            expect(counted.total).toBeGreaterThanOrEqual(24);
            expect(counted, `${orderBy} ${orderDirection} page ${page}`).toEqual(full);
          }
        }
      }
    }
  });

  it("finds and sorts by the assignee's name, which rows keep only as an id", async () => {
    await call(bulkUpdateStatus, { id: [raised[3]], assigneeId: '2' }, central.token);
    const range = { startDate: `${today()}T00:00:00.000Z`, endDate: `${today()}T23:59:59.999Z` };
    const found = await list({ ...range, searchParam: 'arjun agent' });
    expect(found.ids).toContain(raised[3]);
    const sorted = await call(
      getAllTicketsForCentralPool,
      { size: 20, page: 0, ...range, orderBy: 'assigneeFullName', orderDirection: 'desc' },
      central.token,
    );
    const names = sorted.body.tickets.map((row: { assigneeFullName: string | null }) =>
      (row.assigneeFullName ?? '').toLowerCase(),
    );
    expect(names[0]).not.toBe('');
    expect(names).toEqual([...names].sort().reverse());
  });

  it('keeps no row, count or mail of a new ticket its transaction refused', async () => {
    // Rows, the day count and the raised mail are written just before the ticket commits.
    const requester = await createRequester('4301', { fullName: 'Refused Requester', mobile: '' });
    const range = { startDate: `${today()}T00:00:00.000Z`, endDate: `${today()}T23:59:59.999Z` };
    const before = await list(range);
    const refused = await call(
      saveTicket,
      requesterTicket({ ...requester }, { filesUpload: ['ticket/never-uploaded/notes.pdf'] }),
      requester.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('An attachment could not be used: upload it again and retry.');
    expect((await list(range)).total).toBe(before.total);
    expect((await list({ ...range, orderBy: 'id', orderDirection: 'desc' })).total).toBe(before.total);
    const { mailsWithStatus } = await import('../../functions/db/outbox');
    const waiting = (await mailsWithStatus('pending')).filter((mail) => mail.to.includes(requester.email));
    expect(waiting).toEqual([]);
  });
});
