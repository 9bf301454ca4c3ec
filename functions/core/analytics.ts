import { type AnalyticsView, analyticsSortColumns, analyticsViews } from '../../shared/contract/analytics';
import {
  ANALYTICS_FOOTER_LABELS,
  type AnalyticsGrouping,
  addSums,
  agingOfSums,
  analyticsCell,
  analyticsColumns,
  analyticsFooterCell,
  analyticsGrouping,
  CUSTOMER_SATISFACTION_VIEW_ID,
  type FigureSums,
  type FigureTicket,
  figureContribution,
} from '../../shared/domain/analytics';
import { planRange } from '../../shared/domain/rangePlan';
import { meetsAccessLevel } from '../../shared/domain/roles';
import { coversTicket, type TeamCoverage, teamCoverage } from '../../shared/domain/teamCoverage';
import { getTeams, listTeams, type TeamRecord } from '../db/teams';
import { rowsOfDay, rowsOfPerson, type TicketRow } from '../db/ticketRows';
import { queryStats, type StatsEntry } from '../db/ticketStats';
import { getUsers } from '../db/users';
import type { Caller } from '../lib/auth';
import { mapWithConcurrency } from '../lib/concurrency';
import { badRequest, forbidden } from '../lib/errors';
import { type AnalyticsGroup, grandFigures, viewRow } from './analyticsRows';
import { csvLink } from './exports';
import { withFirstResponses } from './firstResponses';
import { referenceData } from './reference';

/**
 * Service Desk Analytics: the 13 views of the spec and Customer Satisfaction (issue 18). Each view picks its tickets (created in the range), groups
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
  groupBy?: Grouping;
}

const MAX_RANGE_MS = 367 * 86_400_000;

type Grouping = AnalyticsGrouping;
const isSatisfactionView = (view: AnalyticsView) => view.id === CUSTOMER_SATISFACTION_VIEW_ID;
/** What a row stands for: fixed per view, the caller's choice in Customer Satisfaction. */
const groupingOf = (view: AnalyticsView, inputs?: Pick<AnalyticsInputs, 'groupBy'>): Grouping =>
  isSatisfactionView(view) ? (inputs?.groupBy ?? 'department') : analyticsGrouping(view.id);
const isHelpTopicView = (view: AnalyticsView) => groupingOf(view) === 'helpTopic';

export const viewById = (id: number) => analyticsViews.find((view) => view.id === id) as AnalyticsView;
export const viewByHandler = (handler: string) =>
  analyticsViews.find((view) => view.handler === handler) as AnalyticsView;

/** The counters of one assignee, department and help topic over the chosen range. */
type Entry = StatsEntry;

/** Adds an entry's counters into the one of the same assignee, department and help topic. */
function mergeEntry(into: Map<string, Entry>, entry: Entry): void {
  const id = `${entry.assigneeId}|${entry.departmentId}|${entry.helpTopicId}`;
  const known = into.get(id);
  if (known) addSums(known.sums, entry.sums);
  else into.set(id, { ...entry, sums: { ...entry.sums } });
}

const totalOf = (entries: Entry[]) => entries.reduce<FigureSums>((sums, entry) => addSums(sums, entry.sums), {});

const figureOf = (row: TicketRow): FigureTicket => ({
  status: row.status,
  createdAt: row.createdAt,
  dueDate: row.currentDueDate ?? row.dueDate,
  closedDate: row.closedDate,
  firstResponseDueDate: row.firstResponseDueDate,
  firstResponseAt: row.firstResponseAt,
  satisfaction: row.satisfaction,
  reopenedAfterNo: row.reopenedAfterNo,
});

/** Sums rows into entries per assignee, department and help topic. */
function entriesFromRows(rows: TicketRow[], into = new Map<string, Entry>()): Map<string, Entry> {
  for (const row of rows) {
    mergeEntry(into, {
      assigneeId: row.assigneeId ?? '',
      departmentId: row.departmentId,
      helpTopicId: row.helpTopicId,
      sums: figureContribution(figureOf(row)),
    });
  }
  return into;
}

const PARALLEL_AGENTS = 16;

/**
 * Tickets assigned to these agents and created in the range, as counters: whole months and days
 * from the stats buckets kept on write, the (at most two) days the range cuts from the day rows.
 */
async function assignedEntries(agentIds: string[], start: string, end: string): Promise<Entry[]> {
  if (agentIds.length === 0) return [];
  const plan = planRange(start, end);
  const merged = new Map<string, Entry>();
  const agents = new Set(agentIds);
  const partialRows = await Promise.all(
    plan.partialDays.map(async (day) =>
      (await rowsOfDay(day, { start, end })).filter((row) => row.assigneeId !== null && agents.has(row.assigneeId)),
    ),
  );
  entriesFromRows(partialRows.flat(), merged);
  const reads = (agentId: string) => [
    ...plan.dayRuns.map(([first, last]) => queryStats(agentId, 'D', first, last)),
    ...(plan.months ? [queryStats(agentId, 'M', plan.months[0], plan.months[1])] : []),
  ];
  const found = await mapWithConcurrency(agentIds, PARALLEL_AGENTS, async (agentId) =>
    (await Promise.all(reads(agentId))).flat(),
  );
  for (const entry of found.flat()) mergeEntry(merged, entry);
  return [...merged.values()];
}

async function chosenTeams(caller: Caller, ids: string[], ownOnly: boolean): Promise<TeamRecord[]> {
  const teams = [...(await getTeams(ids)).values()];
  if (ownOnly && !caller.flags.isCentralAdmin && teams.some((team) => !team.teamLeads.includes(caller.userId))) {
    throw forbidden('You can only see the analytics of teams you lead.');
  }
  return teams;
}

interface ViewEntries {
  entries: Entry[];
  /** For team views: the chosen teams each agent belongs to, and their names. */
  teamsOfAgent: Map<string, string[]>;
  teamNames: Map<string, string>;
  /** For team views: which tickets each chosen team counts (its agents in its departments). */
  teamCoverages?: Map<string, TeamCoverage>;
}

/** The view's tickets as counters, after the spec's input checks and the caller's scope. */
async function entriesOf(caller: Caller, view: AnalyticsView, inputs: AnalyticsInputs): Promise<ViewEntries> {
  const { startDate: start, endDate: end } = inputs;
  const teamIds = inputs.teamIds?.length ? inputs.teamIds : (inputs.teams ?? []);
  const departments = inputs.departmentIds?.length ? new Set(inputs.departmentIds) : undefined;
  const topics = inputs.helptopicIds?.length ? new Set(inputs.helptopicIds) : undefined;
  const inScope = (entry: Entry) =>
    (!departments || departments.has(entry.departmentId)) && (!topics || topics.has(entry.helpTopicId));
  const none = { teamsOfAgent: new Map<string, string[]>(), teamNames: new Map<string, string>() };

  if (view.id === 1) {
    // A person's own raised tickets: few enough to read row by row from their partition.
    const rows = (await rowsOfPerson(caller.userId, { start, end })).filter(
      (row) => row.userId === caller.userId || row.createdBy === caller.userId,
    );
    // First-response figures come from the day rows (a person's rows do not keep them).
    return { entries: [...entriesFromRows(await withFirstResponses(rows, { start, end })).values()], ...none };
  }
  if (view.id === 2 || view.id === 3) {
    return { entries: (await assignedEntries([caller.userId], start, end)).filter(inScope), ...none };
  }

  const central = [8, 9, 10, 11, 13].includes(view.id);
  const satisfaction = isSatisfactionView(view);
  if ((central || view.id === 12) && !departments)
    throw badRequest(view.id === 12 ? 'Department Name is mandatory' : 'Please select the Department Name');
  if (teamIds.length === 0 && !satisfaction)
    throw badRequest(central ? 'Please select the Associated Team' : 'Please select the Team Name');
  if (view.id === 9 && !topics) throw badRequest('Please select the Helptopic Name');
  if ((view.id === 10 || view.id === 11) && !inputs.agentsInTeam?.length)
    throw badRequest('Please select the Team Agent');

  let teams =
    satisfaction && teamIds.length === 0
      ? await listTeams()
      : await chosenTeams(caller, teamIds, !central && !satisfaction);
  if (inputs.leadIds?.length)
    teams = teams.filter((team) => team.teamLeads.some((lead) => inputs.leadIds?.includes(lead)));
  const teamsOfAgent = new Map<string, string[]>();
  for (const team of teams) {
    for (const userId of new Set(team.agentsMap.map((agent) => agent.userId)))
      teamsOfAgent.set(userId, [...(teamsOfAgent.get(userId) ?? []), team.id]);
  }
  let agents = [...teamsOfAgent.keys()];
  if (inputs.agentsInTeam?.length) agents = agents.filter((agent) => inputs.agentsInTeam?.includes(agent));
  // The tickets My Teams shows: assigned to the teams' agents in the teams' departments.
  const coverage = teamCoverage(teams);
  const entries = (await assignedEntries(agents, start, end)).filter(
    (entry) => inScope(entry) && coversTicket(coverage, entry.assigneeId, entry.departmentId),
  );
  return {
    entries,
    teamsOfAgent,
    teamNames: new Map(teams.map((team) => [team.id, team.teamName])),
    teamCoverages: new Map(teams.map((team) => [team.id, teamCoverage([team])])),
  };
}

type Group = AnalyticsGroup;

async function groupEntries(scoped: ViewEntries, grouping: Grouping): Promise<Group[]> {
  const reference = await referenceData();
  const groups = new Map<string, Group>();
  const add = (key: string, labels: Partial<Group['labels']>, sums: FigureSums) => {
    const group = groups.get(key) ?? {
      key,
      labels: { DepartmentName: '', HelpTopicName: '', AgentName: '', TeamName: '', ...labels },
      sums: {},
    };
    addSums(group.sums, sums);
    groups.set(key, group);
  };
  const agentNames =
    grouping === 'agent'
      ? await getUsers(scoped.entries.map((entry) => entry.assigneeId))
      : new Map<string, { fullName: string }>();
  for (const entry of scoped.entries) {
    const departmentName = reference.departmentNames.get(entry.departmentId) ?? entry.departmentId;
    if (grouping === 'department')
      add(`department:${entry.departmentId}`, { DepartmentName: departmentName }, entry.sums);
    else if (grouping === 'helpTopic') {
      const topic =
        reference.helpTopics.find((candidate) => candidate.id === entry.helpTopicId)?.helpTopicName ??
        entry.helpTopicId;
      add(`helpTopic:${entry.helpTopicId}`, { DepartmentName: departmentName, HelpTopicName: topic }, entry.sums);
    } else if (grouping === 'agent')
      add(
        `agent:${entry.assigneeId}`,
        { AgentName: agentNames.get(entry.assigneeId)?.fullName ?? entry.assigneeId },
        entry.sums,
      );
    else
      for (const team of scoped.teamsOfAgent.get(entry.assigneeId) ?? []) {
        const coverage = scoped.teamCoverages?.get(team);
        if (coverage && !coversTicket(coverage, entry.assigneeId, entry.departmentId)) continue;
        add(`team:${team}`, { TeamName: scoped.teamNames.get(team) ?? team }, entry.sums);
      }
  }
  return [...groups.values()];
}

function checkRange(inputs: AnalyticsInputs) {
  const span = Date.parse(inputs.endDate) - Date.parse(inputs.startDate);
  if (!(span >= 0)) throw badRequest('The start date must be before the end date.');
  if (span > MAX_RANGE_MS) throw badRequest('Please select a date range within 1 year');
}

/** Range bounds as canonical ISO strings, so they compare with stored dates and split into days. */
const canonicalRange = <T extends AnalyticsInputs>(inputs: T): T => ({
  ...inputs,
  startDate: new Date(inputs.startDate).toISOString(),
  endDate: new Date(inputs.endDate).toISOString(),
});

export async function analyticsFor(caller: Caller, view: AnalyticsView, given: AnalyticsInputs, now = Date.now()) {
  checkRange(given);
  const inputs = canonicalRange(given);
  const scoped = await entriesOf(caller, view, inputs);
  const groups = await groupEntries(scoped, groupingOf(view, inputs));
  const rows = groups.map((group) => viewRow(view.id, group, now));
  const sortField = inputs.orderBy && analyticsSortColumns.has(inputs.orderBy) ? inputs.orderBy : 'TotalTickets';
  const sign = inputs.orderDirection === 'asc' ? 1 : -1;
  const value = (row: Record<string, unknown>) => row[sortField] as string | number | undefined;
  rows.sort((a, b) => {
    const left = value(a) ?? '';
    const right = value(b) ?? '';
    return left < right ? -sign : left > right ? sign : 0;
  });
  return {
    ...grandFigures(view.id, totalOf(scoped.entries), now, isHelpTopicView(view)),
    Data: rows.map((row, index) => ({ SNo: index + 1, ...row })),
  };
}

/** The aging call serves every view: the caller must be allowed the view it names. */
export function agingOfView(caller: Caller, inputs: AnalyticsInputs & { view: number; rowKey?: string }) {
  const view = viewById(inputs.view);
  if (!meetsAccessLevel(caller.flags, view.access)) throw forbidden('You do not have access to this analytics view.');
  return agingFor(caller, view, inputs);
}

export async function agingFor(
  caller: Caller,
  view: AnalyticsView,
  given: AnalyticsInputs & { rowKey?: string },
  now = Date.now(),
) {
  checkRange(given);
  const inputs = canonicalRange(given);
  const scoped = await entriesOf(caller, view, inputs);
  const groups = await groupEntries(scoped, groupingOf(view, inputs));
  const group = inputs.rowKey ? groups.find((entry) => entry.key === inputs.rowKey) : undefined;
  const chosen = group ? group.sums : totalOf(scoped.entries);
  return { DepartmentName: group?.labels.DepartmentName ?? '', ...agingOfSums(chosen, now) };
}

export async function analyticsCsv(caller: Caller, view: AnalyticsView, inputs: AnalyticsInputs) {
  const answer = await analyticsFor(caller, view, inputs);
  // The screen's columns and headers, cells as the screen shows them (issue 21 item 25).
  const columns = analyticsColumns(view.id, groupingOf(view, inputs));
  const rows = answer.Data.map((row) =>
    Object.fromEntries(columns.map((column) => [column.header, analyticsCell(row, column.id)])),
  );
  // The screen's footer row under the rows: 'A', 'Total' and the grand figures.
  const [sNo, firstLabel, ...rest] = columns;
  if (rows.length > 0)
    rows.push({
      [sNo.header]: ANALYTICS_FOOTER_LABELS[0],
      [firstLabel.header]: ANALYTICS_FOOTER_LABELS[1],
      ...Object.fromEntries(rest.map((column) => [column.header, analyticsFooterCell(answer, column.id)])),
    });
  return csvLink(
    caller,
    `${view.label}.csv`,
    rows,
    columns.map((column) => column.header),
  );
}
