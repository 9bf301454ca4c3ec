import { beforeAll, describe, expect, it } from 'vitest';
import { getUsersByDepartmentForLark, saveDeptMapping } from '../../shared/contract/reference';
import { createPerson, type Person } from './admin-support';
import { call, demo, loadStackEnv, signIn } from './api';

/** Issue 21: places where the product stopped or misled a user of the old portal (spec fidelity). */

let admin: { token: string; userId: string };
let agent: { token: string; userId: string };
let user: { token: string; userId: string };

beforeAll(async () => {
  loadStackEnv();
  [admin, agent, user] = await Promise.all([signIn(demo.admin), signIn(demo.agent), signIn(demo.user)]);
});

describe('POST /api/larkIntegration/getUsersByDepartment (item 8)', () => {
  let zara: Person;
  let amar: Person;

  beforeAll(async () => {
    zara = await createPerson(admin.token, 'Zara Lark', 'agent', { fullName: 'Zara Lark' });
    amar = await createPerson(admin.token, 'Amar Lark', 'agent', { fullName: 'Amar Lark' });
    const mapped = await call(saveDeptMapping, { userIds: [zara.id, amar.id], departmentId: '4' }, admin.token);
    expect(mapped.status).toBe(200);
  });

  it("answers an agent with the department's users: id, full name and e-mail, by name", async () => {
    const answer = await call(getUsersByDepartmentForLark, { departmentId: 4 }, agent.token);
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
    const unknown = await call(getUsersByDepartmentForLark, { departmentId: '999' }, agent.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Department 999 was not found.');
    const requester = await call(getUsersByDepartmentForLark, { departmentId: '4' }, user.token);
    expect(requester.status).toBe(403);
  });
});
