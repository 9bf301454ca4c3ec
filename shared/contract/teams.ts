import * as z from 'zod';
import { csvList, idString, option, pagedQuery, pageOf, successMessage } from './common';
import { defineEndpoint } from './endpoint';
import { allTicketsFilters, ticketPage } from './tickets';

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

export const allTeams = defineEndpoint({
  area: 'team',
  handler: 'allTeams',
  method: 'GET',
  path: '/api/team/allTeams',
  access: 'centralAdmin',
  summary: 'Teams List: paging (8), search by team name, sort.',
  request: pagedQuery,
  response: pageOf('teams', teamRow),
});

export const saveUpdateTeam = defineEndpoint({
  area: 'team',
  handler: 'saveUpdate',
  method: 'POST',
  path: '/api/team/saveUpdate',
  access: 'centralAdmin',
  summary: 'Create or update a team; creator and updater are the signed-in user.',
  request: z.object({
    id: idString.optional(),
    teamName: z.string().trim().min(1),
    teamLeads: z.array(idString).min(1),
    agentsMap: z.array(z.object({ depId: idString, userId: idString })).min(1),
    createdBy: z.string().optional(),
    updatedBy: z.string().optional(),
  }),
  response: successMessage,
});

export const deleteTeamById = defineEndpoint({
  area: 'team',
  handler: 'deleteById',
  method: 'POST',
  path: '/api/team/deleteById',
  access: 'centralAdmin',
  summary: 'Delete a team.',
  request: z.object({ teamId: idString }),
  response: successMessage,
});

export const getTeamById = defineEndpoint({
  area: 'team',
  handler: 'getById',
  method: 'POST',
  path: '/api/team/getById',
  access: 'centralAdmin',
  summary: 'A team with its selected leads, agents and departments as options.',
  request: z.object({ teamId: idString }),
  response: teamRow.extend({
    selectedTeamLeads: z.array(option),
    selectedAgents: z.array(option.extend({ depId: z.string() })),
    selectedDepartment: z.array(option),
  }),
});

const personOption = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const getAllTeamsLeadUsers = defineEndpoint({
  area: 'team',
  handler: 'getAllTeamsLeadUsers',
  method: 'GET',
  path: '/api/team/getAllTeamsLeadUsers',
  access: 'centralAdmin',
  summary: 'Users who may lead a team.',
  request: z.object({}).passthrough(),
  response: z.array(personOption),
});

export const getTeamsByLeadId = defineEndpoint({
  area: 'team',
  handler: 'getTeamsByLeadId',
  method: 'POST',
  path: '/api/team/getTeamsByLeadId',
  access: 'teamLead',
  summary: "The caller's own teams (central admins may name any lead).",
  request: z.object({ teamLeadId: idString.optional() }),
  response: z.object({ data: z.object({ data: z.array(z.object({ id: z.string(), teamName: z.string() })) }) }),
});

export const getAllAgentsInTeam = defineEndpoint({
  area: 'team',
  handler: 'getAllAgentsInTeam',
  method: 'POST',
  path: '/api/team/getAllAgentsInTeam',
  access: 'agent',
  summary: 'Agents of a team (My Teams assignee choice, analytics agent filter).',
  request: z.object({ teamId: idString }),
  response: z.array(personOption),
});

export const getTeamsByDepartment = defineEndpoint({
  area: 'team',
  handler: 'getTeamsByDepartment',
  method: 'POST',
  path: '/api/team/getTeamsByDepartment',
  access: 'centralPool',
  summary: 'Teams that hold agents of the given departments.',
  request: z.object({ departmentIds: csvList }),
  response: z.array(z.object({ teamId: z.string(), teamName: z.string() })),
});

export const getTeamLeadByTeams = defineEndpoint({
  area: 'team',
  handler: 'getTeamLeadByTeams',
  method: 'POST',
  path: '/api/team/getTeamLeadByTeams',
  access: 'centralPool',
  summary: 'Leads of the given teams.',
  request: z.object({ teamIds: csvList }),
  response: z.array(z.object({ id: z.string(), fullName: z.string() })),
});

export const teamTicketFilters = allTicketsFilters.extend({
  teamId: z.string().min(1),
  showNestedTickets: z.enum(['true', 'false']).optional(),
});

export const getTicketsOfTeam = defineEndpoint({
  area: 'team',
  handler: 'getTicketsOfTeam',
  method: 'GET',
  path: '/api/team/getTicketsOfTeam',
  access: 'teamLead',
  summary: "Tickets of one of the caller's teams, optionally with nested teams' tickets.",
  request: teamTicketFilters,
  response: ticketPage.extend({}),
});

export const TEAM_TICKETS_RESPONSE_NOTE = 'The spec names the list key teams; tickets is kept for the shared table.';
