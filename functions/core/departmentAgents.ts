import {
  AGENT_MAPPING_SAVED_MESSAGE,
  isAgentRole,
  MANDATORY_MESSAGE,
  SELECT_USER_MESSAGE,
} from '../../shared/domain/adminRules';
import {
  type DepartmentAgentRecord,
  getDepartmentAgents,
  listDepartmentAgents,
  putDepartmentAgents,
} from '../db/departmentAgents';
import type { DepartmentRecord } from '../db/reference';
import { getUsers, listAllUsers, type UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { type PageQuery, pageOfList } from './adminPaging';
import { csvLink } from './exports';
import { referenceData } from './reference';

/**
 * Agent Mapping (administration spec): which department each agent belongs to. An agent is anyone
 * whose help desk role works tickets (agent, central agent, team lead, central admin); each belongs
 * to at most one department, and mapping them again moves them.
 */

export const agentUserView = (user: UserRecord) => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  mobile: user.mobile,
  officeType: user.officeType,
  designation: user.designation,
  employeeId: user.employeeId,
});

const userSortKeys = {
  email: (user: UserRecord) => user.email,
  fullName: (user: UserRecord) => user.fullName.toLowerCase(),
  mobile: (user: UserRecord) => user.mobile,
  officeType: (user: UserRecord) => user.officeType.toLowerCase(),
  designation: (user: UserRecord) => user.designation.toLowerCase(),
  employeeId: (user: UserRecord) => user.employeeId.toLowerCase(),
};
const userSearchText = (user: UserRecord) => [
  user.email,
  user.fullName,
  user.mobile,
  user.officeType,
  user.designation,
  user.employeeId,
];

/** 'All Departments': 20 a page, sorted by name or id (the spec's list key is `tickets`). */
interface MappedAgent {
  mapping: DepartmentAgentRecord;
  user: UserRecord;
}

async function mappedAgents(departmentId?: string): Promise<MappedAgent[]> {
  const mappings = await listDepartmentAgents(departmentId);
  const users = await getUsers(mappings.map((mapping) => mapping.userId));
  return mappings.flatMap((mapping) => {
    const user = users.get(mapping.userId);
    return user ? [{ mapping, user }] : [];
  });
}

/** 'Agents in {department} Department': newest in the department first unless told otherwise. */
export async function associatedAgents(query: PageQuery & { departmentId: string }) {
  const agents = await mappedAgents(query.departmentId);
  const page = pageOfList(agents, query, {
    searchText: (agent) => userSearchText(agent.user),
    sortKeys: {
      createdAt: (agent) => agent.mapping.createdAt,
      ...Object.fromEntries(
        Object.entries(userSortKeys).map(([name, key]) => [name, (agent: MappedAgent) => key(agent.user)]),
      ),
    },
    defaultSort: 'createdAt',
    defaultDirection: 'desc',
    tieBreak: (agent) => Number(agent.user.id),
  });
  return {
    users: page.items.map(({ mapping, user }) => ({
      departmentId: mapping.departmentId,
      createdAt: mapping.createdAt,
      createdBy: mapping.createdBy,
      user: agentUserView(user),
    })),
    currentPage: page.currentPage,
    totalItems: page.totalItems,
  };
}

/** 'Unassociated Agents': agents in no department (the spec's answer is response.response.users). */
export async function unassociatedAgents(query: PageQuery) {
  const [users, mappings] = await Promise.all([listAllUsers(), listDepartmentAgents()]);
  const mapped = new Set(mappings.map((mapping) => mapping.userId));
  const free = users.filter((user) => isAgentRole(user.helpdeskRole) && !mapped.has(user.id));
  const page = pageOfList(free, query, {
    searchText: userSearchText,
    sortKeys: userSortKeys,
    defaultSort: 'fullName',
    tieBreak: (user) => Number(user.id),
  });
  return {
    response: { users: page.items.map(agentUserView), currentPage: page.currentPage, totalItems: page.totalItems },
  };
}

/** Every department's agents as assignee options (transfers, the ticket form), keyed by department id. */
export async function allDepartmentsAgents() {
  const [{ departments }, agents] = await Promise.all([referenceData(), mappedAgents()]);
  const agentDeptMap: Record<
    string,
    { value: string; label: string; departmentId: string; assigneeName: string; user: { email: string } }[]
  > = Object.fromEntries(departments.map((department) => [department.id, []]));
  const byName = [...agents].sort((a, b) => a.user.fullName.localeCompare(b.user.fullName));
  for (const { mapping, user } of byName) {
    agentDeptMap[mapping.departmentId] ??= [];
    agentDeptMap[mapping.departmentId].push({
      value: user.id,
      label: user.fullName,
      departmentId: mapping.departmentId,
      assigneeName: user.fullName,
      user: { email: user.email },
    });
  }
  return { agentDeptMap };
}

/**
 * The workflow integration's 'users of a department' (POST /api/larkIntegration/getUsersByDepartment):
 * the agents mapped to the department, by full name, with id, full name and e-mail only.
 */
export async function usersOfDepartment(departmentId: string) {
  if (!(await departmentById(departmentId))) throw notFound(`Department ${departmentId} was not found.`);
  const agents = (await mappedAgents(departmentId)).sort(
    (a, b) => a.user.fullName.localeCompare(b.user.fullName) || Number(a.user.id) - Number(b.user.id),
  );
  return agents.map(({ user }) => ({ id: user.id, fullName: user.fullName, email: user.email }));
}

async function departmentById(departmentId: string): Promise<DepartmentRecord | undefined> {
  return (await referenceData()).departments.find((department) => department.id === departmentId);
}

/**
 * Maps agents to a department, moving them out of any other ('Agent updated successfully'). Every
 * user must exist and be an agent; nothing is written otherwise. The caller is recorded as the
 * creator (for a new mapping) and the updater.
 */
export async function saveDepartmentMapping(
  caller: Caller,
  input: { userIds?: string[] | null; departmentId?: string | null },
) {
  const userIds = [...new Set((input.userIds ?? []).map(String).filter(Boolean))];
  if (userIds.length === 0) throw badRequest(SELECT_USER_MESSAGE);
  const departmentId = (input.departmentId ?? '').trim();
  if (!departmentId) throw badRequest(MANDATORY_MESSAGE);
  if (!(await departmentById(departmentId))) throw badRequest(`Department ${departmentId} was not found.`);

  const [users, existing] = await Promise.all([getUsers(userIds), getDepartmentAgents(userIds)]);
  for (const id of userIds) {
    const user = users.get(id);
    if (!user) throw badRequest(`User ${id} was not found.`);
    if (!isAgentRole(user.helpdeskRole)) {
      throw badRequest(`${user.fullName} is not an agent. Only agents can be mapped to a department.`);
    }
  }
  const now = new Date().toISOString();
  // A mapping change ends the sessions of the agents whose department changed (issue 15), atomically.
  const moved = new Set(userIds.filter((userId) => existing.get(userId)?.departmentId !== departmentId));
  await putDepartmentAgents(
    userIds.map((userId) => {
      const before = existing.get(userId);
      const stays = before?.departmentId === departmentId;
      return {
        userId,
        departmentId,
        createdAt: stays ? before.createdAt : now,
        createdBy: stays ? before.createdBy : caller.userId,
        updatedAt: now,
        updatedBy: caller.userId,
      };
    }),
    moved,
  );
  return { success: true, message: AGENT_MAPPING_SAVED_MESSAGE };
}

export const agentExportFields = ['Email', 'FullName', 'Mobile', 'Office Type', 'Designation', 'EmployeeId'];

const agentExportRow = (user: UserRecord) => ({
  Email: user.email,
  FullName: user.fullName,
  Mobile: user.mobile,
  'Office Type': user.officeType,
  Designation: user.designation,
  EmployeeId: user.employeeId,
});

const fileNamePart = (text: string) => text.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'department';

export async function exportDepartmentAgents(caller: Caller, departmentId: string) {
  const department = await departmentById(departmentId);
  if (!department) throw notFound(`Department ${departmentId} was not found.`);
  const agents = (await mappedAgents(departmentId)).sort((a, b) => a.user.fullName.localeCompare(b.user.fullName));
  return csvLink(
    caller,
    `${fileNamePart(department.departmentName)}-agents.csv`,
    agents.map((agent) => agentExportRow(agent.user)),
    agentExportFields,
  );
}

export async function exportAllDepartmentsAgents(caller: Caller) {
  const [{ departmentNames }, agents] = await Promise.all([referenceData(), mappedAgents()]);
  const name = (agent: MappedAgent) => departmentNames.get(agent.mapping.departmentId) ?? agent.mapping.departmentId;
  const rows = agents
    .sort((a, b) => name(a).localeCompare(name(b)) || a.user.fullName.localeCompare(b.user.fullName))
    .map((agent) => ({ 'Department Name': name(agent), ...agentExportRow(agent.user) }));
  return csvLink(caller, 'all-departments-agents.csv', rows, ['Department Name', ...agentExportFields]);
}
