import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '../../shared/contract/analytics';
import { collegeEscalation, schoolEscalation } from '../../shared/contract/escalationMatrices';
import { downloadEscalatedTickets } from '../../shared/contract/exports';
import { getUsersByDepartmentForLark, saveDeptMapping } from '../../shared/contract/reference';
import { getTeamsByLeadId, getTicketsOfTeam, saveUpdateTeam } from '../../shared/contract/teams';
import { bulkUpdateStatus, getTicketByTicketId } from '../../shared/contract/tickets';
import {
  getAllTransfers,
  getEscalatedByLoggedInUserId,
  getTransferById,
  saveTransfer,
} from '../../shared/contract/transfers';
import { findByUserName, getUsersByBranch } from '../../shared/contract/users';
import { requesterTicket } from '../factories/tickets';
import { createPerson, csvOf, type Person, raiseAssigned } from './admin-support';
import { call, demoSessions, raiseTicket } from './api';

/** Issue 21: places where the product stopped or misled a user of the old portal (spec fidelity). */

const signedInAs = demoSessions('admin', 'agent', 'user', 'central');

describe('POST /api/larkIntegration/getUsersByDepartment (item 8)', () => {
  let zara: Person;
  let amar: Person;

  beforeAll(async () => {
    zara = await createPerson(signedInAs.admin.token, 'Zara Lark', 'agent', { fullName: 'Zara Lark' });
    amar = await createPerson(signedInAs.admin.token, 'Amar Lark', 'agent', { fullName: 'Amar Lark' });
    const mapped = await call(
      saveDeptMapping,
      { userIds: [zara.id, amar.id], departmentId: '4' },
      signedInAs.admin.token,
    );
    expect(mapped.status).toBe(200);
  });

  it("answers an agent with the department's users: id, full name and e-mail, by name", async () => {
    const answer = await call(getUsersByDepartmentForLark, { departmentId: 4 }, signedInAs.agent.token);
    expect(answer.status).toBe(200);
    const rows = answer.body as unknown as { id: string; fullName: string; email: string }[];
    const ours = rows.filter((row) => row.fullName.endsWith('Lark'));
    expect(ours).toEqual([
      { id: amar.id, fullName: 'Amar Lark', email: amar.email },
      { id: zara.id, fullName: 'Zara Lark', email: zara.email },
    ]);
    const names = rows.map((row) => row.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers 404 for an unknown department and 403 for a non-agent', async () => {
    const unknown = await call(getUsersByDepartmentForLark, { departmentId: '999' }, signedInAs.agent.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Department 999 was not found.');
    const requester = await call(getUsersByDepartmentForLark, { departmentId: '4' }, signedInAs.user.token);
    expect(requester.status).toBe(403);
  });
});

const DAY = 86_400_000;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A ticket raised now by the demo user; its id. */
const raise = (overrides: Record<string, unknown> = {}) =>
  raiseTicket(signedInAs.user.token, requesterTicket(undefined, overrides));

describe('Escalated Tickets filters (item 7)', () => {
  let contact: Person;
  let overdueId: string;
  let onTimeId: string;
  const ids = async (query: Record<string, unknown>) =>
    (
      (await call(getEscalatedByLoggedInUserId, { size: 50, page: 0, ...query }, contact.token)).body.tickets as {
        ticketId: string;
      }[]
    ).map((row) => row.ticketId);

  beforeAll(async () => {
    const { recordEscalation } = await import('../../functions/db/escalations');
    const { moveDueDate } = await import('../../infra/local/local-hooks');
    contact = await createPerson(signedInAs.admin.token, 'Escalation Filters', 'agent');
    overdueId = await raise();
    onTimeId = await raise();
    await moveDueDate({ ticketId: overdueId, dueDate: isoDaysAgo(1) });
    // Escalated today (the overdue one) and, long ago, the one still on time (escalation dates are data here).
    await recordEscalation({
      ticketId: overdueId,
      escalatedLevel: 'level1',
      assigneeEmail: contact.email,
      escalatedAt: new Date().toISOString(),
    });
    await recordEscalation({
      ticketId: onTimeId,
      escalatedLevel: 'level1',
      assigneeEmail: contact.email,
      escalatedAt: isoDaysAgo(10),
    });
  });

  it('filters on overdue Yes (1) and No (2)', async () => {
    expect(await ids({ isTicketOverdue: '1' })).toEqual([overdueId]);
    expect(await ids({ isTicketOverdue: '2' })).toEqual([onTimeId]);
    expect((await ids({})).sort()).toEqual([overdueId, onTimeId].sort());
  });

  it("filters the Created Date range on the tickets' creation dates, not the escalation dates", async () => {
    const thisWeek = { startDate: isoDaysAgo(5), endDate: new Date(Date.now() + 60_000).toISOString() };
    expect((await ids(thisWeek)).sort()).toEqual([overdueId, onTimeId].sort());
    expect(await ids({ startDate: isoDaysAgo(40), endDate: isoDaysAgo(20) })).toEqual([]);
  });

  it('filters on the escalation date separately, and the export follows the same filters', async () => {
    expect(await ids({ escalatedStartDate: isoDaysAgo(12), escalatedEndDate: isoDaysAgo(8) })).toEqual([onTimeId]);
    const csv = await csvOf(await call(downloadEscalatedTickets, { isTicketOverdue: '1' }, contact.token));
    expect(csv).toContain(`${overdueId},`);
    expect(csv).not.toContain(`${onTimeId},`);
  });
});

describe('a Central Pool transfer (item 14)', () => {
  /** The agent asks to move the ticket to the Central Pool as wrongly assigned, with `details`. */
  const transferToPool = (ticketId: string, details: Record<string, unknown>) =>
    call(
      saveTransfer,
      {
        ticketId,
        isTicketWronglyAssigned: 1,
        selectedDepartment: { depId: 'Central Pool Agent', deptName: 'Central Pool Agent' },
        ...details,
      },
      signedInAs.agent.token,
    );

  it('stores isTicketWronglyAssigned and the chosen help topic, and the pool sees both', async () => {
    const id = await raise();
    const sent = await transferToPool(id, {
      transferReason: 'Belongs to facilities',
      selectedAssignee: null,
      transferreId: null,
      helpTopicId: '3',
    });
    expect(sent.body).toEqual({ success: 'true', message: 'Ticket Transferred Successfully' });
    const list = await call(getAllTransfers, { searchParam: id }, signedInAs.central.token);
    const row = list.body.tickets.find((entry: { ticketId: string }) => entry.ticketId === id);
    expect(row).toMatchObject({
      transferStatus: 'Pending',
      isTicketWronglyAssigned: true,
      requestedHelpTopic: { id: '3', helpTopicName: 'Electrical / Maintenance' },
    });
    expect((await call(getTransferById, { id: row.id }, signedInAs.central.token)).body).toMatchObject({
      isTicketWronglyAssigned: true,
      requestedHelpTopic: { id: '3' },
    });
    const { getTransfer } = await import('../../functions/db/transfers');
    expect(await getTransfer(row.id)).toMatchObject({
      isTicketWronglyAssigned: true,
      requestedHelpTopic: { id: '3', helpTopicName: 'Electrical / Maintenance' },
    });
  });

  it('refuses an unknown help topic with a clear message and stores nothing', async () => {
    const id = await raise();
    const sent = await transferToPool(id, { helpTopicId: '999' });
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ success: 'false', message: 'The chosen help topic was not found.' });
    expect((await call(getAllTransfers, { searchParam: id }, signedInAs.central.token)).body.totalItems).toBe(0);
  });
});

describe('Change Assignee offers only agents (item 26)', () => {
  it("lists the branch's agents and finds agents by name, never a requester", async () => {
    const branch = (await call(getUsersByBranch, { assigneeBranchName: 'Hyderabad North' }, signedInAs.agent.token))
      .body as unknown as { id: string; fullName: string }[];
    const ids = branch.map((person) => person.id);
    expect(ids).toContain('2');
    expect(ids).not.toContain('1');
    const uma = (await call(findByUserName, { fullName: 'Uma' }, signedInAs.central.token))
      .body as unknown as unknown[];
    expect(uma).toEqual([]);
    const arjun = (await call(findByUserName, { fullName: 'Arjun' }, signedInAs.central.token)).body as unknown as {
      id: string;
    }[];
    expect(arjun.map((person) => person.id)).toContain('2');
  });

  it('refuses a requester as assignee with a clear message and changes nothing', async () => {
    const id = await raise();
    const answer = await call(bulkUpdateStatus, { id: [id], assigneeId: '1' }, signedInAs.agent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Uma User is not an agent. Only agents can be assigned tickets.');
    expect((await call(getTicketByTicketId, { id }, signedInAs.agent.token)).body.assigneeId).toBeNull();
  });
});

describe('the ticket carries dynamicFormField1 .. 40 (item 11)', () => {
  it("answers them beside the array, as 'name,value' strings, null past the form", async () => {
    const id = await raise();
    const ticket = (await call(getTicketByTicketId, { id }, signedInAs.agent.token)).body;
    expect(ticket.dynamicFormField1).toBe(ticket.dynamicFormFields[0]);
    expect(ticket.dynamicFormField1).toMatch(/^issue_summary,/);
    expect(ticket.dynamicFormFields.length).toBeLessThan(40);
    expect(ticket[`dynamicFormField${ticket.dynamicFormFields.length + 1}`]).toBeNull();
    expect(ticket.dynamicFormField40).toBeNull();
  });
});

describe("team analytics count My Teams' tickets (item 16)", () => {
  let lead: Person;
  let teamId: string;
  const range = () => ({ startDate: isoDaysAgo(1), endDate: new Date(Date.now() + 60_000).toISOString() });
  const analytics = (handler: string) => {
    const endpoint = analyticsEndpoints.find((entry) => entry.handler === handler);
    if (!endpoint) throw new Error(handler);
    return endpoint;
  };

  beforeAll(async () => {
    lead = await createPerson(signedInAs.admin.token, 'Coverage Lead', 'team lead');
    const member = await createPerson(signedInAs.admin.token, 'Coverage Agent', 'agent');
    const saved = await call(
      saveUpdateTeam,
      { teamName: 'Coverage Team', teamLeads: [lead.id], agentsMap: [{ depId: '1', userId: member.id }] },
      signedInAs.admin.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const led = await call(getTeamsByLeadId, {}, lead.token);
    teamId = led.body.data.data.find((team: { teamName: string }) => team.teamName === 'Coverage Team').id;
    await raiseAssigned(signedInAs.agent.token, '1', member.id, 'In the team department');
    // Assigned to the team's agent, but in a department the team does not cover.
    await raiseAssigned(signedInAs.agent.token, '2', member.id, 'Outside the team department');
  });

  it("agree with the lead's My Teams total, view by view", async () => {
    const myTeams = await call(getTicketsOfTeam, { teamId, size: 20, page: 0, ...range() }, lead.token);
    expect(myTeams.body.totalItems).toBe(1);
    // Each view with its own filter names for the team; `departments`: the rows a by-department view lists.
    const views: { handler: string; filters: Record<string, string>; departments?: string[] }[] = [
      {
        handler: 'getAnalyticsForLeadWithDepartment',
        filters: { teamIds: teamId, departmentIds: '1,2' },
        departments: ['IT Support'],
      },
      { handler: 'getAnalyticsForLeadWithAgents', filters: { teamIds: teamId } },
      { handler: 'getAnalyticsForTeamLead', filters: { teams: teamId, departmentIds: '1,2' } },
    ];
    for (const { handler, filters, departments } of views) {
      const view = await call(analytics(handler), { ...range(), ...filters }, lead.token);
      expect(view.body.GrandTotal, handler).toBe(1);
      if (departments) {
        expect(view.body.Data.map((row: { DepartmentName: string }) => row.DepartmentName)).toEqual(departments);
      }
    }
  });
});

describe('escalation matrix rows are validated (item 19)', () => {
  const row = {
    branch: 'Hyderabad North',
    department: 'IT Support',
    module: 'IT',
    l1name: 'Arjun Agent',
    l1mobile: '9848000002',
    l1email: 'agent@demo.local',
  };

  it('offers the known branches of the office type group, departments and their modules', async () => {
    const school = (await call(schoolEscalation.choices, {}, signedInAs.admin.token)).body;
    expect(school.branches).toContain('Hyderabad North');
    expect(school.departments).toContainEqual({ departmentName: 'IT Support', modules: ['IT'] });
    // The demo users of Head Office are central office staff: no school ticket comes from there.
    expect(school.branches).not.toContain('Head Office');
    expect((await call(collegeEscalation.choices, {}, signedInAs.agent.token)).status).toBe(403);
  });

  it('refuses malformed contacts and rows that can never match, with a message naming the field', async () => {
    const refused = async (changes: Record<string, string>) => {
      const answer = await call(schoolEscalation.saveUpdate, { ...row, ...changes }, signedInAs.admin.token);
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await refused({ l1email: 'agent at demo' })).toBe('Level 1 Email is not a valid e-mail address.');
    expect(await refused({ l1mobile: '98480' })).toBe('Level 1 Mobile must be 10 to 12 digits.');
    expect(await refused({ branch: 'Head Office' })).toMatch(/^Branch "Head Office" has no users of this office type/);
    expect(await refused({ department: 'Sales' })).toBe(
      'Department "Sales" was not found. Choose a listed department.',
    );
    expect(await refused({ module: 'Facilities' })).toMatch(/^No help topic of IT Support has the module "Facilities"/);
    const list = await call(
      schoolEscalation.list,
      { searchParam: 'Head Office', size: 8, page: 0 },
      signedInAs.admin.token,
    );
    expect(list.body.totalItems).toBe(0);
    expect((await call(schoolEscalation.saveUpdate, row, signedInAs.admin.token)).body).toEqual({
      success: true,
      message: 'Details submitted',
    });
  });
});

describe('the level-1 due (item 10)', () => {
  it('is set from the due date, so the Due Date shows (Level-1)', async () => {
    const id = await raise();
    const ticket = (await call(getTicketByTicketId, { id }, signedInAs.agent.token)).body;
    expect(ticket.level1DueDate).toEqual(expect.any(String));
    expect(ticket.level1SlaDue).toBe(ticket.level1DueDate);
  });
});
