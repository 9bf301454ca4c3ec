import { isAgentRole, isTeamLeadRole, TEAM_MESSAGES, teamFormProblem } from '../../shared/domain/adminRules';
import { nextId } from '../db/idSequences';
import {
  createTeam,
  DuplicateTeamNameError,
  deleteTeam,
  getTeam,
  getTeams,
  listTeams,
  StaleTeamError,
  type TeamAgent,
  type TeamRecord,
  teamsLedBy,
  updateTeam,
} from '../db/teams';
import { getUsers, listAllUsers, type UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { type PageQuery, pageOfList } from './adminPaging';
import { csvLink } from './exports';
import { referenceData } from './reference';

/** Teams (administration) and the team lead's My Teams view. */

type Names = Map<string, UserRecord>;
const nameOf = (users: Names, id: string) => users.get(id)?.fullName ?? '';

function teamView(team: TeamRecord, users: Names) {
  return {
    id: team.id,
    teamName: team.teamName,
    teamLeads: team.teamLeads,
    agentsMap: team.agentsMap,
    createdBy: team.createdBy,
    updatedBy: team.updatedBy,
    createdAt: team.createdAt,
    updatedAt: team.updatedAt,
    createdByDetails: { fullName: nameOf(users, team.createdBy) },
    updatedByDetails: { fullName: nameOf(users, team.updatedBy) },
  };
}

export const departmentsOf = (team: Pick<TeamRecord, 'agentsMap'>) => [
  ...new Set(team.agentsMap.map((agent) => agent.depId)),
];
export const agentsOf = (team: Pick<TeamRecord, 'agentsMap'>) => [
  ...new Set(team.agentsMap.map((agent) => agent.userId)),
];

/** Teams List: search by team name, sort by any column (people by name), 8 a page from the web. */
export async function teamsPage(query: PageQuery) {
  const teams = await listTeams();
  const users = await getUsers(teams.flatMap((team) => [team.createdBy, team.updatedBy]));
  const page = pageOfList(teams, query, {
    searchText: (team) => [team.teamName],
    sortKeys: {
      teamName: (team) => team.teamName.toLowerCase(),
      createdAt: (team) => team.createdAt,
      updatedAt: (team) => team.updatedAt,
      createdBy: (team) => nameOf(users, team.createdBy).toLowerCase(),
      updatedBy: (team) => nameOf(users, team.updatedBy).toLowerCase(),
    },
    defaultSort: 'teamName',
    tieBreak: (team) => Number(team.id),
  });
  return {
    teams: page.items.map((team) => teamView(team, users)),
    currentPage: page.currentPage,
    totalItems: page.totalItems,
  };
}

export interface TeamForm {
  id?: string;
  teamName?: string | null;
  teamLeads?: string[] | null;
  agentsMap?: { depId?: string | null; userId?: string | null }[] | null;
}

/** Checks people and departments exist and fit their place; answers the cleaned team fields. */
async function validTeam(form: TeamForm) {
  const problem = teamFormProblem(form);
  if (problem) throw badRequest(problem);
  const teamLeads = [...new Set((form.teamLeads ?? []).map(String))];
  const seen = new Set<string>();
  const agentsMap: TeamAgent[] = [];
  for (const entry of form.agentsMap ?? []) {
    const userId = String(entry.userId);
    if (seen.has(userId)) continue;
    seen.add(userId);
    agentsMap.push({ depId: String(entry.depId), userId });
  }
  const [users, { departments }] = await Promise.all([
    getUsers([...teamLeads, ...agentsMap.map((agent) => agent.userId)]),
    referenceData(),
  ]);
  for (const id of teamLeads) {
    const user = users.get(id);
    if (!user) throw badRequest(`User ${id} was not found.`);
    if (!isTeamLeadRole(user.helpdeskRole))
      throw badRequest(`${user.fullName} cannot lead a team: only team leads and central admins can.`);
  }
  const departmentIds = new Set(departments.map((department) => department.id));
  for (const agent of agentsMap) {
    const user = users.get(agent.userId);
    if (!user) throw badRequest(`User ${agent.userId} was not found.`);
    if (!isAgentRole(user.helpdeskRole)) throw badRequest(`${user.fullName} is not an agent.`);
    if (!departmentIds.has(agent.depId)) throw badRequest(`Department ${agent.depId} was not found.`);
  }
  return { teamName: String(form.teamName).trim(), teamLeads, agentsMap };
}

/**
 * Creates a team (id from the team counter) or updates one. Team names are unique (ignoring case);
 * the caller is recorded as creator and updater, whatever the body says.
 */
export async function saveTeam(caller: Caller, form: TeamForm) {
  const fields = await validTeam(form);
  const now = new Date().toISOString();
  try {
    if (form.id) {
      const before = await getTeam(String(form.id));
      if (!before) throw notFound(TEAM_MESSAGES.notFound);
      await updateTeam(before, { ...before, ...fields, updatedBy: caller.userId, updatedAt: now });
      return { success: true, message: TEAM_MESSAGES.updated };
    }
    const id = await nextId('TEAM');
    await createTeam({
      id,
      ...fields,
      createdBy: caller.userId,
      updatedBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    });
    return { success: true, message: TEAM_MESSAGES.created };
  } catch (error) {
    if (error instanceof DuplicateTeamNameError) throw conflict(TEAM_MESSAGES.duplicateName(fields.teamName));
    if (error instanceof StaleTeamError) throw conflict(TEAM_MESSAGES.changed);
    throw error;
  }
}

export async function removeTeam(teamId: string) {
  const team = await getTeam(teamId);
  if (!team) throw notFound(TEAM_MESSAGES.notFound);
  try {
    await deleteTeam(team);
  } catch (error) {
    if (error instanceof StaleTeamError) throw conflict(TEAM_MESSAGES.changed);
    throw error;
  }
  return { success: true, message: TEAM_MESSAGES.deleted };
}

/** A team with its leads, agents and departments as the form's selected options. */
export async function teamById(teamId: string) {
  const team = await getTeam(teamId);
  if (!team) throw notFound(TEAM_MESSAGES.notFound);
  const [users, { departmentNames }] = await Promise.all([
    getUsers([...team.teamLeads, ...agentsOf(team), team.createdBy, team.updatedBy]),
    referenceData(),
  ]);
  return {
    ...teamView(team, users),
    selectedTeamLeads: team.teamLeads.map((id) => ({ value: id, label: nameOf(users, id) || id })),
    selectedAgents: team.agentsMap.map((agent) => ({
      value: agent.userId,
      label: nameOf(users, agent.userId) || agent.userId,
      depId: agent.depId,
    })),
    selectedDepartment: departmentsOf(team).map((id) => ({ value: id, label: departmentNames.get(id) ?? id })),
  };
}

const byFullName = (a: { fullName: string }, b: { fullName: string }) => a.fullName.localeCompare(b.fullName);

/** Who may lead a team: team leads and central admins. */
export async function teamLeadUsers() {
  return (await listAllUsers())
    .filter((user) => isTeamLeadRole(user.helpdeskRole))
    .map((user) => ({ id: user.id, fullName: user.fullName, email: user.email }))
    .sort(byFullName);
}

/** The teams a lead leads: the caller's own; a central admin may name any lead. */
export async function teamsOfLead(caller: Caller, teamLeadId?: string) {
  const leadId = teamLeadId ?? caller.userId;
  if (leadId !== caller.userId && !caller.flags.isCentralAdmin) {
    throw forbidden('You can only list the teams you lead.');
  }
  const teams = (await teamsLedBy(leadId))
    .map((team) => ({ id: team.teamId, teamName: team.teamName }))
    .sort((a, b) => a.teamName.localeCompare(b.teamName));
  return { data: { data: teams } };
}

export async function agentsInTeam(teamId: string) {
  const team = await getTeam(teamId);
  if (!team) throw notFound(TEAM_MESSAGES.notFound);
  const users = await getUsers(agentsOf(team));
  return agentsOf(team)
    .flatMap((id) => {
      const user = users.get(id);
      return user ? [{ id: user.id, fullName: user.fullName, email: user.email }] : [];
    })
    .sort(byFullName);
}

export async function teamsByDepartment(departmentIds: string[]) {
  const wanted = new Set(departmentIds);
  return (await listTeams())
    .filter((team) => team.agentsMap.some((agent) => wanted.has(agent.depId)))
    .map((team) => ({ teamId: team.id, teamName: team.teamName }));
}

export async function leadsOfTeams(teamIds: string[]) {
  const teams = await getTeams(teamIds);
  const leadIds = [...new Set([...teams.values()].flatMap((team) => team.teamLeads))];
  const users = await getUsers(leadIds);
  return leadIds
    .flatMap((id) => {
      const user = users.get(id);
      return user ? [{ id: user.id, fullName: user.fullName }] : [];
    })
    .sort(byFullName);
}

export const teamExportFields = [
  'Team Name',
  'Team Leads',
  'Agents',
  'Departments',
  'Created By',
  'Created Date',
  'Modified By',
  'Modified Date',
];

/** Every team with its people and departments by name. */
export async function exportTeams(caller: Caller) {
  const teams = await listTeams();
  const [users, { departmentNames }] = await Promise.all([
    getUsers(teams.flatMap((team) => [...team.teamLeads, ...agentsOf(team), team.createdBy, team.updatedBy])),
    referenceData(),
  ]);
  const names = (ids: string[]) => ids.map((id) => nameOf(users, id) || id).join('; ');
  const rows = teams.map((team) => ({
    'Team Name': team.teamName,
    'Team Leads': names(team.teamLeads),
    Agents: names(agentsOf(team)),
    Departments: departmentsOf(team)
      .map((id) => departmentNames.get(id) ?? id)
      .join('; '),
    'Created By': nameOf(users, team.createdBy),
    'Created Date': team.createdAt,
    'Modified By': nameOf(users, team.updatedBy),
    'Modified Date': team.updatedAt,
  }));
  return csvLink(caller, 'teams.csv', rows, teamExportFields);
}
