import {
  isAgentRole,
  needsDepartmentMapping,
  USER_MESSAGES,
  type UserRequiredField,
  userFormProblem,
} from '../../shared/domain/adminRules';
import { type OfficeTypeOption, sameName } from '../../shared/domain/catalogue';
import { departmentAgentDeleteItem, getDepartmentAgents } from '../db/departmentAgents';
import { nextId } from '../db/idSequences';
import {
  DuplicateEmailError,
  findUserByEmail,
  getUser,
  listAllUsers,
  StaleUserError,
  type UserRecord,
  updateUser,
} from '../db/users';
import type { Caller } from '../lib/auth';
import { badRequest, conflict, notFound } from '../lib/errors';
import { type PageQuery, pageOfList } from './adminPaging';
import { type UserFields, writeNewUser } from './newUsers';
import { referenceData } from './reference';
import { toUserView } from './session';

/** User administration: the add/update form and the Users List (administration spec). */

export type UserForm = Partial<Record<UserRequiredField | 'password', string | null>> & {
  id?: string;
  active?: boolean;
};

const USER_CHANGED_MESSAGE = 'This user was changed by someone else. Please reload and try again.';

/** The stored form of the fields: trimmed, e-mail and role in lower case. */
export function userFields(form: UserForm): UserFields {
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
export type { UserFields } from './newUsers';

/**
 * The office type of a saved user (it picks the escalation group): one the tenant lists, stored as
 * the tenant spells it, or, on an update, the one already stored (kept even if no longer listed).
 * Undefined when the tenant does not know it (decision in shared/contract/users.ts).
 */
export function knownOfficeType(
  officeType: string,
  officeTypes: readonly OfficeTypeOption[],
  stored?: string,
): string | undefined {
  const listed = officeTypes.find((option) => sameName(option.name, officeType));
  if (listed) return listed.name;
  return stored !== undefined && stored === officeType ? stored : undefined;
}
export { INVITED_USERS_PER_WRITE, writeNewUser, writeNewUsersAtOnce } from './newUsers';

/**
 * Stores a checked change of a user read as `before`, conditioned on it being unchanged since. A
 * user who stops being an agent leaves their department; a role, department, e-mail or Active
 * change ends every session of the user at once (issue 15; updateUser adds it). Throws the answer
 * for a clash (409).
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
  try {
    await updateUser(before, after, leavesAgents ? [departmentAgentDeleteItem(before.id)] : []);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw conflict(USER_MESSAGES.duplicateEmail(fields.email));
    if (error instanceof StaleUserError) throw conflict(USER_CHANGED_MESSAGE);
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
  const typed = userFields(form);
  const before = creating ? undefined : await getUser(String(form.id));
  if (!creating && !before) throw notFound(`User ${String(form.id)} was not found.`);
  const officeType = knownOfficeType(typed.officeType, (await referenceData()).officeTypes, before?.officeType);
  if (officeType === undefined) throw badRequest(USER_MESSAGES.unknownOfficeType(typed.officeType));
  const fields = { ...typed, officeType };

  if (before) {
    const id = before.id;
    await writeUserChange(caller, before, fields, form.active);
    return { success: true, message: USER_MESSAGES.updated, id, ...(await mappingNotice(id, fields)) };
  }

  // Checked first so a duplicate does not use up an id; the transaction still guards a race.
  if (await findUserByEmail(fields.email)) throw conflict(USER_MESSAGES.duplicateEmail(fields.email));
  const id = await nextId('USER');
  await writeNewUser(caller, id, fields, { password: form.password ?? '', active: form.active });
  return { success: true, message: USER_MESSAGES.created, id, ...(await mappingNotice(id, fields)) };
}

/** Agents in no department of Agent Mapping, of these saved users (their ids). */
export async function unmappedAgentIds(users: { id: string; helpdeskRole: string }[]): Promise<string[]> {
  const agentIds = users.filter((user) => needsDepartmentMapping(user.helpdeskRole)).map((user) => user.id);
  if (agentIds.length === 0) return [];
  const mappings = await getDepartmentAgents(agentIds);
  return agentIds.filter((id) => !mappings.has(id));
}

/** The second step a saved agent still needs (decision in shared/contract/users.ts). */
async function mappingNotice(id: string, fields: UserFields): Promise<{ notice?: string }> {
  const unmapped = await unmappedAgentIds([{ id, helpdeskRole: fields.helpdeskRole }]);
  return unmapped.length > 0 ? { notice: USER_MESSAGES.agentNotMapped } : {};
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
