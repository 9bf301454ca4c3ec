import { beforeAll, describe, expect, it } from 'vitest';
import { bulkUpdateStatus, getAllTicketsForCentralPool } from '../../shared/contract/tickets';
import { saveTransfer } from '../../shared/contract/transfers';
import { parseSearch, ticketMatchesSearch } from '../../shared/domain/search';
import { statusFilterOptions } from '../../shared/domain/statuses';
import { call, createRequester, demo, loadStackEnv, raiseLaptopTicket, signIn } from './api';

/**
 * All Tickets searches through its indexes (ticket number, the requester's mobile, e-mail and
 * employee id, words of subjects and names) and answers single filters from split day counts.
 * Each must find exactly what a read of every row finds, also after tickets changed: a new
 * assignee, a transfer to another department, a closed ticket.
 */

let central: { token: string };
let agent: { token: string };
const raised: string[] = [];
const today = () => new Date().toISOString().slice(0, 10);
const range = () => ({ startDate: `${today()}T00:00:00.000Z`, endDate: `${today()}T23:59:59.999Z` });

async function page(query: Record<string, unknown>) {
  const answer = await call(getAllTicketsForCentralPool, { size: 500, page: 0, ...range(), ...query }, central.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {
    ids: answer.body.tickets.map((row: { id: string }) => String(row.id)) as string[],
    total: answer.body.totalItems as number,
  };
}

/** Every ticket of today, read in full: sorting by number reads every row of the range. */
async function everyTicketToday() {
  const all = await page({ orderBy: 'id', orderDirection: 'asc' });
  expect(all.ids.length).toBe(all.total);
  loadStackEnv();
  const { getTickets } = await import('../../functions/db/tickets');
  const tickets = await getTickets(all.ids);
  return all.ids.flatMap((id) => {
    const ticket = tickets.get(id);
    return ticket ? [ticket] : [];
  });
}

async function expectSameAsFullRead(text: string) {
  const query = parseSearch(text);
  if (!query) throw new Error('empty search');
  const expected = (await everyTicketToday())
    .filter((ticket) => ticketMatchesSearch({ ...ticket, assigneeName: ticket.assigneeFullName }, query))
    .map((ticket) => ticket.id)
    .sort((a, b) => Number(b) - Number(a));
  const found = await page({ searchParam: text });
  expect(found.ids, text).toEqual(expected);
  expect(found.total, text).toBe(expected.length);
  return found.ids;
}

beforeAll(async () => {
  central = await signIn(demo.central);
  agent = await signIn(demo.agent);
  const requester = await createRequester('4700', {
    fullName: 'Zorawar Singh Khatri',
    mobile: '+91 98123 45670',
    email: 'zorawar.k@demo.local',
    employeeId: 'ZK 4700',
  });
  const subjects = [
    'Holoprojector flickering in auditorium',
    'Wi-Fi drops in the staff room',
    'Holoprojector remote missing',
    'Salary slip for Oktober',
    'Cafébrew machine leaking',
  ];
  for (const summary of subjects) {
    raised.push(await raiseLaptopTicket(requester, summary));
  }
  // Changed after creation: a new assignee, a transfer to Facilities, a closed ticket.
  expect((await call(bulkUpdateStatus, { id: [raised[0], raised[1]], assigneeId: '2' }, central.token)).status).toBe(
    200,
  );
  const moved = await call(
    saveTransfer,
    {
      ticketId: raised[1],
      isTicketWronglyAssigned: 1,
      transferReason: 'Wrong department',
      selectedDepartment: { depId: '2', deptName: 'Facilities' },
      selectedAssignee: { value: '4', label: 'Lakshmi Lead', departmentId: '2', assigneeName: 'Lakshmi Lead' },
      helpTopicId: '3',
    },
    agent.token,
  );
  expect(moved.body, JSON.stringify(moved.body)).toMatchObject({ success: 'true' });
  expect((await call(bulkUpdateStatus, { id: [raised[2]], ticketStatus: 'Closed' }, central.token)).status).toBe(200);
});

describe('All Tickets search paths', () => {
  it('finds a ticket by its number', async () => {
    expect(await expectSameAsFullRead(raised[3])).toContain(raised[3]);
  });

  it('finds the requester’s tickets by mobile in any format, whole or by a prefix', async () => {
    for (const text of ['9812345670', '+91 98123 45670', '098123-45670', '98123']) {
      expect(await expectSameAsFullRead(text)).toEqual([...raised].reverse());
    }
    expect(await expectSameAsFullRead('981')).toEqual([]);
  });

  it('finds them by e-mail and employee id, whole or by a prefix, in any case', async () => {
    for (const text of ['ZORAWAR.K@demo.local', 'zorawar.k', 'zk4700', 'ZK 47']) {
      expect(await expectSameAsFullRead(text)).toEqual([...raised].reverse());
    }
  });

  it('finds words of subjects and names, accents folded, every word required', async () => {
    expect(await expectSameAsFullRead('holoprojector')).toEqual([raised[2], raised[0]]);
    expect(await expectSameAsFullRead('HoloProjector REMOTE')).toEqual([raised[2]]);
    expect(await expectSameAsFullRead('cafebrew')).toEqual([raised[4]]);
    expect(await expectSameAsFullRead('khatri oktober')).toEqual([raised[3]]);
    expect(await expectSameAsFullRead('Zorawar Khatri')).toEqual([...raised].reverse());
    expect(await expectSameAsFullRead('holoprojector tuesday')).toEqual([]);
  });

  it('finds tickets by their assignee’s name after the assignee changed, and not by the one before', async () => {
    const byNew = await expectSameAsFullRead('lakshmi lead');
    expect(byNew).toContain(raised[1]);
    const byOld = await expectSameAsFullRead('arjun agent');
    expect(byOld).toContain(raised[0]);
    expect(byOld).not.toContain(raised[1]);
  });
});

describe('All Tickets single filters', () => {
  const closedId = statusFilterOptions.find((option) => option.label === 'Closed')?.value as string;
  const openId = statusFilterOptions.find((option) => option.label === 'Open')?.value as string;

  it('count and list each filter as the full read does, after a transfer, a new assignee and a close', async () => {
    const filters: [Record<string, string>, string[], string[]][] = [
      [{ departmentId: '2' }, [raised[1]], [raised[0]]],
      [{ departmentId: '1' }, [raised[0], raised[2]], [raised[1]]],
      [{ helpTopicId: '3' }, [raised[1]], [raised[0]]],
      [{ ticketStatus: closedId }, [raised[2]], [raised[3]]],
      [{ ticketStatus: openId }, [raised[3]], [raised[2]]],
      [{ assigneeId: '2' }, [raised[0]], [raised[1]]],
      [{ assigneeId: '4' }, [raised[1]], [raised[0]]],
    ];
    for (const [filter, present, absent] of filters) {
      for (const pageNumber of [0, 1]) {
        const fast = await call(
          getAllTicketsForCentralPool,
          { size: 3, page: pageNumber, ...range(), ...filter },
          central.token,
        );
        const full = await call(
          getAllTicketsForCentralPool,
          { size: 3, page: pageNumber, ...range(), ...filter, orderBy: 'id', orderDirection: 'desc' },
          central.token,
        );
        expect(fast.body, JSON.stringify(filter)).toEqual(full.body);
      }
      const all = await page(filter);
      for (const id of present) expect(all.ids, JSON.stringify(filter)).toContain(id);
      for (const id of absent) expect(all.ids, JSON.stringify(filter)).not.toContain(id);
    }
  });
});

describe('npm run tenant -- backfill-search', () => {
  /** The command in this process, against this tier's stack (as `PORT=<port> npm run tenant -- backfill-search`). */
  async function backfill() {
    const { runTenantCli } = await import('../../infra/tenant/cli');
    const out: string[] = [];
    const err: string[] = [];
    const env = { ...process.env, PORT: String(process.env.INTEGRATION_PORT ?? 3500) };
    const code = await runTenantCli(['backfill-search'], {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env,
    });
    expect(code, err.join('\n')).toBe(0);
    const put = /(\d+) index items put/.exec(out.join('\n'));
    expect(put, out.join('\n')).not.toBeNull();
    return Number(put?.[1]);
  }

  it('puts back the items a ticket from before the indexes lacks, and a second run puts nothing', async () => {
    const requester = await createRequester('4701', {
      fullName: 'Oindrila Basu',
      mobile: '+91 93456 78012',
      email: 'oindrila.b@demo.local',
      employeeId: 'OB 4701',
    });
    const id = await raiseLaptopTicket(requester, 'Quokkaphone dock unresponsive');
    for (const text of ['quokkaphone', '9345678012', 'oindrila basu'])
      expect(await expectSameAsFullRead(text)).toEqual([id]);

    // As a ticket created before the indexes existed: none of its search or sort items are there.
    loadStackEnv();
    const { getTicket } = await import('../../functions/db/tickets');
    const { ticketIndexItems } = await import('../../functions/db/ticketIndexes');
    const { batchWrite } = await import('../../functions/db/batch');
    const ticket = await getTicket(id);
    if (!ticket) throw new Error(`ticket ${id} not stored`);
    const items = ticketIndexItems(ticket);
    await batchWrite(items.map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } })));
    for (const text of ['quokkaphone', '9345678012', 'oindrila basu'])
      expect((await page({ searchParam: text })).ids).toEqual([]);
    const bySubject = async () => (await page({ orderBy: 'subject', orderDirection: 'desc' })).ids;
    expect(await bySubject()).not.toContain(id);
    const byNumber = async () => (await page({ orderBy: 'id', orderDirection: 'desc' })).ids;
    expect(await byNumber()).not.toContain(id);

    expect(await backfill()).toBeGreaterThanOrEqual(items.length);
    for (const text of ['quokkaphone', '9345678012', 'oindrila basu'])
      expect(await expectSameAsFullRead(text)).toEqual([id]);
    expect(await bySubject()).toContain(id);
    expect(await byNumber()).toContain(id);
    expect(await backfill()).toBe(0);
    expect(await expectSameAsFullRead('quokkaphone')).toEqual([id]);
  });
});
