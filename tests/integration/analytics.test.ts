import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints, getAgingAnalysis } from '../../shared/contract/analytics';
import { saveUpdateTeam } from '../../shared/contract/teams';
import { bulkUpdateStatus, saveTicket } from '../../shared/contract/tickets';
import { createDownloadToken } from '../../shared/contract/users';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, demoSessions } from './api';

const view = (handler: string) => {
  const endpoint = analyticsEndpoints.find((entry) => entry.handler === handler);
  if (!endpoint) throw new Error(handler);
  return endpoint;
};

let requester: Awaited<ReturnType<typeof createRequester>>;
let teamId: string;
const range = () => ({
  startDate: new Date(Date.now() - 86_400_000).toISOString(),
  endDate: new Date(Date.now() + 60_000).toISOString(),
});

const signedInAs = demoSessions('agent', 'lead', 'admin', 'central');

beforeAll(async () => {
  requester = await createRequester('400');
  const ids: string[] = [];
  for (const helpTopicId of ['1', '1', '2']) {
    const saved = await call(
      saveTicket,
      requesterTicket(
        { ...requester },
        helpTopicId === '2'
          ? { helpTopicId, dynamicFormJson: { issue_summary: 'Mail', priority_level: 'Low', account_email: 'a@b.c' } }
          : {},
      ),
      requester.token,
    );
    ids.push(String(saved.body.id));
  }
  // Two tickets assigned to the agent, one of them closed; the third stays unassigned.
  await call(bulkUpdateStatus, { id: [ids[0], ids[1]], assigneeId: '2' }, signedInAs.central.token);
  await call(bulkUpdateStatus, { id: [ids[0]], ticketStatus: 'Closed' }, signedInAs.central.token);
  const team = await call(
    saveUpdateTeam,
    { teamName: `Analytics Team ${Date.now()}`, teamLeads: ['4'], agentsMap: [{ depId: '1', userId: '2' }] },
    signedInAs.admin.token,
  );
  expect(team.body.success, JSON.stringify(team.body)).toBe(true);
  const { teamsOfLead } = await import('../../functions/core/teams');
  const led = await teamsOfLead({
    userId: '4',
    email: demo.lead,
    helpdeskRole: 'team lead',
    departmentId: '1',
    flags: { isAgent: false, isCentralPoolAgent: true, isTeamLead: true, isCentralAdmin: false },
  });
  teamId = JSON.stringify(led).match(/"id":"([^"]+)"[^}]*"teamName":"Analytics Team/)?.[1] ?? '';
  expect(teamId).not.toBe('');
});

describe('analytics', () => {
  it("User-View counts the caller's raised tickets by department", async () => {
    const answer = await call(view('getAnalyticsForUser'), range(), requester.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      GrandTotal: 3,
      GrandOpenTotal: 2,
      GrandClosedCount: 1,
      GrandClosedPercentage: 33.33,
      GrandOverdueCount: 0,
      GrandOverDuePercentage: 0,
    });
    expect(answer.body.Data).toEqual([
      expect.objectContaining({ SNo: 1, DepartmentName: 'IT Support', TotalTickets: 3, OpenCount: 2, ClosedCount: 1 }),
    ]);
  });

  it('agent views count what is assigned to the agent, by department and by help topic', async () => {
    const byDepartment = await call(view('getAnalyticsForAgent'), range(), signedInAs.agent.token);
    expect(
      byDepartment.body.Data.find((row: { DepartmentName: string }) => row.DepartmentName === 'IT Support'),
    ).toMatchObject({ TotalTickets: expect.any(Number) });
    const byTopic = await call(
      view('getAnalyticsForAgentWithHelptopic'),
      { ...range(), helptopicIds: '1' },
      signedInAs.agent.token,
    );
    expect(byTopic.body).toHaveProperty('GrandOpenPercentage');
    expect(
      byTopic.body.Data.every((row: { HelpTopicName: string }) => row.HelpTopicName === 'Laptop / Desktop Issue'),
    ).toBe(true);
  });

  it("team lead views see the team's agents, need a team, and only the lead's own", async () => {
    expect((await call(view('getAnalyticsForLeadWithAgents'), range(), signedInAs.lead.token)).body.message).toBe(
      'Please select the Team Name',
    );
    const agents = await call(
      view('getAnalyticsForLeadWithAgents'),
      { ...range(), teamIds: teamId },
      signedInAs.lead.token,
    );
    expect(agents.body.Data).toEqual([expect.objectContaining({ AgentName: 'Arjun Agent' })]);
    const sla = await call(
      view('getAnalyticsForLeadWithAgentsSLA'),
      { ...range(), teamIds: teamId },
      signedInAs.lead.token,
    );
    expect(sla.body.Data[0]).toEqual(
      expect.objectContaining({ AverageSLA: 2, OpenTickets: expect.any(Number), ClosedTickets: expect.any(Number) }),
    );
    const teamView = await call(
      view('getAnalyticsForTeamLead'),
      { ...range(), teams: teamId, departmentIds: '1' },
      signedInAs.lead.token,
    );
    expect(teamView.body.Data[0].TeamName).toMatch(/^Analytics Team/);
    expect(
      (await call(view('getAnalyticsForTeamLead'), { ...range(), teams: teamId }, signedInAs.lead.token)).body.message,
    ).toBe('Department Name is mandatory');
  });

  it('answers 403 to a role whose flags do not offer the view', async () => {
    expect((await call(view('getAnalyticsForAgent'), range(), requester.token)).status).toBe(403);
    expect(
      (await call(view('getAnalyticsForLeadWithDepartment'), { ...range(), teamIds: teamId }, signedInAs.agent.token))
        .status,
    ).toBe(403);
    expect(
      (
        await call(
          view('getAnalyticsForCentralAgentWithDepartment'),
          { ...range(), departmentIds: '1', teams: teamId },
          signedInAs.agent.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(getAgingAnalysis, { ...range(), view: 4, teamIds: teamId }, signedInAs.agent.token)).status,
    ).toBe(403);
  });

  it('answers the aging of a row and a CSV on isExport', async () => {
    const answer = await call(view('getAnalyticsForUser'), range(), requester.token);
    const aging = await call(
      getAgingAnalysis,
      { ...range(), view: 1, rowKey: answer.body.Data[0].rowKey },
      requester.token,
    );
    expect(aging.body.ClosedAging[0]).toMatchObject({ zeroday: 1, zeroday_percentage: 100 });
    expect(aging.body.OverdueAging[0]).toMatchObject({ zeroday: 0, zeroday_percentage: 0 });
    const endpoint = view('getAnalyticsForUser');
    // A download token is bound to the export's path and query (issue 15 item 10).
    const filters = { ...range(), isExport: 'true' };
    const query = new URLSearchParams(filters).toString();
    const token = (await call(createDownloadToken, { path: endpoint.path, query }, requester.token)).body.downloadToken;
    const exported = await call(endpoint, { ...filters, downloadToken: token }, undefined);
    expect(exported.status).toBe(302);
    const csv = await (await fetch(exported.headers.get('location') ?? '')).text();
    // The screen's columns, headed as on screen (issue 21 item 25): the User-View has a closed %.
    const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe('S.No,Department Name,Total Tickets,Open,Closed,Closed %');
    // The screen's footer row closes the file: 'A', 'Total' and the grand figures.
    const { GrandTotal, GrandOpenTotal, GrandClosedCount, GrandClosedPercentage } = answer.body;
    expect(lines.at(-1)).toBe(`A,Total,${GrandTotal},${GrandOpenTotal},${GrandClosedCount},${GrandClosedPercentage}`);
    expect(lines).toHaveLength(answer.body.Data.length + 2);
  });

  it('exports a help-topic view with every column the screen shows, its open % included', async () => {
    const endpoint = view('getAnalyticsForAgentWithHelptopic');
    const filters = { ...range(), isExport: 'true' };
    const query = new URLSearchParams(filters).toString();
    const token = (await call(createDownloadToken, { path: endpoint.path, query }, signedInAs.agent.token)).body
      .downloadToken;
    const exported = await call(endpoint, { ...filters, downloadToken: token }, undefined);
    expect(exported.status).toBe(302);
    const csv = (await (await fetch(exported.headers.get('location') ?? '')).text()).replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]).toBe(
      'S.No,Department Name,Help Topic,Total Tickets,Open,Closed,Overdue,Open %,Closed %,Overdue %',
    );
  });
});
