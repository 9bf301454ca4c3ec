import { TEAM_MESSAGES } from '../../shared/domain/adminRules';
import { planRange } from '../../shared/domain/rangePlan';
import { coversTicket, type TeamCoverage, teamCoverage } from '../../shared/domain/teamCoverage';
import { getTeam, getTeams, type TeamRecord, teamsLedBy } from '../db/teams';
import { newestRowsOfPerson, rowsOfDay, rowsOfPerson, type TicketRow } from '../db/ticketRows';
import { assignedCountsByDay } from '../db/ticketStats';
import type { Caller } from '../lib/auth';
import { mapWithConcurrency } from '../lib/concurrency';
import { forbidden, notFound } from '../lib/errors';
import { exportTickets } from './exports';
import { type DayShare, newestRowsOfDays, PARALLEL_PARTITION_READS } from './rowsOfDays';
import { agentsOf } from './teams';
import { walkNestedTeams } from './teamTree';
import { cachedWidePage, isNewestFirstOnly, pageOfIds } from './ticketListing';
import { type CreatedRange, createdRange, daysInRange, type ListFilters } from './ticketLists';

/**
 * My Teams: the tickets of a team are those assigned to one of its agents in one of its
 * departments; with nesting, the same for every team reached through its members' own teams.
 * (The decision is recorded in the contract, shared/contract/teams.ts.)
 */

const NOT_YOUR_TEAM_MESSAGE = 'You can only see the tickets of teams you lead.';
/** A compact row's size, to weigh reading day partitions against reading each agent's partition. */
const ROW_BYTES = 230;
/** Read units of an eventually consistent read of `bytes` (half a unit per started 4 KB). */
const readUnits = (bytes: number) => Math.max(0.5, Math.ceil(bytes / 4096) / 2);

export interface TeamTicketFilters extends ListFilters {
  teamId: string;
  showNestedTickets?: 'true' | 'false';
}

/** Teams led by any of these people, read in full. */
async function teamsLedByAny(leadIds: string[]): Promise<TeamRecord[]> {
  const led = (await Promise.all(leadIds.map((id) => teamsLedBy(id)))).flat();
  const teams = await getTeams(led.map((team) => team.teamId));
  return [...new Set(led.map((team) => team.teamId))].flatMap((id) => {
    const team = teams.get(id);
    return team ? [team] : [];
  });
}

/** The team the caller may read (a lead of it, or a central admin), and with nesting its sub-teams. */
async function teamsToRead(caller: Caller, teamId: string, nested: boolean): Promise<TeamRecord[]> {
  const team = await getTeam(teamId);
  if (!team) throw notFound(TEAM_MESSAGES.notFound);
  if (!team.teamLeads.includes(caller.userId) && !caller.flags.isCentralAdmin) throw forbidden(NOT_YOUR_TEAM_MESSAGE);
  if (!nested) return [team];
  return walkNestedTeams(team, { idOf: (each) => each.id, agentsOf, teamsLedBy: teamsLedByAny });
}

/** Every row of the view in the range, from the partition each agent holds their tickets in. */
async function teamRows(coverage: TeamCoverage, range: CreatedRange): Promise<TicketRow[]> {
  const parts = await mapWithConcurrency([...coverage.keys()], PARALLEL_PARTITION_READS, async (agent) =>
    (await rowsOfPerson(agent, range)).filter(
      (row) => row.assigneeId === agent && coversTicket(coverage, agent, row.departmentId),
    ),
  );
  return parts.flat();
}

const newestFirst = (a: TicketRow, b: TicketRow) =>
  b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id);

/**
 * Where the newest `wanted` rows of a view cost fewer read units, by the day shares and each agent's
 * ticket count: walking day partitions newest first (reading each day's rows until the view's are
 * found) or one newest-first read of each agent's own partition.
 */
export function cheaperRowSource(
  days: string[],
  shares: Map<string, DayShare>,
  agentTickets: Map<string, number>,
  wanted: number,
): 'days' | 'agents' {
  let daysCost = 0;
  let stillWanted = wanted;
  for (const day of [...days].reverse()) {
    const share = shares.get(day);
    if (!share?.kept || stillWanted <= 0) continue;
    daysCost += readUnits((Math.min(1, stillWanted / share.kept) * share.all + 10) * ROW_BYTES);
    stillWanted -= share.kept;
  }
  let agentsCost = 0;
  for (const tickets of agentTickets.values()) agentsCost += readUnits(Math.min(wanted, tickets) * ROW_BYTES);
  return agentsCost < daysCost ? 'agents' : 'days';
}

/**
 * The default view (newest first, no filter) without reading the whole range: the exact total from
 * the per-day assigned counts (the days the range cuts counted row by row), and the newest rows from
 * whichever is cheaper by those counts: day partitions (a large team holds most of each day) or each
 * agent's own partition (a small team holds a few rows of each day).
 */
async function newestTeamPage(coverage: TeamCoverage, range: CreatedRange, filters: ListFilters) {
  const days = daysInRange(range);
  const counts = await assignedCountsByDay(days[0], days[days.length - 1]);
  const shares = new Map<string, DayShare>();
  const agentTickets = new Map<string, number>();
  for (const [day, entries] of counts) {
    const share = { kept: 0, all: 0 };
    for (const entry of entries) {
      share.all += entry.tickets;
      if (!coversTicket(coverage, entry.assigneeId, entry.departmentId)) continue;
      share.kept += entry.tickets;
      agentTickets.set(entry.assigneeId, (agentTickets.get(entry.assigneeId) ?? 0) + entry.tickets);
    }
    shares.set(day, share);
  }
  const keep = (row: TicketRow) => coversTicket(coverage, row.assigneeId, row.departmentId);
  const cutDays = planRange(range.start, range.end).partialDays.filter((day) => shares.get(day)?.kept);
  const cutCounts = await Promise.all(
    cutDays.map(async (day) => {
      const rows = await rowsOfDay(day, range);
      return rows.filter(keep).length;
    }),
  );
  const totalItems =
    [...shares].reduce((sum, [day, share]) => sum + (cutDays.includes(day) ? 0 : share.kept), 0) +
    cutCounts.reduce((sum, count) => sum + count, 0);

  const wanted = (filters.page + 1) * filters.size;
  const agents = [...agentTickets.keys()];
  let rows: TicketRow[];
  if (cheaperRowSource(days, shares, agentTickets, wanted) === 'agents') {
    const parts = await mapWithConcurrency(agents, PARALLEL_PARTITION_READS, (agent) =>
      newestRowsOfPerson(agent, range, wanted, (row) => row.assigneeId === agent && keep(row), wanted + 5),
    );
    rows = parts.flat().sort(newestFirst);
  } else {
    rows = await newestRowsOfDays(range, wanted, keep, shares);
  }
  const start = filters.page * filters.size;
  return pageOfIds(
    rows.slice(start, start + filters.size).map((row) => row.id),
    filters.page,
    totalItems,
  );
}

async function teamViewOf(caller: Caller, filters: TeamTicketFilters) {
  const range = createdRange(filters);
  const teams = await teamsToRead(caller, filters.teamId, filters.showNestedTickets === 'true');
  return { range, coverage: teamCoverage(teams), bounded: { ...filters, startDate: range.start, endDate: range.end } };
}

/** My Teams: one of the caller's teams (optionally with nested teams), through the shared list engine. */
export async function teamTickets(caller: Caller, filters: TeamTicketFilters) {
  const { range, coverage, bounded } = await teamViewOf(caller, filters);
  const page = isNewestFirstOnly(bounded)
    ? await newestTeamPage(coverage, range, bounded)
    : await cachedWidePage('teamTickets', range, bounded, () => teamRows(coverage, range));
  return { teams: page.tickets, currentPage: page.currentPage, totalItems: page.totalItems };
}

export async function exportTeamTickets(caller: Caller, filters: TeamTicketFilters) {
  const { range, coverage, bounded } = await teamViewOf(caller, filters);
  return exportTickets(caller, 'team-tickets.csv', await teamRows(coverage, range), bounded);
}
