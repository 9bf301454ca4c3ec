import { beforeAll, describe, expect, it } from 'vitest';
import { downloadMyTeamTickets } from '../../shared/contract/exports';
import { getTeamsByLeadId, getTicketsOfTeam, saveUpdateTeam } from '../../shared/contract/teams';
import { bulkUpdateStatus } from '../../shared/contract/tickets';
import { createPerson, csvOf, type Person, raiseAssigned } from './admin-support';
import { call, demo, demoSessions, signIn } from './api';

/**
 * My Teams. Three teams whose leads are members of each other's teams, in a loop:
 *   A (dept 1) led by leadA, agents agentA and leadB
 *   B (dept 2) led by leadB, agents agentB and leadC
 *   C (dept 3) led by leadC, agents agentC and leadA   (back to A)
 */

let leadA: Person;
let leadB: Person;
let leadC: Person;
let agentA: Person;
let agentB: Person;
let agentC: Person;
const teamIds: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
const tickets: Record<string, string> = {};

async function createTeam(teamName: string, lead: Person, members: [Person, string][]) {
  const answer = await call(
    saveUpdateTeam,
    {
      teamName,
      teamLeads: [lead.id],
      agentsMap: members.map(([member, depId]) => ({ depId, userId: member.id })),
    },
    signedInAs.admin.token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const led = await call(getTeamsByLeadId, {}, lead.token);
  return led.body.data.data.find((team: { teamName: string }) => team.teamName === teamName).id as string;
}

const signedInAs = demoSessions('admin', 'agent');

beforeAll(async () => {
  leadA = await createPerson(signedInAs.admin.token, 'Nest Lead A', 'team lead');
  leadB = await createPerson(signedInAs.admin.token, 'Nest Lead B', 'team lead');
  leadC = await createPerson(signedInAs.admin.token, 'Nest Lead C', 'team lead');
  agentA = await createPerson(signedInAs.admin.token, 'Nest Agent A', 'agent');
  agentB = await createPerson(signedInAs.admin.token, 'Nest Agent B', 'agent');
  agentC = await createPerson(signedInAs.admin.token, 'Nest Agent C', 'agent');
  teamIds.A = await createTeam('Nest Team A', leadA, [
    [agentA, '1'],
    [leadB, '1'],
  ]);
  teamIds.B = await createTeam('Nest Team B', leadB, [
    [agentB, '2'],
    [leadC, '2'],
  ]);
  teamIds.C = await createTeam('Nest Team C', leadC, [
    [agentC, '3'],
    [leadA, '3'],
  ]);
  tickets.a = await raiseAssigned(signedInAs.agent.token, '1', agentA.id, 'Team A projector');
  tickets.b = await raiseAssigned(signedInAs.agent.token, '2', agentB.id, 'Team B fan');
  tickets.c = await raiseAssigned(signedInAs.agent.token, '3', agentC.id, 'Team C invoice');
  // In agent A's partition but in a department team A does not cover.
  tickets.aElsewhere = await raiseAssigned(signedInAs.agent.token, '2', agentA.id, 'Not team A business');
  // In team A's department but nobody of the team is on it.
  tickets.unrelated = await raiseAssigned(signedInAs.agent.token, '1', '2', 'Someone else');
  // Raised by a team A agent, in its department, but assigned outside the team: not a team ticket.
  tickets.raisedByA = await raiseAssigned(agentA.token, '1', '2', 'Raised by agent A');
});

type Page = { teams: { id: string }[]; totalItems: number; currentPage: number };
const ids = (page: Page) => page.teams.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
const sorted = (...values: string[]) => [...values].sort((a, b) => Number(a) - Number(b));

async function teamPage(person: { token: string }, query: Record<string, unknown>) {
  const answer = await call(getTicketsOfTeam, { size: 20, page: 0, ...query }, person.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Page;
}

describe('GET /api/team/getTicketsOfTeam', () => {
  it("answers the team's tickets under the spec's key teams: assigned to its agents, in its departments", async () => {
    const page = await teamPage(leadA, { teamId: teamIds.A });
    expect(ids(page)).toEqual([tickets.a]);
    expect(page.totalItems).toBe(1);
    expect(page.teams[0]).toMatchObject({
      id: tickets.a,
      subject: 'Team A projector',
      assigneeFullName: agentA.fullName,
      department: { id: '1', departmentName: 'IT Support' },
    });
    expect(await teamPage(leadA, { teamId: teamIds.A, showNestedTickets: 'false' })).toEqual(page);
  });

  it('adds the nested teams level by level, and stops at a loop', async () => {
    const nestedFromA = await teamPage(leadA, { teamId: teamIds.A, showNestedTickets: 'true' });
    expect(ids(nestedFromA)).toEqual(sorted(tickets.a, tickets.b, tickets.c));
    const nestedFromB = await teamPage(leadB, { teamId: teamIds.B, showNestedTickets: 'true' });
    expect(ids(nestedFromB)).toEqual(sorted(tickets.a, tickets.b, tickets.c));
    const onlyB = await teamPage(leadB, { teamId: teamIds.B });
    expect(ids(onlyB)).toEqual([tickets.b]);
  });

  it("applies the All Tickets filters, 'All' departments, search and paging", async () => {
    const query = { teamId: teamIds.A, showNestedTickets: 'true' };
    expect(ids(await teamPage(leadA, { ...query, departmentId: '2' }))).toEqual([tickets.b]);
    expect(ids(await teamPage(leadA, { ...query, departmentId: 'All' }))).toHaveLength(3);
    expect(ids(await teamPage(leadA, { ...query, helpTopicId: '4' }))).toEqual([tickets.c]);
    expect(ids(await teamPage(leadA, { ...query, assigneeId: agentB.id }))).toEqual([tickets.b]);
    // A ticket number is matched as text, like the other columns, so the number finds its ticket.
    expect(ids(await teamPage(leadA, { ...query, searchParam: tickets.c }))).toContain(tickets.c);
    expect(ids(await teamPage(leadA, { ...query, searchParam: 'team c invoice' }))).toEqual([tickets.c]);
    expect(ids(await teamPage(leadA, { ...query, searchParam: 'nest agent b' }))).toEqual([tickets.b]);

    const firstPage = await teamPage(leadA, { ...query, size: 2, orderBy: 'id', orderDirection: 'asc' });
    expect(firstPage.teams.map((row) => row.id)).toEqual(sorted(tickets.a, tickets.b, tickets.c).slice(0, 2));
    expect(firstPage.totalItems).toBe(3);

    const closed = await call(
      bulkUpdateStatus,
      { ticketStatus: 'Closed', id: [tickets.b], userId: '2' },
      signedInAs.agent.token,
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(ids(await teamPage(leadA, { ...query, ticketStatus: '14' }))).toEqual([tickets.b]);
    expect(ids(await teamPage(leadA, { ...query, ticketStatus: '2' }))).toEqual(sorted(tickets.a, tickets.c));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const closedRange = await teamPage(leadA, {
      ...query,
      closedStartDate: new Date(Date.now() - 3_600_000).toISOString(),
      closedEndDate: tomorrow,
    });
    // Decision (issue 21 item 17): the closed range narrows closed tickets only.
    expect(ids(closedRange)).toEqual(sorted(tickets.a, tickets.b, tickets.c));
    const closedLastWeek = { closedStartDate: new Date(Date.now() - 7 * 86_400_000).toISOString() };
    const beforeToday = { ...closedLastWeek, closedEndDate: new Date(Date.now() - 86_400_000).toISOString() };
    expect(ids(await teamPage(leadA, { ...query, ...beforeToday }))).toEqual(sorted(tickets.a, tickets.c));
    expect(ids(await teamPage(leadA, { ...query, ...beforeToday, ticketStatus: '14' }))).toEqual([]);
    expect(
      ids(await teamPage(leadA, { ...query, ...closedLastWeek, closedEndDate: tomorrow, ticketStatus: '14' })),
    ).toEqual([tickets.b]);
    const lastYear = new Date(Date.now() - 300 * 86_400_000).toISOString();
    const older = await teamPage(leadA, {
      ...query,
      startDate: lastYear,
      endDate: new Date(Date.now() - 200 * 86_400_000).toISOString(),
    });
    expect(older.totalItems).toBe(0);
  });

  it('serves the default view (newest first, no filter) from counters, as the full read would', async () => {
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const ranges = [
      {},
      { startDate: `${today}T00:00:00.000Z`, endDate: `${today}T23:59:59.999Z` },
      // Both ends cut a day part-way, so those days are counted row by row.
      { startDate: new Date(now - 3_600_000).toISOString(), endDate: new Date(now + 3_600_000).toISOString() },
    ];
    for (const query of [{ teamId: teamIds.A }, { teamId: teamIds.A, showNestedTickets: 'true' }]) {
      for (const range of ranges) {
        const counted = await teamPage(leadA, { ...query, ...range });
        // Ticket numbers grow with creation time, so this sort reads every row and orders alike.
        const read = await teamPage(leadA, { ...query, ...range, orderBy: 'id', orderDirection: 'desc' });
        expect(counted.teams.map((row) => row.id)).toEqual(read.teams.map((row) => row.id));
        expect(counted.totalItems).toBe(read.totalItems);
      }
    }
    const nested = { teamId: teamIds.A, showNestedTickets: 'true', size: 1 };
    const pages = await Promise.all([0, 1, 2, 3].map((page) => teamPage(leadA, { ...nested, page })));
    expect(pages.map((page) => page.teams[0]?.id)).toEqual([tickets.c, tickets.b, tickets.a, undefined]);
    expect(pages.map((page) => page.totalItems)).toEqual([3, 3, 3, 3]);
  });

  it('follows a reassignment out of the team and back', async () => {
    const reassign = (assigneeId: string) =>
      call(bulkUpdateStatus, { assigneeId, id: [tickets.a], userId: '2' }, signedInAs.agent.token);
    expect((await reassign(agentB.id)).status).toBe(200);
    // Agent B is in team B, whose department is not ticket a's: it leaves both views.
    expect(await teamPage(leadA, { teamId: teamIds.A })).toMatchObject({ teams: [], totalItems: 0 });
    const nested = await teamPage(leadA, { teamId: teamIds.A, showNestedTickets: 'true' });
    expect([ids(nested), nested.totalItems]).toEqual([sorted(tickets.b, tickets.c), 2]);
    expect((await reassign(agentA.id)).status).toBe(200);
    const back = await teamPage(leadA, { teamId: teamIds.A });
    expect([ids(back), back.totalItems]).toEqual([[tickets.a], 1]);
  });

  it('keeps the 180-day limit of the shared lists', async () => {
    const answer = await call(
      getTicketsOfTeam,
      {
        teamId: teamIds.A,
        startDate: new Date(Date.now() - 200 * 86_400_000).toISOString(),
        endDate: new Date().toISOString(),
      },
      leadA.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please select data range within 6 months');
  });

  it('refuses a team the caller does not lead, even one reached by nesting; admins read any', async () => {
    const refused = await call(getTicketsOfTeam, { teamId: teamIds.B }, leadA.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only see the tickets of teams you lead.');
    const lead = await signIn(demo.lead);
    expect((await call(getTicketsOfTeam, { teamId: teamIds.A }, lead.token)).status).toBe(403);
    expect(ids(await teamPage(signedInAs.admin, { teamId: teamIds.B }))).toEqual([tickets.b]);
    expect((await call(getTicketsOfTeam, { teamId: '99999' }, signedInAs.admin.token)).status).toBe(404);
  });

  it('lists only the teams of the signed-in lead', async () => {
    const answer = await call(getTeamsByLeadId, {}, leadA.token);
    expect(answer.body).toEqual({ data: { data: [{ id: teamIds.A, teamName: 'Nest Team A' }] } });
  });
});

describe('GET /api/dataExport/downloadMyTeamTickets', () => {
  it('exports the same rows, nested included, to the same people', async () => {
    const nested = await csvOf(
      await call(downloadMyTeamTickets, { teamId: teamIds.A, showNestedTickets: 'true' }, leadA.token),
    );
    const numbers = nested
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(numbers.sort((a, b) => Number(a) - Number(b))).toEqual(sorted(tickets.a, tickets.b, tickets.c));
    expect(nested.split(/\r?\n/)[0]).toMatch(/^Ticket Number,Created Date \(Asia\/Kolkata\),/);

    const plain = await csvOf(await call(downloadMyTeamTickets, { teamId: teamIds.A }, leadA.token));
    expect(
      plain
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual([tickets.a]);
    expect((await call(downloadMyTeamTickets, { teamId: teamIds.B }, leadA.token)).status).toBe(403);
  });
});
