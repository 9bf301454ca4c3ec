import { type AnalyticsView, analyticsViews } from '../../shared/contract/analytics';
import { agingOf, countTickets, type FigureTicket, percentage, slaFigures } from '../../shared/domain/analytics';
import { minePartition } from '../db/keys';
import { getTeams, type TeamRecord } from '../db/teams';
import { queryRows, type TicketRow } from '../db/tickets';
import { getUser } from '../db/users';
import type { Caller } from '../lib/auth';
import { badRequest, forbidden } from '../lib/errors';
import { csvLink } from './exports';
import { referenceData } from './reference';

/**
 * Service Desk Analytics: the 13 views. Each view picks its tickets (created in the range), groups
 * them (department, help topic, agent or team) and reports the figures of shared/domain/analytics.
 */

export interface AnalyticsInputs {
  startDate: string;
  endDate: string;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
  departmentIds?: string[];
  helptopicIds?: string[];
  teams?: string[];
  teamIds?: string[];
  agentsInTeam?: string[];
  leadIds?: string[];
}

const MAX_RANGE_MS = 367 * 86_400_000;

type Grouping = 'department' | 'helpTopic' | 'agent' | 'team';
const groupingOf = (view: AnalyticsView): Grouping => {
  if ([3, 5, 9].includes(view.id)) return 'helpTopic';
  if ([6, 7, 10, 11].includes(view.id)) return 'agent';
  if ([12, 13].includes(view.id)) return 'team';
  return 'department';
};
const isSlaView = (view: AnalyticsView) => view.id === 7 || view.id === 11;
const isHelpTopicView = (view: AnalyticsView) => groupingOf(view) === 'helpTopic';

export const viewById = (id: number) => analyticsViews.find((view) => view.id === id) as AnalyticsView;
export const viewByHandler = (handler: string) =>
  analyticsViews.find((view) => view.handler === handler) as AnalyticsView;

interface TicketWithAgentTeams {
  row: TicketRow;
  teams: string[];
}

const figureOf = (row: TicketRow): FigureTicket => ({
  status: row.status,
  createdAt: row.createdAt,
  dueDate: row.dueDate,
  closedDate: row.closedDate,
});

async function assignedRows(agentIds: string[], start: string, end: string): Promise<TicketRow[]> {
  const parts = await Promise.all(
    agentIds.map(async (agentId) =>
      (await queryRows(minePartition(agentId), `${start}#`, `${end}#~`)).filter((row) => row.assigneeId === agentId),
    ),
  );
  const unique = new Map<string, TicketRow>();
  for (const row of parts.flat()) unique.set(row.id, row);
  return [...unique.values()];
}

async function chosenTeams(caller: Caller, ids: string[], ownOnly: boolean): Promise<TeamRecord[]> {
  const teams = [...(await getTeams(ids)).values()];
  if (ownOnly && !caller.flags.isCentralAdmin && teams.some((team) => !team.teamLeads.includes(caller.userId))) {
    throw forbidden('You can only see the analytics of teams you lead.');
  }
  return teams;
}

/** The view's tickets, each with the teams whose agent it is assigned to. */
async function ticketsOf(
  caller: Caller,
  view: AnalyticsView,
  inputs: AnalyticsInputs,
): Promise<TicketWithAgentTeams[]> {
  const { startDate: start, endDate: end } = inputs;
  const teamIds = inputs.teamIds?.length ? inputs.teamIds : (inputs.teams ?? []);
  const departments = inputs.departmentIds?.length ? new Set(inputs.departmentIds) : undefined;
  const topics = inputs.helptopicIds?.length ? new Set(inputs.helptopicIds) : undefined;
  const inScope = (row: TicketRow) =>
    (!departments || departments.has(row.departmentId)) && (!topics || topics.has(row.helpTopicId));

  if (view.id === 1) {
    const rows = await queryRows(minePartition(caller.userId), `${start}#`, `${end}#~`);
    return rows
      .filter((row) => row.userId === caller.userId || row.createdBy === caller.userId)
      .map((row) => ({ row, teams: [] }));
  }
  if (view.id === 2 || view.id === 3) {
    return (await assignedRows([caller.userId], start, end)).filter(inScope).map((row) => ({ row, teams: [] }));
  }

  const central = [8, 9, 10, 11, 13].includes(view.id);
  if ((central || view.id === 12) && !departments)
    throw badRequest(view.id === 12 ? 'Department Name is mandatory' : 'Please select the Department Name');
  if (teamIds.length === 0)
    throw badRequest(central ? 'Please select the Associated Team' : 'Please select the Team Name');
  if (view.id === 9 && !topics) throw badRequest('Please select the Helptopic Name');
  if ((view.id === 10 || view.id === 11) && !inputs.agentsInTeam?.length)
    throw badRequest('Please select the Team Agent');

  let teams = await chosenTeams(caller, teamIds, !central);
  if (inputs.leadIds?.length)
    teams = teams.filter((team) => team.teamLeads.some((lead) => inputs.leadIds?.includes(lead)));
  const teamsOfAgent = new Map<string, string[]>();
  for (const team of teams) {
    for (const { userId } of team.agentsMap) teamsOfAgent.set(userId, [...(teamsOfAgent.get(userId) ?? []), team.id]);
  }
  let agents = [...teamsOfAgent.keys()];
  if (inputs.agentsInTeam?.length) agents = agents.filter((agent) => inputs.agentsInTeam?.includes(agent));
  const rows = (await assignedRows(agents, start, end)).filter(inScope);
  return rows.map((row) => ({ row, teams: teamsOfAgent.get(row.assigneeId ?? '') ?? [] }));
}

interface Group {
  key: string;
  labels: { DepartmentName: string; HelpTopicName: string; AgentName: string; TeamName: string };
  tickets: FigureTicket[];
}

async function groupTickets(
  view: AnalyticsView,
  tickets: TicketWithAgentTeams[],
  teamNames: Map<string, string>,
): Promise<Group[]> {
  const reference = await referenceData();
  const grouping = groupingOf(view);
  const groups = new Map<string, Group>();
  const add = (key: string, labels: Partial<Group['labels']>, ticket: FigureTicket) => {
    const group = groups.get(key) ?? {
      key,
      labels: { DepartmentName: '', HelpTopicName: '', AgentName: '', TeamName: '', ...labels },
      tickets: [],
    };
    group.tickets.push(ticket);
    groups.set(key, group);
  };
  for (const { row, teams } of tickets) {
    const departmentName = reference.departmentNames.get(row.departmentId) ?? row.departmentId;
    if (grouping === 'department')
      add(`department:${row.departmentId}`, { DepartmentName: departmentName }, figureOf(row));
    else if (grouping === 'helpTopic') {
      const topic =
        reference.helpTopics.find((entry) => entry.id === row.helpTopicId)?.helpTopicName ?? row.helpTopicId;
      add(`helpTopic:${row.helpTopicId}`, { DepartmentName: departmentName, HelpTopicName: topic }, figureOf(row));
    } else if (grouping === 'agent') add(`agent:${row.assigneeId}`, { AgentName: row.assigneeName }, figureOf(row));
    else for (const team of teams) add(`team:${team}`, { TeamName: teamNames.get(team) ?? team }, figureOf(row));
  }
  if (grouping === 'agent') {
    for (const group of groups.values()) {
      if (!group.labels.AgentName)
        group.labels.AgentName = (await getUser(group.key.slice(6)))?.fullName ?? group.key.slice(6);
    }
  }
  return [...groups.values()];
}

function checkRange(inputs: AnalyticsInputs) {
  const span = Date.parse(inputs.endDate) - Date.parse(inputs.startDate);
  if (!(span >= 0)) throw badRequest('The start date must be before the end date.');
  if (span > MAX_RANGE_MS) throw badRequest('Please select a date range within 1 year');
}

export async function analyticsFor(caller: Caller, view: AnalyticsView, inputs: AnalyticsInputs, now = Date.now()) {
  checkRange(inputs);
  const tickets = await ticketsOf(caller, view, inputs);
  const teamIds = [...new Set(tickets.flatMap((ticket) => ticket.teams))];
  const teamNames = new Map([...(await getTeams(teamIds)).values()].map((team) => [team.id, team.teamName]));
  const groups = await groupTickets(view, tickets, teamNames);
  const sla = isSlaView(view);
  const rows = groups.map((group) => {
    const counts = countTickets(group.tickets, now);
    const base = { ...group.labels, rowKey: group.key, TotalTickets: counts.total };
    if (sla) {
      return {
        ...base,
        OpenTickets: counts.open,
        ClosedTickets: counts.closed,
        OverdueTickets: counts.overdue,
        ...slaFigures(group.tickets),
      };
    }
    return {
      ...base,
      TotalAssignedTickets: counts.total,
      OpenCount: counts.open,
      ClosedCount: counts.closed,
      OverdueCount: counts.overdue,
      ClosedPercentage: percentage(counts.closed, counts.total),
      OverduePercentage: percentage(counts.overdue, counts.total),
    };
  });
  const sortField = inputs.orderBy ?? 'TotalTickets';
  const sign = inputs.orderDirection === 'asc' ? 1 : -1;
  const value = (row: Record<string, unknown>) => row[sortField] as string | number | undefined;
  rows.sort((a, b) => {
    const left = value(a) ?? '';
    const right = value(b) ?? '';
    return left < right ? -sign : left > right ? sign : 0;
  });
  const all = countTickets(
    tickets.map((ticket) => figureOf(ticket.row)),
    now,
  );
  return {
    GrandTotal: all.total,
    GrandOpenTotal: all.open,
    GrandClosedCount: all.closed,
    GrandClosedPercentage: percentage(all.closed, all.total),
    GrandOverdueCount: all.overdue,
    GrandOverDuePercentage: percentage(all.overdue, all.total),
    ...(isHelpTopicView(view) ? { GrandOpenPercentage: percentage(all.open, all.total) } : {}),
    Data: rows.map((row, index) => ({ SNo: index + 1, ...row })),
  };
}

export async function agingFor(
  caller: Caller,
  view: AnalyticsView,
  inputs: AnalyticsInputs & { rowKey?: string },
  now = Date.now(),
) {
  checkRange(inputs);
  const tickets = await ticketsOf(caller, view, inputs);
  const teamIds = [...new Set(tickets.flatMap((ticket) => ticket.teams))];
  const teamNames = new Map([...(await getTeams(teamIds)).values()].map((team) => [team.id, team.teamName]));
  const groups = await groupTickets(view, tickets, teamNames);
  const group = inputs.rowKey ? groups.find((entry) => entry.key === inputs.rowKey) : undefined;
  const chosen = group ? group.tickets : tickets.map((ticket) => figureOf(ticket.row));
  return { DepartmentName: group?.labels.DepartmentName ?? '', ...agingOf(chosen, now) };
}

const exportFields = (view: AnalyticsView) => {
  const label = {
    department: ['DepartmentName'],
    helpTopic: ['DepartmentName', 'HelpTopicName'],
    agent: ['AgentName'],
    team: ['TeamName'],
  }[groupingOf(view)];
  return isSlaView(view)
    ? [
        'SNo',
        ...label,
        'TotalTickets',
        'OpenTickets',
        'ClosedTickets',
        'OverdueTickets',
        'AverageSLA',
        'CompletedDays',
        'Difference',
      ]
    : [
        'SNo',
        ...label,
        'TotalTickets',
        'OpenCount',
        'ClosedCount',
        'OverdueCount',
        'ClosedPercentage',
        'OverduePercentage',
      ];
};

export async function analyticsCsv(caller: Caller, view: AnalyticsView, inputs: AnalyticsInputs) {
  const answer = await analyticsFor(caller, view, inputs);
  const rows = answer.Data.map((row) => row as unknown as Record<string, string | number>);
  return csvLink(caller, `${view.label}.csv`, rows, exportFields(view));
}
