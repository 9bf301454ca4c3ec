import { beforeAll, describe, expect, it } from 'vitest';
import { getAssociatedAgents, getUnassociatedAgents, saveDeptMapping } from '../../shared/contract/reference';
import { getAllUsersWithPagination, getUserDetails, login, saveUser, USER_MESSAGES } from '../../shared/contract/users';
import { MANDATORY_MESSAGE, USER_REQUIRED_FIELDS } from '../../shared/domain/adminRules';
import { PASSWORD_RULE_MESSAGES } from '../../shared/domain/passwords';
import { PASSWORD, storedUser, userForm } from './admin-support';
import { call, demo, demoSessions } from './api';

const signedInAs = demoSessions('admin');

describe('POST /api/user/save: create', () => {
  it('creates a user with a hashed password, recording the caller as creator', async () => {
    const form = userForm({ fullName: 'Nikhil Newcomer', password: PASSWORD, createdBy: '1', updatedBy: '1' });
    const answer = await call(saveUser, form, signedInAs.admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'User details submitted' });
    const id = String(answer.body.id);

    const record = await storedUser(form.email);
    expect(record).toMatchObject({
      id,
      fullName: 'Nikhil Newcomer',
      createdBy: signedInAs.admin.userId,
      updatedBy: signedInAs.admin.userId,
    });
    expect(record?.passwordHash).toMatch(/^scrypt\$/);
    expect(record?.passwordHash).not.toContain(PASSWORD);

    const signedIn = await call(login, { email: form.email, password: PASSWORD });
    expect(signedIn.body.success).toBe(true);
    const details = await call(getUserDetails, { id }, signedInAs.admin.token);
    expect(details.body).toMatchObject({ email: form.email, mobile: '919876543210', helpdeskRole: 'agent' });
  });

  it('checks every required field before writing anything', async () => {
    for (const field of USER_REQUIRED_FIELDS) {
      for (const empty of [undefined, '', '   ']) {
        const form = userForm({ [field]: empty, password: PASSWORD });
        const answer = await call(saveUser, form, signedInAs.admin.token);
        expect(answer.status, field).toBe(400);
        expect(answer.body, field).toEqual({ success: false, message: MANDATORY_MESSAGE });
        if (field !== 'email') expect(await storedUser(form.email), field).toBeUndefined();
      }
    }
  });

  it('limits the mobile to 12 characters, before writing', async () => {
    const tooLong = userForm({ mobile: '9198765432101' });
    const refused = await call(saveUser, tooLong, signedInAs.admin.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Mobile must be at most 12 characters');
    expect(await storedUser(tooLong.email)).toBeUndefined();

    const twelve = userForm({ mobile: '919876543210' });
    expect((await call(saveUser, twelve, signedInAs.admin.token)).status).toBe(200);
  });

  it('refuses an e-mail that is taken, in any case, with a clear message', async () => {
    const answer = await call(saveUser, userForm({ email: 'Agent@Demo.Local' }), signedInAs.admin.token);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, message: 'A user with the email agent@demo.local already exists' });
  });

  it('refuses an unknown role, a short password and a malformed e-mail', async () => {
    expect((await call(saveUser, userForm({ helpdeskRole: 'boss' }), signedInAs.admin.token)).body.message).toBe(
      USER_MESSAGES.unknownRole,
    );
    expect((await call(saveUser, userForm({ password: 'short' }), signedInAs.admin.token)).body.message).toBe(
      PASSWORD_RULE_MESSAGES.tooShort,
    );
    // The set-password links' rule: a common password is refused however long.
    expect((await call(saveUser, userForm({ password: 'password123' }), signedInAs.admin.token)).body.message).toBe(
      PASSWORD_RULE_MESSAGES.tooCommon,
    );
    expect((await call(saveUser, userForm({ email: 'not-an-email' }), signedInAs.admin.token)).body.message).toBe(
      USER_MESSAGES.invalidEmail,
    );
  });

  it("takes only one of the tenant's office types (they pick the escalation group), stored as the tenant spells it", async () => {
    const moon = userForm({ officeType: 'Moon' });
    const refused = await call(saveUser, moon, signedInAs.admin.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: USER_MESSAGES.unknownOfficeType('Moon') });
    expect(await storedUser(moon.email)).toBeUndefined();

    const lowerCase = userForm({ officeType: ' junior college ' });
    expect((await call(saveUser, lowerCase, signedInAs.admin.token)).status).toBe(200);
    expect((await storedUser(lowerCase.email))?.officeType).toBe('Junior College');
  });

  it('creates without a password: such a user cannot sign in with one', async () => {
    const form = userForm();
    expect((await call(saveUser, form, signedInAs.admin.token)).status).toBe(200);
    expect((await call(login, { email: form.email, password: '' })).status).toBe(400);
    expect((await call(login, { email: form.email, password: PASSWORD })).body.success).toBe(false);
  });
});

describe('POST /api/user/save: update', () => {
  it('updates the fields, ignores the password and records the updater', async () => {
    const form = userForm({ password: PASSWORD });
    const id = String((await call(saveUser, form, signedInAs.admin.token)).body.id);
    const answer = await call(
      saveUser,
      { ...form, id, designation: 'Senior Engineer', password: 'Another#Pass1', updatedBy: '1' },
      signedInAs.admin.token,
    );
    expect(answer.body).toMatchObject({ success: true, message: 'Details Submitted Successfully', id });
    const record = await storedUser(form.email);
    expect(record).toMatchObject({ designation: 'Senior Engineer', updatedBy: signedInAs.admin.userId });
    expect((await call(login, { email: form.email, password: PASSWORD })).body.success).toBe(true);
    expect((await call(login, { email: form.email, password: 'Another#Pass1' })).body.success).toBe(false);
  });

  it('keeps e-mails unique when one changes, and frees the old one', async () => {
    const form = userForm({ password: PASSWORD });
    const id = String((await call(saveUser, form, signedInAs.admin.token)).body.id);

    const taken = await call(saveUser, { ...form, id, email: demo.lead }, signedInAs.admin.token);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`A user with the email ${demo.lead} already exists`);
    expect((await storedUser(form.email))?.id).toBe(id);

    const renamed = `renamed.${id}@admin-tests.local`;
    expect((await call(saveUser, { ...form, id, email: renamed }, signedInAs.admin.token)).status).toBe(200);
    expect((await call(login, { email: renamed, password: PASSWORD })).body.success).toBe(true);
    expect(await storedUser(form.email)).toBeUndefined();
    // The old address is free again.
    expect((await call(saveUser, userForm({ email: form.email }), signedInAs.admin.token)).status).toBe(200);
  });

  it('checks the rules on update too, before writing', async () => {
    const form = userForm();
    const id = String((await call(saveUser, form, signedInAs.admin.token)).body.id);
    const answer = await call(saveUser, { ...form, id, fullName: '', designation: 'Changed' }, signedInAs.admin.token);
    expect(answer.body).toEqual({ success: false, message: MANDATORY_MESSAGE });
    expect((await storedUser(form.email))?.designation).toBe('Engineer');
  });

  it('refuses an unknown office type on update, but keeps one already stored that the tenant no longer lists', async () => {
    const form = userForm();
    const id = String((await call(saveUser, form, signedInAs.admin.token)).body.id);
    const moon = await call(saveUser, { ...form, id, officeType: 'Moon' }, signedInAs.admin.token);
    expect(moon.status).toBe(400);
    expect(moon.body.message).toBe(USER_MESSAGES.unknownOfficeType('Moon'));
    expect((await storedUser(form.email))?.officeType).toBe('Central Office');

    // A user stored before the rule (or before the tenant dropped the type) can still be corrected.
    const { findUserByEmail, updateUser } = await import('../../functions/db/users');
    const before = (await findUserByEmail(form.email))!;
    await updateUser(before, { ...before, officeType: 'Hostel' }, []);
    const kept = await call(
      saveUser,
      { ...form, id, officeType: 'Hostel', designation: 'Warden' },
      signedInAs.admin.token,
    );
    expect(kept.status).toBe(200);
    expect(await storedUser(form.email)).toMatchObject({ officeType: 'Hostel', designation: 'Warden' });
  });

  it('answers 404 for an unknown id', async () => {
    const answer = await call(saveUser, { ...userForm(), id: '999999' }, signedInAs.admin.token);
    expect(answer.status).toBe(404);
  });

  it('takes a user who stops being an agent out of their department', async () => {
    const form = userForm({ helpdeskRole: 'agent' });
    const id = String((await call(saveUser, form, signedInAs.admin.token)).body.id);
    await call(saveDeptMapping, { userIds: [id], departmentId: '4' }, signedInAs.admin.token);
    const inDepartment = async () =>
      (
        await call(getAssociatedAgents, { departmentId: '4', size: 500, page: 0 }, signedInAs.admin.token)
      ).body.users.some((row: { user: { id: string } }) => row.user.id === id);
    expect(await inDepartment()).toBe(true);

    expect((await call(saveUser, { ...form, id, helpdeskRole: 'user' }, signedInAs.admin.token)).status).toBe(200);
    expect(await inDepartment()).toBe(false);
    const unassociated = await call(getUnassociatedAgents, { size: 500, page: 0 }, signedInAs.admin.token);
    expect(unassociated.body.response.users.some((user: { id: string }) => user.id === id)).toBe(false);
  });
});

/** Agents are useless until mapped: saving one says so, until they are in a department. */
describe('POST /api/user/save: an agent in no department', () => {
  it('names Agent Mapping in the answer while the agent is in no department', async () => {
    const form = userForm({ helpdeskRole: 'agent' });
    const created = await call(saveUser, form, signedInAs.admin.token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ message: USER_MESSAGES.created, notice: USER_MESSAGES.agentNotMapped });
    expect(USER_MESSAGES.agentNotMapped).toContain(
      'Map them to their departments under Agent Mapping → Unassociated Agents',
    );
    const id = String(created.body.id);

    // Still unmapped on an update; mapped, nothing more to say.
    const updated = await call(saveUser, { ...form, id, designation: 'Still Unmapped' }, signedInAs.admin.token);
    expect(updated.body.notice).toBe(USER_MESSAGES.agentNotMapped);
    await call(saveDeptMapping, { userIds: [id], departmentId: '4' }, signedInAs.admin.token);
    const mapped = await call(saveUser, { ...form, id, designation: 'Mapped' }, signedInAs.admin.token);
    expect(mapped.body).toMatchObject({ message: USER_MESSAGES.updated });
    expect(mapped.body.notice).toBeUndefined();
  });

  it('says nothing of departments for a central admin: they need no mapping', async () => {
    const created = await call(saveUser, userForm({ helpdeskRole: 'central admin' }), signedInAs.admin.token);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(USER_MESSAGES.created);
    expect(created.body.notice).toBeUndefined();
  });

  it('says nothing of departments for a user who works no tickets', async () => {
    const answer = await call(saveUser, userForm({ helpdeskRole: 'user' }), signedInAs.admin.token);
    expect(answer.body).toMatchObject({ message: USER_MESSAGES.created });
    expect(answer.body.notice).toBeUndefined();
  });
});

describe('GET /api/user/getAllUsersWithPagination', () => {
  beforeAll(async () => {
    for (const name of ['Zara Pagewise', 'Yusuf Pagewise', 'Xavier Pagewise']) {
      await call(saveUser, userForm({ fullName: name, designation: 'Pagewise Tester' }), signedInAs.admin.token);
    }
  });

  it('pages on the server with an exact total', async () => {
    const first = await call(getAllUsersWithPagination, { size: 8, page: 0 }, signedInAs.admin.token);
    expect(first.body.users).toHaveLength(8);
    expect(first.body.currentPage).toBe(0);
    const total = first.body.totalItems;
    expect(total).toBeGreaterThan(8);
    const last = await call(
      getAllUsersWithPagination,
      { size: 8, page: Math.floor((total - 1) / 8) },
      signedInAs.admin.token,
    );
    expect(last.body.users).toHaveLength(((total - 1) % 8) + 1);
    // By name by default: the pages hold distinct users in name order.
    const names = first.body.users.map((user: { fullName: string }) => user.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('searches and sorts on the server', async () => {
    const found = await call(
      getAllUsersWithPagination,
      { size: 8, page: 0, searchParam: 'pagewise', orderBy: 'fullName', orderDirection: 'desc' },
      signedInAs.admin.token,
    );
    expect(found.body.totalItems).toBe(3);
    expect(found.body.users.map((user: { fullName: string }) => user.fullName)).toEqual([
      'Zara Pagewise',
      'Yusuf Pagewise',
      'Xavier Pagewise',
    ]);
    const byEmail = await call(
      getAllUsersWithPagination,
      { size: 3, page: 0, searchParam: 'demo.local', orderBy: 'email', orderDirection: 'asc' },
      signedInAs.admin.token,
    );
    expect(byEmail.body.users.map((user: { email: string }) => user.email)).toEqual([
      demo.admin,
      'agent2@demo.local',
      demo.agent,
    ]);
    const byRole = await call(
      getAllUsersWithPagination,
      { size: 1, page: 0, searchParam: 'demo.local', orderBy: 'helpdeskRole', orderDirection: 'desc' },
      signedInAs.admin.token,
    );
    expect(byRole.body.users[0].helpdeskRole).toBe('team lead');
  });
});
