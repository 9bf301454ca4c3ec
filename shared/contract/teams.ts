import * as z from 'zod';
import { TEAM_MESSAGES, TEAM_NAME_MAX_LENGTH } from '../domain/adminRules';
import { csvList, idString, idText, nameText, option, pagedQuery, pageOf, successMessage } from './common';
import { defineEndpoint } from './endpoint';
import { ticketRow } from './ticketShapes';
import { allTicketsFilters } from './tickets';

/** Teams and the team lead's My Teams view (administration spec). */

export const teamRow = z.object({
  id: z.string(),
  teamName: z.string(),
  teamLeads: z.array(z.string()),
  agentsMap: z.array(z.object({ depId: z.string(), userId: z.string() })),
  createdBy: z.string(),
  updatedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdByDetails: z.object({ fullName: z.string() }),
  updatedByDetails: z.object({ fullName: z.string() }),
});

export const allTeams = defineEndpoint('GET /api/team/allTeams', {
  access: 'centralAdmin',
  summary: 'Teams List: paging (8), search by team name, sort.',
  request: pagedQuery,
  response: pageOf('teams', teamRow),
});

/** An id from a form: text or a number, possibly blank (the rule below reports blanks). */
const formId = z.union([idText, z.number()]).transform((value) => String(value).trim());

/**
 * Decision: the fields are optional in the schema so that the rule (a name, at least one lead, at
 * least one agent and a department; shared/domain/adminRules.ts) answers with the spec's
 * 'Please fill mandatory information'. createdBy and updatedBy are accepted for the old clients and
 * ignored: the signed-in caller is recorded. Each agentsMap entry's depId is the department the
 * agent was chosen under; the team's departments are the distinct depIds.
 */
export const saveUpdateTeam = defineEndpoint('POST /api/team/saveUpdate', {
  access: 'centralAdmin',
  summary: 'Create or update a team; creator and updater are the signed-in user.',
  request: z.object({
    id: idString.optional(),
    teamName: z.string().trim().max(TEAM_NAME_MAX_LENGTH, TEAM_MESSAGES.nameTooLong).nullable().optional(),
    teamLeads: z.array(formId).max(100).nullable().optional(),
    agentsMap: z
      .array(z.object({ depId: formId.nullable().optional(), userId: formId.nullable().optional() }))
      .max(1000)
      .nullable()
      .optional(),
    createdBy: z.union([nameText, z.number()]).nullable().optional(),
    updatedBy: z.union([nameText, z.number()]).nullable().optional(),
  }),
  response: successMessage,
});

/** Teams List sort columns (orderBy); anything else sorts by team name. */
export const teamSortColumns = ['teamName', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'] as const;

export const deleteTeamById = defineEndpoint('POST /api/team/deleteById', {
  access: 'centralAdmin',
  summary: 'Delete a team.',
  request: z.object({ teamId: idString }),
  response: successMessage,
});

export const getTeamById = defineEndpoint('POST /api/team/getById', {
  access: 'centralAdmin',
  summary: 'A team with its selected leads, agents and departments as options.',
  request: z.object({ teamId: idString }),
  response: teamRow.extend({
    selectedTeamLeads: z.array(option),
    selectedAgents: z.array(option.extend({ depId: z.string() })),
    selectedDepartment: z.array(option),
  }),
});

/**
 * A person the team form offers. The web labels them 'Full Name <email>'; a user without an e-mail
 * (spec silent) is shown by the full name alone, as the analytics agent options are.
 */
const personOption = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const getAllTeamsLeadUsers = defineEndpoint('GET /api/team/getAllTeamsLeadUsers', {
  access: 'centralAdmin',
  summary: 'Users who may lead a team.',
  request: z.object({}).passthrough(),
  response: z.array(personOption),
});

export const getTeamsByLeadId = defineEndpoint('POST /api/team/getTeamsByLeadId', {
  access: 'teamLead',
  summary: "The caller's own teams (central admins may name any lead).",
  request: z.object({ teamLeadId: idString.optional() }),
  response: z.object({ data: z.object({ data: z.array(z.object({ id: z.string(), teamName: z.string() })) }) }),
});

export const getAllAgentsInTeam = defineEndpoint('POST /api/team/getAllAgentsInTeam', {
  access: 'agent',
  summary: 'Agents of a team (My Teams assignee choice, analytics agent filter).',
  request: z.object({ teamId: idString }),
  response: z.array(personOption),
});

export const getTeamsByDepartment = defineEndpoint('POST /api/team/getTeamsByDepartment', {
  access: 'centralPool',
  summary: 'Teams that hold agents of the given departments.',
  request: z.object({ departmentIds: csvList }),
  response: z.array(z.object({ teamId: z.string(), teamName: z.string() })),
});

export const getTeamLeadByTeams = defineEndpoint('POST /api/team/getTeamLeadByTeams', {
  access: 'centralPool',
  summary: 'Leads of the given teams.',
  request: z.object({ teamIds: csvList }),
  response: z.array(z.object({ id: z.string(), fullName: z.string() })),
});

export const teamTicketFilters = allTicketsFilters.extend({
  teamId: idText.min(1),
  showNestedTickets: z.enum(['true', 'false']).optional(),
});

/**
 * The spec names the list key `teams` (administration spec, section 7), so it is kept: the rows are
 * tickets. `departmentId` may be 'All'. `userId` is accepted and ignored: the caller's own teams
 * are the only ones a team lead may read (central admins may read any).
 * Decision (not shown in the spec): a team's tickets are those assigned to one of its agents in
 * one of the team's departments, created in the range; a ticket an agent merely raised is not a team
 * ticket. Nested Tickets adds the teams led by the team's agents, level by level (a loop ends).
 */
export const getTicketsOfTeam = defineEndpoint('GET /api/team/getTicketsOfTeam', {
  access: 'teamLead',
  summary: "Tickets of one of the caller's teams, optionally with nested teams' tickets.",
  request: teamTicketFilters,
  response: pageOf('teams', ticketRow),
});
