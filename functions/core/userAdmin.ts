import { isAgentRole, USER_MESSAGES, type UserRequiredField, userFormProblem } from '../../shared/domain/adminRules';
import { departmentAgentDeleteItem } from '../db/departmentAgents';
import { revokeUserSessionsItem } from '../db/sessions';
import {
  createUser,
  DuplicateEmailError,
  findUserByEmail,
  getUser,
  listAllUsers,
  nextCounterValue,
  StaleUserError,
  USER_ID_COUNTER,
  type UserRecord,
  updateUser,
} from '../db/users';
import type { Caller } from '../lib/auth';
import { badRequest, conflict, notFound } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { type PageQuery, pageOfList } from './adminPaging';
import { issuePasswordLink } from './passwordLinks';
import { toUserView } from './session';

/** User administration: the add/update form and the Users List (administration spec). */

export type UserForm = Partial<Record<UserRequiredField | 'password', string | null>> & {
  id?: string;
  active?: boolean;
};

const USER_CHANGED_MESSAGE = 'This user was changed by someone else. Please reload and try again.';

/** The stored form of the fields: trimmed, e-mail and role in lower case. */
function userFields(form: UserForm) {
  const text = (field: UserRequiredField) => (form[field] ?? '').trim();
  return {
    email: text('email').toLowerCase(),
    fullName: text('fullName'),
    openId: text('openId'),
    mobile: text('mobile'),
    officeType: text('officeType'),
    designation: text('designation'),
    helpdeskRole: text('helpdeskRole').toLowerCase(),
    branch: text('branch'),
    openDepartmentId: text('openDepartmentId'),
    employeeId: text('employeeId'),
  };
}

/**
 * Creates a user (id from the user counter; the password, when given, hashed, else an invite mail
 * with a set-password link) or updates one (the password ignored). Every rule is checked before
 * anything is written; e-mails stay unique through the e-mail claim in the same transaction. A user
 * who stops being an agent leaves their department.
 */
export async function saveUser(caller: Caller, form: UserForm) {
  const creating = !form.id;
  const problem = userFormProblem(form, creating);
  if (problem) throw badRequest(problem);
  const fields = userFields(form);
  const now = new Date().toISOString();

  if (!creating) {
    const id = String(form.id);
    const before = await getUser(id);
    if (!before) throw notFound(`User ${id} was not found.`);
    const after: UserRecord = { ...before, ...fields, updatedAt: now, updatedBy: caller.userId };
    if (form.active !== undefined) after.active = form.active;
    const leavesAgents = isAgentRole(before.helpdeskRole) && !isAgentRole(after.helpdeskRole);
    // A role, department or Active change ends every session of the user at once (issue 15).
    const revokes =
      before.helpdeskRole !== after.helpdeskRole ||
      before.openDepartmentId !== after.openDepartmentId ||
      (before.active !== false) !== (after.active !== false);
    try {
      await updateUser(before, after, [
        ...(leavesAgents ? [departmentAgentDeleteItem(id)] : []),
        ...(revokes ? [revokeUserSessionsItem(id)] : []),
      ]);
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw conflict(USER_MESSAGES.duplicateEmail(fields.email));
      if (error instanceof StaleUserError) throw conflict(USER_CHANGED_MESSAGE);
      throw error;
    }
    return { success: true, message: USER_MESSAGES.updated, id };
  }

  // Checked first so a duplicate does not use up an id; the transaction still guards a race.
  if (await findUserByEmail(fields.email)) throw conflict(USER_MESSAGES.duplicateEmail(fields.email));
  const password = form.password ?? '';
  const record: UserRecord = {
    id: String(await nextCounterValue(USER_ID_COUNTER)),
    ...fields,
    // No password: the user cannot sign in with one (an empty hash never verifies).
    passwordHash: password ? await hashPassword(password) : '',
    createdAt: now,
    updatedAt: now,
    createdBy: caller.userId,
    updatedBy: caller.userId,
    ...(form.active === false ? { active: false } : {}),
  };
  try {
    await createUser(record);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw conflict(USER_MESSAGES.duplicateEmail(fields.email));
    throw error;
  }
  // No admin-chosen password: the user gets an invite mail with a set-password link (issue 13).
  // Should it fail after the user was stored, "Forgot password?" sends them a link all the same.
  if (!password) await issuePasswordLink(record, 'invite');
  return { success: true, message: USER_MESSAGES.created, id: record.id };
}

const userSortKeys: Record<string, (user: UserRecord) => string | number> = {
  fullName: (user) => user.fullName.toLowerCase(),
  email: (user) => user.email,
  mobile: (user) => user.mobile,
  designation: (user) => user.designation.toLowerCase(),
  helpdeskRole: (user) => user.helpdeskRole.toLowerCase(),
  id: (user) => Number(user.id),
};

/** Users List: search over the shown columns (and employee id), sort by any of them, one page. */
export async function usersPage(query: PageQuery) {
  const users = await listAllUsers();
  const page = pageOfList(users, query, {
    searchText: (user) => [
      user.fullName,
      user.email,
      user.mobile,
      user.designation,
      user.helpdeskRole,
      user.employeeId,
    ],
    sortKeys: userSortKeys,
    defaultSort: 'fullName',
    tieBreak: (user) => Number(user.id),
  });
  return { users: page.items.map(toUserView), currentPage: page.currentPage, totalItems: page.totalItems };
}
