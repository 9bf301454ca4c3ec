import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints, analyticsViews } from '../../shared/contract/analytics';
import { saveUpdateTeam } from '../../shared/contract/teams';
import { bulkUpdateStatus, getTicketByTicketId, saveTicket } from '../../shared/contract/tickets';
import { agingBucketNames } from '../../shared/domain/analytics';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, loadStackEnv, signIn } from './api';

/**
 * Analytics read counters kept current as tickets change. These tests change tickets through the
 * API (assign, close, reassign, re-open) and check each view's numbers against a hand count, over
 * ranges read from day counters, month counters and rows of a day cut part-way.
 */

const view = (handler: string) => {
  const endpoint = analyticsEndpoints.find((entry) => entry.handler === handler);
  if (!endpoint) throw new Error(handler);
  return endpoint;
};
const DAY = 86_400_000;

let requester: Awaited<ReturnType<typeof createRequester>>;
let agentA: Awaited<ReturnType<typeof createRequester>>;
let agentB: Awaited<ReturnType<typeof createRequester>>;
let central: { token: string };
let lead: { token: string };
let teamId: string;
const ids: string[] = [];

const today = () => new Date().toISOString().slice(0, 10);
/** Since an hour ago: both ends cut days part-way, so the rows of those days are read. */
const cutRange = () => ({
  startDate: new Date(Date.now() - 3_600_000).toISOString(),
  endDate: new Date(Date.now() + 3_600_000).toISOString(),
});
/** The whole UTC day: read from the day counters. */
const dayRange = () => ({ startDate: `${today()}T00:00:00.000Z`, endDate: `${today()}T23:59:59.999Z` });
/** The whole UTC month: read from the month counters. */
const monthRange = () => {
  const month = today().slice(0, 7);
  const next = new Date(`${month}-01T00:00:00.000Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { startDate: `${month}-01T00:00:00.000Z`, endDate: new Date(next.getTime() - 1).toISOString() };
};

async function agentRows(range: { startDate: string; endDate: string }) {
  const answer = await call(view('getAnalyticsForLeadWithAgents'), { ...range, teamIds: teamId }, lead.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const byName = new Map<string, Record<string, number>>(
    answer.body.Data.map((row: { AgentName: string }) => [row.AgentName, row]),
  );
  return { grand: answer.body, a: byName.get(agentA.fullName), b: byName.get(agentB.fullName) };
}

beforeAll(async () => {
  loadStackEnv();
  // No digits in the name or mobile: other suites search All Tickets by ticket number (a contains match).
  requester = await createRequester('4200', { fullName: 'Counter Requester', mobile: '' });
  agentA = await createRequester('4201', { helpdeskRole: 'agent', fullName: 'Counter Agent A', mobile: '' });
  agentB = await createRequester('4202', { helpdeskRole: 'agent', fullName: 'Counter Agent B', mobile: '' });
  [central, lead] = await Promise.all([signIn(demo.central), signIn(demo.lead)]);
  const admin = await signIn(demo.admin);
  const teamName = `Counter Team ${Date.now()}`;
  const team = await call(
    saveUpdateTeam,
    {
      teamName,
      teamLeads: ['4'],
      agentsMap: [
        { depId: '1', userId: agentA.userId },
        { depId: '1', userId: agentB.userId },
      ],
    },
    admin.token,
  );
  expect(team.body.success, JSON.stringify(team.body)).toBe(true);
  const { teamsLedBy } = await import('../../functions/db/teams');
  teamId = (await teamsLedBy('4')).find((entry) => entry.teamName === teamName)?.teamId ?? '';
  expect(teamId).not.toBe('');

  const mailTopic = {
    helpTopicId: '2',
    dynamicFormJson: { issue_summary: 'Mail', priority_level: 'Low', account_email: 'a@b.c' },
  };
  for (const overrides of [{}, {}, mailTopic]) {
    const saved = await call(saveTicket, requesterTicket({ ...requester }, overrides), requester.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    ids.push(String(saved.body.id));
  }
  // t1 and t2 to A, t3 to B; t1 closed; then t2 moves from A to B.
  await call(bulkUpdateStatus, { id: [ids[0], ids[1]], assigneeId: agentA.userId }, central.token);
  await call(bulkUpdateStatus, { id: [ids[2]], assigneeId: agentB.userId }, central.token);
  await call(bulkUpdateStatus, { id: [ids[0]], ticketStatus: 'Closed' }, central.token);
  await call(bulkUpdateStatus, { id: [ids[1]], assigneeId: agentB.userId }, central.token);
});

describe('analytics counters kept on write', () => {
  it('follow assignment, closing and reassignment, the same over cut days, whole days and whole months', async () => {
    for (const range of [cutRange(), dayRange(), monthRange()]) {
      const { grand, a, b } = await agentRows(range);
      expect(a, JSON.stringify(range)).toMatchObject({ TotalTickets: 1, OpenCount: 0, ClosedCount: 1 });
      expect(b, JSON.stringify(range)).toMatchObject({ TotalTickets: 2, OpenCount: 2, ClosedCount: 0 });
      expect(grand).toMatchObject({
        GrandTotal: 3,
        GrandOpenTotal: 2,
        GrandClosedCount: 1,
        GrandClosedPercentage: 33.33,
      });
    }
  });

  it('answers every view with the hand count, each for a role that has it', async () => {
    const range = dayRange();
    const team = { teamIds: teamId, teams: teamId };
    const departments = { departmentIds: '1' };
    const topics = { helptopicIds: '1,2' };
    const agents = { agentsInTeam: `${agentA.userId},${agentB.userId}` };
    const ask = async (handler: string, token: string, extra: Record<string, string> = {}) => {
      const answer = await call(view(handler), { ...range, ...extra }, token);
      expect(answer.status, `${handler} ${JSON.stringify(answer.body)}`).toBe(200);
      return answer.body;
    };
    const rowsBy = (body: Record<string, unknown>, label: string) =>
      Object.fromEntries((body.Data as Record<string, unknown>[]).map((row) => [row[label], row]));
    // The fixture: t1 closed (A), t2 and t3 open (B); t1 and t2 Laptop, t3 Email; all IT Support.
    const department = { DepartmentName: 'IT Support', TotalTickets: 3, OpenCount: 2, ClosedCount: 1 };
    const grand = { GrandTotal: 3, GrandOpenTotal: 2, GrandClosedCount: 1, GrandClosedPercentage: 33.33 };
    const byTopic = {
      'Laptop / Desktop Issue': expect.objectContaining({ TotalTickets: 2, OpenCount: 1, ClosedCount: 1 }),
      'Email / Account Access': expect.objectContaining({ TotalTickets: 1, OpenCount: 1, ClosedCount: 0 }),
    };
    const byAgent = {
      [agentA.fullName]: expect.objectContaining({ TotalTickets: 1, ClosedCount: 1, ClosedPercentage: 100 }),
      [agentB.fullName]: expect.objectContaining({ TotalTickets: 2, OpenCount: 2, ClosedPercentage: 0 }),
    };
    const dues = await Promise.all(
      ids.map(async (id) => (await call(getTicketByTicketId, { id }, central.token)).body),
    );
    const slaDays = (ticket: Record<string, unknown>) =>
      (Date.parse(String(ticket.level1DueDate)) - Date.parse(String(ticket.createdAt))) / DAY;
    const round2 = (value: number) => Math.round(value * 100) / 100;
    const bySla = {
      [agentA.fullName]: expect.objectContaining({
        ClosedTickets: 1,
        OpenTickets: 0,
        AverageSLA: round2(slaDays(dues[0])),
      }),
      [agentB.fullName]: expect.objectContaining({
        ClosedTickets: 0,
        OpenTickets: 2,
        AverageSLA: round2((slaDays(dues[1]) + slaDays(dues[2])) / 2),
        CompletedDays: 0,
      }),
    };

    expect(await ask('getAnalyticsForUser', requester.token)).toMatchObject({
      ...grand,
      Data: [expect.objectContaining(department)],
    });
    expect(await ask('getAnalyticsForAgent', agentA.token)).toMatchObject({
      GrandTotal: 1,
      GrandClosedPercentage: 100,
      Data: [expect.objectContaining({ DepartmentName: 'IT Support', TotalTickets: 1, ClosedCount: 1 })],
    });
    expect(rowsBy(await ask('getAnalyticsForAgentWithHelptopic', agentB.token, topics), 'HelpTopicName')).toEqual({
      'Laptop / Desktop Issue': expect.objectContaining({ TotalTickets: 1, OpenCount: 1 }),
      'Email / Account Access': expect.objectContaining({ TotalTickets: 1, OpenCount: 1 }),
    });
    expect(await ask('getAnalyticsForLeadWithDepartment', lead.token, team)).toMatchObject({
      ...grand,
      Data: [expect.objectContaining(department)],
    });
    expect(
      rowsBy(await ask('getAnalyticsForLeadWithHelptopic', lead.token, { ...team, ...topics }), 'HelpTopicName'),
    ).toEqual(byTopic);
    expect(rowsBy(await ask('getAnalyticsForLeadWithAgents', lead.token, team), 'AgentName')).toEqual(byAgent);
    expect(rowsBy(await ask('getAnalyticsForLeadWithAgentsSLA', lead.token, team), 'AgentName')).toEqual(bySla);
    expect(
      await ask('getAnalyticsForCentralAgentWithDepartment', central.token, { ...team, ...departments }),
    ).toMatchObject({
      ...grand,
      Data: [expect.objectContaining(department)],
    });
    const centralTopics = await ask('getAnalyticsForCentralAgentWithHelptopic', central.token, {
      ...team,
      ...departments,
      ...topics,
    });
    expect(centralTopics).toMatchObject({ ...grand, GrandOpenPercentage: 66.67 });
    expect(rowsBy(centralTopics, 'HelpTopicName')).toEqual(byTopic);
    expect(
      rowsBy(
        await ask('getAnalyticsForCentralAgentsWithAgents', central.token, { ...team, ...departments, ...agents }),
        'AgentName',
      ),
    ).toEqual(byAgent);
    expect(
      rowsBy(
        await ask('getAnalyticsForCentralAgentWithAgentsSLA', central.token, { ...team, ...departments, ...agents }),
        'AgentName',
      ),
    ).toEqual(bySla);
    for (const [handler, token] of [
      ['getAnalyticsForTeamLead', lead.token],
      ['getAnalyticsForCentralAgentTeamLeadView', central.token],
    ] as const) {
      const body = await ask(handler, token, { ...team, ...departments });
      expect(body, handler).toMatchObject({
        ...grand,
        Data: [
          expect.objectContaining({ TeamName: expect.stringMatching(/^Counter Team/), TotalTickets: 3, OpenCount: 2 }),
        ],
      });
    }
  });

  it('group by help topic, and show an agent only their own tickets', async () => {
    const topics = await call(
      view('getAnalyticsForLeadWithHelptopic'),
      { ...dayRange(), teamIds: teamId, helptopicIds: '1,2' },
      lead.token,
    );
    const byTopic = Object.fromEntries(
      topics.body.Data.map((row: { HelpTopicName: string; TotalTickets: number }) => [
        row.HelpTopicName,
        row.TotalTickets,
      ]),
    );
    expect(byTopic).toEqual({ 'Laptop / Desktop Issue': 2, 'Email / Account Access': 1 });
    const own = await call(view('getAnalyticsForAgent'), cutRange(), agentB.token);
    expect(own.body).toMatchObject({ GrandTotal: 2, GrandOpenTotal: 2 });
  });

  it('follow a re-open, and count nothing for a range before the tickets', async () => {
    await call(bulkUpdateStatus, { id: [ids[0]], ticketStatus: 'Re-Open' }, central.token);
    const { a } = await agentRows(dayRange());
    expect(a).toMatchObject({ TotalTickets: 1, OpenCount: 1, ClosedCount: 0 });
    const before = await agentRows({
      startDate: new Date(Date.now() - 40 * DAY).toISOString(),
      endDate: new Date(Date.now() - 39 * DAY).toISOString(),
    });
    expect(before.grand.GrandTotal).toBe(0);
  });

  it('work out what time changes (overdue, its aging) at read time from the due dates', async () => {
    const { analyticsFor, agingFor } = await import('../../functions/core/analytics');
    const dues = await Promise.all(
      [ids[1], ids[2]].map(async (id) =>
        Date.parse((await call(getTicketByTicketId, { id }, central.token)).body.level1DueDate),
      ),
    );
    const later = Math.max(...dues) + 3 * DAY + 60_000;
    const expectedBuckets = dues.map((due) => Math.min(8, Math.floor((later - due) / DAY)));
    const caller = {
      userId: '4',
      email: demo.lead,
      helpdeskRole: 'team lead',
      departmentId: '1',
      flags: { isAgent: false, isCentralPoolAgent: true, isTeamLead: true, isCentralAdmin: false },
    };
    const agentsView = analyticsViews.find((entry) => entry.handler === 'getAnalyticsForLeadWithAgents');
    if (!agentsView) throw new Error('view 6');
    const answer = await analyticsFor(caller, agentsView, { ...dayRange(), teamIds: [teamId] }, later);
    const rowB = answer.Data.find((row) => row.AgentName === agentB.fullName) as Record<string, unknown>;
    expect(rowB).toMatchObject({ OverdueCount: 2, OverduePercentage: 100 });
    const aging = await agingFor(
      caller,
      agentsView,
      { ...dayRange(), teamIds: [teamId], rowKey: `agent:${agentB.userId}` },
      later,
    );
    const expected: Record<string, number> = Object.fromEntries(agingBucketNames.map((name) => [name, 0]));
    for (const bucket of expectedBuckets) expected[agingBucketNames[bucket]] += 1;
    expect(aging.OverdueAging[0]).toMatchObject(expected);
  });
});
