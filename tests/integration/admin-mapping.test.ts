import { beforeAll, describe, expect, it } from 'vitest';
import {
  downloadAllDepartmentsAssociatedAgents,
  downloadDepartmentAssociatedAgents,
} from '../../shared/contract/exports';
import {
  getAllDepartmentsAgents,
  getAssociatedAgents,
  getDepartmentsWithPagination,
  getUnassociatedAgents,
  saveDeptMapping,
} from '../../shared/contract/reference';
import { MANDATORY_MESSAGE } from '../../shared/domain/adminRules';
import { createPerson, csvOf, type Person } from './admin-support';
import { call, demo, demoSessions } from './api';

let first: Person;
let second: Person;
let requester: Person;

const signedInAs = demoSessions('admin', 'agent');

beforeAll(async () => {
  first = await createPerson(signedInAs.admin.token, 'Mapping Agent', 'agent', { mobile: '=1+2' });
  second = await createPerson(signedInAs.admin.token, 'Mapping Central', 'central agent');
  requester = await createPerson(signedInAs.admin.token, 'Mapping Requester', 'user');
});

type AgentRow = { departmentId: string; createdBy: string; user: { id: string; email: string } };

const associated = async (departmentId: string, extra: Record<string, unknown> = {}) =>
  (await call(getAssociatedAgents, { departmentId, size: 500, page: 0, ...extra }, signedInAs.admin.token)).body as {
    users: AgentRow[];
    totalItems: number;
    currentPage: number;
  };
const associatedIds = async (departmentId: string) => (await associated(departmentId)).users.map((row) => row.user.id);
const unassociatedIds = async () =>
  (await call(getUnassociatedAgents, { size: 500, page: 0 }, signedInAs.admin.token)).body.response.users.map(
    (user: { id: string }) => user.id,
  );

describe('GET /api/departments/getAllWithPagination', () => {
  it("answers the departments under the spec's key tickets, paged on the server", async () => {
    const all = await call(getDepartmentsWithPagination, { size: 20, page: 0 }, signedInAs.admin.token);
    // The demo departments first (id order); the catalogue tests may have added some after them.
    expect(all.body.tickets.slice(0, 4)).toEqual([
      { id: '1', departmentName: 'IT Support', active: true, version: 0 },
      { id: '2', departmentName: 'Facilities', active: true, version: 0 },
      { id: '3', departmentName: 'Accounts', active: true, version: 0 },
      { id: '4', departmentName: 'Human Resources', active: true, version: 0 },
    ]);
    expect(all.body.currentPage).toBe(0);
    expect(all.body.totalItems).toBe(all.body.tickets.length);
    const second = await call(
      getDepartmentsWithPagination,
      { size: 2, page: 1, orderBy: 'departmentName', orderDirection: 'asc' },
      signedInAs.admin.token,
    );
    expect(second.body.tickets.map((row: { departmentName: string }) => row.departmentName)).toEqual([
      'Human Resources',
      'IT Support',
    ]);
  });
});

describe('GET /api/deptMapping/getUnassociatedAgents', () => {
  it('lists agents in no department (under response.response), never ordinary users', async () => {
    const ids = await unassociatedIds();
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id, '5']));
    expect(ids).not.toContain(requester.id);
    expect(ids).not.toContain('1');
    // Seeded agents are mapped already.
    expect(ids).not.toContain('2');
  });

  it('searches and pages on the server', async () => {
    const answer = await call(
      getUnassociatedAgents,
      { size: 1, page: 0, searchParam: 'mapping central' },
      signedInAs.admin.token,
    );
    expect(answer.body.response).toMatchObject({ currentPage: 0, totalItems: 1 });
    expect(answer.body.response.users[0]).toMatchObject({ id: second.id, email: second.email });
  });
});

describe('POST /api/deptMapping/save', () => {
  it("warns 'Please select atleast one user' without users", async () => {
    for (const userIds of [undefined, []]) {
      const answer = await call(saveDeptMapping, { userIds, departmentId: '3' }, signedInAs.admin.token);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'Please select atleast one user' });
    }
  });

  it('needs a known department', async () => {
    expect((await call(saveDeptMapping, { userIds: [first.id] }, signedInAs.admin.token)).body.message).toBe(
      MANDATORY_MESSAGE,
    );
    const unknown = await call(saveDeptMapping, { userIds: [first.id], departmentId: '99' }, signedInAs.admin.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Department 99 was not found.');
  });

  it('maps agents only, and writes nothing when one of them is not an agent', async () => {
    const answer = await call(
      saveDeptMapping,
      { userIds: [first.id, requester.id], departmentId: '3' },
      signedInAs.admin.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `${requester.fullName} is not an agent. Only agents can be mapped to a department.`,
    );
    expect(await associatedIds('3')).not.toContain(first.id);
  });

  it("maps agents to a department ('Agent updated successfully'), recording the caller", async () => {
    const answer = await call(
      saveDeptMapping,
      { userIds: [first.id, second.id], departmentId: '3', createdBy: '1', updatedBy: '1' },
      signedInAs.admin.token,
    );
    expect(answer.body).toEqual({ success: true, message: 'Agent updated successfully' });
    const rows = (await associated('3')).users;
    expect(rows.map((row) => row.user.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(rows.find((row) => row.user.id === first.id)).toMatchObject({
      departmentId: '3',
      createdBy: signedInAs.admin.userId,
      user: { id: first.id, email: first.email, fullName: first.fullName, designation: 'Engineer' },
    });
    const unassociated = await unassociatedIds();
    expect(unassociated).not.toContain(first.id);
    expect(unassociated).not.toContain(second.id);
  });

  it('moves an agent: one department at most', async () => {
    await call(saveDeptMapping, { userIds: [first.id], departmentId: '3' }, signedInAs.admin.token);
    const moved = await call(saveDeptMapping, { userIds: [first.id], departmentId: '4' }, signedInAs.admin.token);
    expect(moved.body.message).toBe('Agent updated successfully');
    expect(await associatedIds('4')).toContain(first.id);
    expect(await associatedIds('3')).not.toContain(first.id);
    expect(await associatedIds('3')).toContain(second.id);

    const { listDepartmentAgents } = await import('../../functions/db/departmentAgents');
    const stored = (await listDepartmentAgents()).filter((mapping) => mapping.userId === first.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ departmentId: '4', updatedBy: signedInAs.admin.userId });

    const map = (await call(getAllDepartmentsAgents, {}, signedInAs.agent.token)).body.agentDeptMap;
    const everywhere = Object.values(map)
      .flat()
      .filter((option) => (option as { value: string }).value === first.id);
    expect(everywhere).toEqual([
      {
        value: first.id,
        label: first.fullName,
        departmentId: '4',
        assigneeName: first.fullName,
        user: { email: first.email },
      },
    ]);
  });
});

describe('GET /api/deptMapping/getAssociatedAgents', () => {
  it('lists newest first by default, with search, sort and paging on the server', async () => {
    const seeded = await associated('1');
    expect(seeded.users.map((row) => row.user.id)).toEqual(expect.arrayContaining(['2', '3', '4', '6']));
    const searched = await associated('1', { searchParam: 'IT Engineer' });
    expect(searched.users.map((row) => row.user.id)).toEqual(['2']);
    const sorted = await associated('1', { orderBy: 'email', orderDirection: 'asc', size: 2, page: 0 });
    expect(sorted.users.map((row) => row.user.email)).toEqual([demo.agent, demo.central]);
    expect(sorted.totalItems).toBe(seeded.totalItems);

    await call(saveDeptMapping, { userIds: [second.id], departmentId: '1' }, signedInAs.admin.token);
    expect((await associated('1')).users[0].user.id).toBe(second.id);
  });

  it('serves agents (the transfer and team pickers) but not requesters', async () => {
    expect((await call(getAssociatedAgents, { departmentId: '1' }, signedInAs.agent.token)).status).toBe(200);
    expect((await call(getAssociatedAgents, { departmentId: '1' }, requester.token)).status).toBe(403);
  });
});

describe('agent exports', () => {
  it("downloads one department's agents as CSV, formulas neutralised", async () => {
    await call(saveDeptMapping, { userIds: [first.id], departmentId: '4' }, signedInAs.admin.token);
    const csv = await csvOf(
      await call(downloadDepartmentAssociatedAgents, { departmentId: '4' }, signedInAs.admin.token),
    );
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Email,FullName,Mobile,Office Type,Designation,EmployeeId');
    const line = lines.find((each) => each.startsWith(first.email));
    expect(line).toContain(first.fullName);
    expect(line).toContain(`"'=1+2"`);
    expect(
      (await call(downloadDepartmentAssociatedAgents, { departmentId: '99' }, signedInAs.admin.token)).status,
    ).toBe(404);
  });

  it('downloads every department with its agents', async () => {
    const csv = await csvOf(await call(downloadAllDepartmentsAssociatedAgents, {}, signedInAs.admin.token));
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Department Name,Email,FullName,Mobile,Office Type,Designation,EmployeeId');
    expect(lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/^IT Support,agent@demo\.local,Arjun Agent,/)]),
    );
    expect(lines.some((line) => line.startsWith(`Human Resources,${first.email},`))).toBe(true);
  });
});
