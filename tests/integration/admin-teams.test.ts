import { beforeAll, describe, expect, it } from 'vitest';
import { downloadAllAdminTeams } from '../../shared/contract/exports';
import {
  allTeams,
  deleteTeamById,
  getAllAgentsInTeam,
  getAllTeamsLeadUsers,
  getTeamById,
  getTeamLeadByTeams,
  getTeamsByDepartment,
  getTeamsByLeadId,
  saveUpdateTeam,
} from '../../shared/contract/teams';
import { MANDATORY_MESSAGE } from '../../shared/domain/adminRules';
import { createPerson, csvOf, type Person } from './admin-support';
import { call, demo, demoSessions, signIn } from './api';

let leadOne: Person;
let leadTwo: Person;
let agentOne: Person;
let agentTwo: Person;
let requester: Person;

const signedInAs = demoSessions('admin', 'central');

beforeAll(async () => {
  leadOne = await createPerson(signedInAs.admin.token, 'Teams Lead One', 'team lead');
  leadTwo = await createPerson(signedInAs.admin.token, 'Teams Lead Two', 'team lead');
  agentOne = await createPerson(signedInAs.admin.token, 'Teams Agent One', 'agent');
  agentTwo = await createPerson(signedInAs.admin.token, 'Teams Agent Two', 'central agent');
  requester = await createPerson(signedInAs.admin.token, 'Teams Requester', 'user');
});

const team = (overrides: Record<string, unknown> = {}) => ({
  teamName: `Team ${Math.random().toString(36).slice(2, 8)}`,
  teamLeads: [leadOne.id],
  agentsMap: [
    { depId: '3', userId: agentOne.id },
    { depId: '4', userId: agentTwo.id },
  ],
  ...overrides,
});

async function teamIdByName(teamName: string): Promise<string> {
  const answer = await call(allTeams, { size: 8, page: 0, searchParam: teamName }, signedInAs.admin.token);
  const row = answer.body.teams.find((each: { teamName: string }) => each.teamName === teamName);
  expect(row, teamName).toBeDefined();
  return row.id;
}

const ledTeams = async (person: Person) =>
  (await call(getTeamsByLeadId, {}, person.token)).body.data.data.map((each: { teamName: string }) => each.teamName);

describe('POST /api/team/saveUpdate', () => {
  it('needs a name, a lead, an agent and a department, and writes nothing otherwise', async () => {
    const incomplete = [
      team({ teamName: '' }),
      team({ teamName: '   ' }),
      team({ teamName: undefined }),
      team({ teamLeads: [] }),
      team({ teamLeads: undefined }),
      team({ teamLeads: [''] }),
      team({ agentsMap: [] }),
      team({ agentsMap: [{ depId: '', userId: agentOne.id }] }),
      team({ agentsMap: [{ userId: agentOne.id }] }),
    ];
    for (const body of incomplete) {
      const answer = await call(saveUpdateTeam, body, signedInAs.admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ success: false, message: MANDATORY_MESSAGE });
    }
    expect(await ledTeams(leadOne)).toEqual([]);
  });

  it('takes team leads as leads and agents as agents', async () => {
    const notALead = await call(saveUpdateTeam, team({ teamLeads: [agentOne.id] }), signedInAs.admin.token);
    expect(notALead.body.message).toBe(
      `${agentOne.fullName} cannot lead a team: only team leads and central admins can.`,
    );
    const notAnAgent = await call(
      saveUpdateTeam,
      team({ agentsMap: [{ depId: '1', userId: requester.id }] }),
      signedInAs.admin.token,
    );
    expect(notAnAgent.body.message).toBe(`${requester.fullName} is not an agent.`);
    const noDepartment = await call(
      saveUpdateTeam,
      team({ agentsMap: [{ depId: '99', userId: agentOne.id }] }),
      signedInAs.admin.token,
    );
    expect(noDepartment.body.message).toBe('Department 99 was not found.');
  });

  it('creates a team, recording the signed-in user as creator and updater', async () => {
    const body = team({ teamName: 'Accounts Crew', createdBy: '1', updatedBy: '2' });
    const answer = await call(saveUpdateTeam, body, signedInAs.admin.token);
    expect(answer.body).toEqual({ success: true, message: 'Team Created Successfully' });
    const id = await teamIdByName('Accounts Crew');
    const view = await call(getTeamById, { teamId: id }, signedInAs.admin.token);
    expect(view.body).toMatchObject({
      id,
      teamName: 'Accounts Crew',
      teamLeads: [leadOne.id],
      agentsMap: body.agentsMap,
      createdBy: signedInAs.admin.userId,
      updatedBy: signedInAs.admin.userId,
      createdByDetails: { fullName: 'Aditya Admin' },
      updatedByDetails: { fullName: 'Aditya Admin' },
      selectedTeamLeads: [{ value: leadOne.id, label: leadOne.fullName }],
      selectedAgents: [
        { value: agentOne.id, label: agentOne.fullName, depId: '3' },
        { value: agentTwo.id, label: agentTwo.fullName, depId: '4' },
      ],
      selectedDepartment: [
        { value: '3', label: 'Accounts' },
        { value: '4', label: 'Human Resources' },
      ],
    });
    expect(await ledTeams(leadOne)).toContain('Accounts Crew');
  });

  it('refuses a second team with the same name, in any case', async () => {
    await call(saveUpdateTeam, team({ teamName: 'Payroll Crew' }), signedInAs.admin.token);
    const again = await call(saveUpdateTeam, team({ teamName: 'payroll crew' }), signedInAs.admin.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'A team named payroll crew already exists' });
  });

  it('updates a team: name, leads and agents; the updater is the caller', async () => {
    await call(saveUpdateTeam, team({ teamName: 'Night Shift' }), signedInAs.admin.token);
    const id = await teamIdByName('Night Shift');
    const updated = await call(
      saveUpdateTeam,
      {
        id,
        teamName: 'Late Shift',
        teamLeads: [leadTwo.id],
        agentsMap: [{ depId: '2', userId: agentOne.id }],
        updatedBy: '1',
      },
      signedInAs.admin.token,
    );
    expect(updated.body).toEqual({ success: true, message: 'Team Updated Successfully' });
    const view = (await call(getTeamById, { teamId: id }, signedInAs.admin.token)).body;
    expect(view).toMatchObject({
      teamName: 'Late Shift',
      teamLeads: [leadTwo.id],
      agentsMap: [{ depId: '2', userId: agentOne.id }],
      updatedBy: signedInAs.admin.userId,
      selectedDepartment: [{ value: '2', label: 'Facilities' }],
    });
    expect(await ledTeams(leadOne)).not.toContain('Late Shift');
    expect(await ledTeams(leadOne)).not.toContain('Night Shift');
    expect(await ledTeams(leadTwo)).toContain('Late Shift');
    // The old name is free again, the new one is taken.
    expect((await call(saveUpdateTeam, team({ teamName: 'Night Shift' }), signedInAs.admin.token)).status).toBe(200);
    expect((await call(saveUpdateTeam, team({ teamName: 'Late Shift' }), signedInAs.admin.token)).status).toBe(409);
  });

  it('answers 404 for an unknown team', async () => {
    expect((await call(saveUpdateTeam, team({ id: '99999' }), signedInAs.admin.token)).status).toBe(404);
    expect((await call(getTeamById, { teamId: '99999' }, signedInAs.admin.token)).status).toBe(404);
  });
});

describe('POST /api/team/deleteById', () => {
  it('deletes a team with its lead entries and frees its name', async () => {
    await call(saveUpdateTeam, team({ teamName: 'Short Lived', teamLeads: [leadTwo.id] }), signedInAs.admin.token);
    const id = await teamIdByName('Short Lived');
    const answer = await call(deleteTeamById, { teamId: id }, signedInAs.admin.token);
    expect(answer.body).toEqual({ success: true, message: 'Team Deleted Successfully' });
    expect((await call(getTeamById, { teamId: id }, signedInAs.admin.token)).status).toBe(404);
    expect(await ledTeams(leadTwo)).not.toContain('Short Lived');
    expect((await call(deleteTeamById, { teamId: id }, signedInAs.admin.token)).status).toBe(404);
    expect((await call(saveUpdateTeam, team({ teamName: 'Short Lived' }), signedInAs.admin.token)).status).toBe(200);
  });
});

describe('GET /api/team/allTeams', () => {
  it('searches by team name, sorts and pages on the server', async () => {
    for (const name of ['Sorting Alpha', 'Sorting Bravo', 'Sorting Charlie']) {
      await call(saveUpdateTeam, team({ teamName: name }), signedInAs.admin.token);
    }
    const desc = await call(
      allTeams,
      { size: 2, page: 0, searchParam: 'sorting', orderBy: 'teamName', orderDirection: 'desc' },
      signedInAs.admin.token,
    );
    expect(desc.body.totalItems).toBe(3);
    expect(desc.body.teams.map((row: { teamName: string }) => row.teamName)).toEqual([
      'Sorting Charlie',
      'Sorting Bravo',
    ]);
    const next = await call(
      allTeams,
      { size: 2, page: 1, searchParam: 'sorting', orderBy: 'teamName', orderDirection: 'desc' },
      signedInAs.admin.token,
    );
    expect(next.body.teams.map((row: { teamName: string }) => row.teamName)).toEqual(['Sorting Alpha']);
    const all = await call(allTeams, { size: 8, page: 0 }, signedInAs.admin.token);
    expect(all.body.teams).toHaveLength(8);
    expect(all.body.teams[0]).toMatchObject({ createdByDetails: { fullName: 'Aditya Admin' } });
  });
});

describe('team lookups', () => {
  it('lists who may lead a team', async () => {
    const answer = await call(getAllTeamsLeadUsers, {}, signedInAs.admin.token);
    const ids = answer.body.map((user: { id: string }) => user.id);
    expect(ids).toEqual(expect.arrayContaining(['4', '5', '6', leadOne.id, leadTwo.id]));
    expect(ids).not.toContain('2');
    expect(ids).not.toContain(agentOne.id);
    expect(answer.body.find((user: { id: string }) => user.id === '4')).toEqual({
      id: '4',
      fullName: 'Lakshmi Lead',
      email: demo.lead,
    });
  });

  it('answers a lead their own teams; an admin may name any lead, a lead may not', async () => {
    const lead = await signIn(demo.lead);
    const own = (await call(getTeamsByLeadId, { teamLeadId: '4' }, lead.token)).body.data.data;
    expect(own).toContainEqual({ id: '1', teamName: 'IT Service Desk' });
    expect(own).not.toContainEqual({ id: '2', teamName: 'Facilities Desk' });
    expect(await call(getTeamsByLeadId, {}, lead.token)).toMatchObject({ body: { data: { data: own } } });
    expect((await call(getTeamsByLeadId, { teamLeadId: '6' }, lead.token)).status).toBe(403);
    const named = await call(getTeamsByLeadId, { teamLeadId: '6' }, signedInAs.admin.token);
    expect(named.body.data.data).toContainEqual({ id: '2', teamName: 'Facilities Desk' });
  });

  it('answers the agents of a team, the teams of departments and the leads of teams', async () => {
    const agents = await call(getAllAgentsInTeam, { teamId: '1' }, signedInAs.central.token);
    expect(agents.body).toEqual([
      { id: '2', fullName: 'Arjun Agent', email: demo.agent },
      { id: '6', fullName: 'Kavya Lead', email: 'lead2@demo.local' },
    ]);
    const byDepartment = await call(getTeamsByDepartment, { departmentIds: ['2'] }, signedInAs.central.token);
    expect(byDepartment.body).toEqual(expect.arrayContaining([{ teamId: '2', teamName: 'Facilities Desk' }]));
    expect(byDepartment.body).not.toContainEqual({ teamId: '1', teamName: 'IT Service Desk' });
    const leads = await call(getTeamLeadByTeams, { teamIds: '1,2' }, signedInAs.central.token);
    expect(leads.body).toEqual([
      { id: '6', fullName: 'Kavya Lead' },
      { id: '4', fullName: 'Lakshmi Lead' },
    ]);
  });
});

describe('GET /api/dataExport/downloadAllAdminTeams', () => {
  it('downloads every team with its people and departments by name', async () => {
    const csv = await csvOf(await call(downloadAllAdminTeams, {}, signedInAs.admin.token));
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe(
      'Team Name,Team Leads,Agents,Departments,Created By,Created Date (Asia/Kolkata),Modified By,Modified Date (Asia/Kolkata)',
    );
    const line = lines.find((each) => each.startsWith('IT Service Desk,'));
    expect(line).toMatch(
      /^IT Service Desk,Lakshmi Lead,Arjun Agent; Kavya Lead,IT Support,Aditya Admin,\d\d\/\d\d\/\d{4} /,
    );
  });
});
