import { isAgentRole, USER_MESSAGES, type UserRequiredField, userFormProblem } from '../../shared/domain/adminRules';
import { departmentAgentDeleteItem } from '../db/departmentAgents';
import type { TransactItem } from '../db/query';
import { revokeUserSessionsItem } from '../db/sessions';
import {
  createUser,
  createUsers,
  DuplicateEmailError,
  findUserByEmail,
  getUser,
  listAllUsers,
  nextCounterValue,
  StaleUserError,
  USER_ID_COUNTER,
  type UserRecord,
  updateUser,
  usersPerTransaction,
} from '../db/users';
import type { Caller } from '../lib/auth';
import { badRequest, conflict, notFound } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { type PageQuery, pageOfList } from './adminPaging';
import { NEW_USER_INVITE_ITEMS, newPasswordLink } from './passwordLinks';
import { toUserView } from './session';

/** User administration: the add/update form and the Users List (administration spec). */

export type UserForm = Partial<Record<UserRequiredField | 'password', string | null>> & {
  id?: string;
  active?: boolean;
};

const USER_CHANGED_MESSAGE = 'This user was changed by someone else. Please reload and try again.';

/** The stored form of the fields: trimmed, e-mail and role in lower case. */
export function userFields(form: UserForm) {
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
export type UserFields = ReturnType<typeof userFields>;

/**
 * Stores a checked change of a user read as `before`, conditioned on it being unchanged since. A
 * user who stops being an agent leaves their department; a role, department or Active change ends
 * every session of the user at once (issue 15). Throws the answer for a clash (409).
 */
export async function writeUserChange(caller: Caller, before: UserRecord, fields: UserFields, active?: boolean) {
  const after: UserRecord = {
    ...before,
    ...fields,
    updatedAt: new Date().toISOString(),
    updatedBy: caller.userId,
  };
  if (active !== undefined) after.active = active;
  const leavesAgents = isAgentRole(before.helpdeskRole) && !isAgentRole(after.helpdeskRole);
  const revokes =
    before.helpdeskRole !== after.helpdeskRole ||
    before.openDepartmentId !== after.openDepartmentId ||
    (before.active !== false) !== (after.active !== false);
  try {
    await updateUser(before, after, [
      ...(leavesAgents ? [departmentAgentDeleteItem(before.id)] : []),
      ...(revokes ? [revokeUserSessionsItem(before.id)] : []),
    ]);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw conflict(USER_MESSAGES.duplicateEmail(fields.email));
    if (error instanceof StaleUserError) throw conflict(USER_CHANGED_MESSAGE);
    throw error;
  }
}

/**
 * A checked new user under `id`, and the items written with it: with the password hashed when one
 * is given, else an invite (a set-password link and its mail), so a user is never left without a
 * way in.
 */
async function newUser(
  caller: Caller,
  id: string,
  fields: UserFields,
  options: { password?: string; active?: boolean } = {},
): Promise<{ user: UserRecord; extraItems: TransactItem[] }> {
  const now = new Date().toISOString();
  const user: UserRecord = {
    id,
    ...fields,
    // No password: the user cannot sign in with one (an empty hash never verifies).
    passwordHash: options.password ? await hashPassword(options.password) : '',
    createdAt: now,
    updatedAt: now,
    createdBy: caller.userId,
    updatedBy: caller.userId,
    ...(options.active === false ? { active: false } : {}),
  };
  // No admin-chosen password: the user gets an invite mail with a set-password link (issue 13).
  return { user, extraItems: options.password ? [] : newPasswordLink(user, 'invite', { newUser: true }).items };
}

/** Stores a checked new user (newUser) in one transaction. Throws the answer for a duplicate e-mail (409). */
export async function writeNewUser(
  caller: Caller,
  id: string,
  fields: UserFields,
  options: { password?: string; active?: boolean } = {},
) {
  const { user, extraItems } = await newUser(caller, id, fields, options);
  try {
    await createUser(user, extraItems);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw conflict(USER_MESSAGES.duplicateEmail(fields.email));
    throw error;
  }
  return user;
}

/** New users an invited-users transaction holds (each user's claim, profile, invite token and mail). */
export const INVITED_USERS_PER_WRITE = usersPerTransaction(NEW_USER_INVITE_ITEMS);

/**
 * Stores checked new users, each with its invite, in one transaction (at most
 * INVITED_USERS_PER_WRITE): all of them, or none and false when an e-mail was taken meanwhile.
 */
export async function writeNewUsersAtOnce(caller: Caller, rows: { id: string; fields: UserFields }[]) {
  const users = await Promise.all(rows.map(({ id, fields }) => newUser(caller, id, fields)));
  try {
    await createUsers(users);
    return true;
  } catch (error) {
    if (error instanceof DuplicateEmailError) return false;
    throw error;
  }
}

/**
 * Creates a user (id from the user counter) or updates one (the password ignored). Every rule is
 * checked before anything is written; e-mails stay unique through the e-mail claim in the same
 * transaction.
 */
export async function saveUser(caller: Caller, form: UserForm) {
  const creating = !form.id;
  const problem = userFormProblem(form, creating);
  if (problem) throw badRequest(problem);
  const fields = userFields(form);

  if (!creating) {
    const id = String(form.id);
    const before = await getUser(id);
    if (!before) throw notFound(`User ${id} was not found.`);
    await writeUserChange(caller, before, fields, form.active);
    return { success: true, message: USER_MESSAGES.updated, id };
  }

  // Checked first so a duplicate does not use up an id; the transaction still guards a race.
  if (await findUserByEmail(fields.email)) throw conflict(USER_MESSAGES.duplicateEmail(fields.email));
  const id = String(await nextCounterValue(USER_ID_COUNTER));
  await writeNewUser(caller, id, fields, { password: form.password ?? '', active: form.active });
  return { success: true, message: USER_MESSAGES.created, id };
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
