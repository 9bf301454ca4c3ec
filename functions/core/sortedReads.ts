import { planRange } from '../../shared/domain/rangePlan';
import { type SortIndexedColumn, sortedTicketsOfMonth, sortIndexComplete } from '../db/ticketIndexes';
import { newestRowsOfDay, rowsOfDay, type TicketRow } from '../db/ticketRows';
import { assignedCountsByDay, dayCountItems } from '../db/ticketStats';
import { getUsers } from '../db/users';
import { referenceData } from './reference';
import { type DayShare, ticketsCreatedIn } from './rowsOfDays';
import { type CreatedRange, daysInRange, type ListFilters } from './ticketLists';

/** Issue 22: sorts without filters read in their order, from a sort index or through the counters. */

/**
 * A sort by department or assignee without filters, read through the counters
 * instead of every row. Such a sort lists groups of equal values (each group's tickets by number),
 * and the creation days' counters say how many tickets of each group each day holds. So the page's
 * groups are known before a row is read, and each group is read newest (or oldest) day first, only
 * as far as the page needs, skipping the days that hold none of it.
 */

/** The columns sorted through counters, as `orderBy` names them. */
export const COUNTED_SORT_COLUMNS = ['department', 'assigneeFullName'] as const;
type CountedSortColumn = (typeof COUNTED_SORT_COLUMNS)[number];
export const isCountedSortColumn = (orderBy: string | undefined): orderBy is CountedSortColumn =>
  (COUNTED_SORT_COLUMNS as readonly string[]).includes(orderBy ?? '');

/** One group of equal sort values: which rows are in it and how many each day holds. */
interface SortGroup {
  /** The sort value, as the in-memory sort compares it (ticketLists' sortColumns). */
  value: string;
  keep: (row: TicketRow) => boolean;
  shares: Map<string, DayShare>;
  total: number;
}

/** A member of a group, by the row's value of the column (department or assignee id, or status). */
interface GroupedCounts {
  /** Whole days: tickets per member, and the day's ticket count. Undefined when a counter is missing. */
  perDay: Map<string, { members: Map<string, number>; tickets: number }>;
  /** The group value of each member (read once every member, cut days' included, is known). */
  valuesOf: (members: string[]) => Promise<(member: string) => string>;
  /** The member a row belongs to. */
  memberOf: (row: TicketRow) => string;
}

/** The counts of a day item whose names start with `prefix`, by member; undefined when they do not cover the day. */
function splitOf(item: Record<string, number>, prefix: string): Map<string, number> | undefined {
  const members = new Map<string, number>();
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(prefix) && value > 0) members.set(name.slice(prefix.length), value);
  }
  const sum = [...members.values()].reduce((total, count) => total + count, 0);
  return sum === (item.tickets ?? 0) ? members : undefined;
}

async function countsOfDaySplit(days: string[], prefix: 'd:') {
  const items = await dayCountItems(days);
  const perDay: GroupedCounts['perDay'] = new Map();
  for (const day of days) {
    const item = items.get(day) ?? { tickets: 0 };
    const members = splitOf(item, prefix);
    // A day counted before the split counters existed: this way cannot answer.
    if (!members) return undefined;
    perDay.set(day, { members, tickets: item.tickets ?? 0 });
  }
  return perDay;
}

async function departmentCounts(days: string[]): Promise<GroupedCounts | undefined> {
  const [perDay, reference] = await Promise.all([countsOfDaySplit(days, 'd:'), referenceData()]);
  if (!perDay) return undefined;
  return {
    perDay,
    valuesOf: async () => (departmentId) => (reference.departmentNames.get(departmentId) ?? '').toLowerCase(),
    memberOf: (row) => row.departmentId,
  };
}

/** Assigned tickets are counted per creation day, assignee and department; the rest are unassigned (''). */
async function assigneeCounts(days: string[]): Promise<GroupedCounts | undefined> {
  const perDay: GroupedCounts['perDay'] = new Map();
  const memberOf = (row: TicketRow) => row.assigneeId ?? '';
  const valuesOf = async (assigneeIds: string[]) => {
    const users = await getUsers(assigneeIds.filter(Boolean));
    return (assigneeId: string) => (users.get(assigneeId)?.fullName ?? '').toLowerCase();
  };
  if (days.length === 0) return { perDay, valuesOf, memberOf };
  const [items, assigned] = await Promise.all([dayCountItems(days), assignedCountsByDay(days[0], days.at(-1) ?? '')]);
  for (const day of days) {
    const tickets = items.get(day)?.tickets ?? 0;
    const members = new Map<string, number>();
    for (const count of assigned.get(day) ?? []) {
      members.set(count.assigneeId, (members.get(count.assigneeId) ?? 0) + count.tickets);
    }
    const unassigned = tickets - [...members.values()].reduce((sum, count) => sum + count, 0);
    if (unassigned < 0) return undefined;
    if (unassigned > 0) members.set('', unassigned);
    perDay.set(day, { members, tickets });
  }
  return { perDay, valuesOf, memberOf };
}

const countsOf: Record<CountedSortColumn, (days: string[]) => Promise<GroupedCounts | undefined>> = {
  department: departmentCounts,
  assigneeFullName: assigneeCounts,
};

/** The groups of the range in the sort's order: counters for whole days, rows for the cut ones. */
async function sortGroups(column: CountedSortColumn, range: CreatedRange, descending: boolean) {
  const plan = planRange(range.start, range.end);
  const days = daysInRange(range);
  const wholeDays = days.filter((day) => !plan.partialDays.includes(day));
  const [counts, cutRows] = await Promise.all([
    countsOf[column](wholeDays),
    Promise.all(
      plan.partialDays
        .filter((day) => days.includes(day))
        .map(async (day) => [day, await rowsOfDay(day, range)] as const),
    ),
  ]);
  if (!counts) return undefined;
  // Cut days are counted from their rows within the range (their counters hold the whole day).
  for (const [day, rows] of cutRows) {
    const members = new Map<string, number>();
    for (const row of rows) members.set(counts.memberOf(row), (members.get(counts.memberOf(row)) ?? 0) + 1);
    counts.perDay.set(day, { members, tickets: rows.length });
  }
  const everyMember = new Set([...counts.perDay.values()].flatMap(({ members }) => [...members.keys()]));
  const groupValueOf = await counts.valuesOf([...everyMember]);
  const groups = new Map<string, { members: Set<string>; shares: Map<string, DayShare>; total: number }>();
  for (const [day, { members, tickets }] of counts.perDay) {
    for (const [member, count] of members) {
      const value = groupValueOf(member);
      const group = groups.get(value) ?? { members: new Set<string>(), shares: new Map(), total: 0 };
      group.members.add(member);
      const share = group.shares.get(day) ?? { kept: 0, all: tickets };
      share.kept += count;
      group.shares.set(day, share);
      group.total += count;
      groups.set(value, group);
    }
  }
  const ordered: SortGroup[] = [...groups].map(([value, group]) => ({
    value,
    keep: (row: TicketRow) => group.members.has(counts.memberOf(row)),
    shares: group.shares,
    total: group.total,
  }));
  ordered.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0) * (descending ? -1 : 1));
  return ordered;
}

/**
 * Rows read past what a group needs: ticket numbers are drawn as tickets are created, but two
 * created in the same moment may take their numbers and times in opposite orders.
 */
const NUMBER_ORDER_SLACK = 10;

/**
 * The first `wanted` ticket ids in the sort's order and the range's total, or undefined when a
 * counter this way needs is missing. Within a group tickets go by number, which is their creation
 * order (the product draws numbers as it creates tickets), so the groups the page needs are read
 * together, day by day in the sort's direction, each day once and only as far as they need it.
 */
export async function countedSortIds(
  column: CountedSortColumn,
  range: CreatedRange,
  filters: Pick<ListFilters, 'orderDirection'>,
  wanted: number,
): Promise<{ ids: string[]; total: number } | undefined> {
  const descending = filters.orderDirection !== 'asc';
  const groups = await sortGroups(column, range, descending);
  if (!groups) return undefined;
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  // The groups the first `wanted` positions fall in, and how many of each they take.
  const taken: { group: SortGroup; count: number; found: string[]; left: number }[] = [];
  let positions = wanted;
  for (const group of groups) {
    if (positions <= 0) break;
    const count = Math.min(group.total, positions);
    taken.push({ group, count, found: [], left: Math.min(group.total, count + NUMBER_ORDER_SLACK) });
    positions -= count;
  }
  const days = daysInRange(range);
  for (const day of descending ? days.reverse() : days) {
    const open = taken.filter((entry) => entry.left > 0);
    if (open.length === 0) break;
    const here = open.reduce((sum, entry) => sum + Math.min(entry.left, entry.group.shares.get(day)?.kept ?? 0), 0);
    if (here === 0) continue;
    const share = open.reduce((sum, entry) => sum + (entry.group.shares.get(day)?.kept ?? 0), 0);
    const all = Math.max(...open.map((entry) => entry.group.shares.get(day)?.all ?? 0));
    // A row is kept while its group still needs rows; each group takes its rows in the day's order.
    const keep = (row: TicketRow) => {
      const entry = open.find((candidate) => candidate.left > 0 && candidate.group.keep(row));
      if (!entry) return false;
      entry.found.push(row.id);
      entry.left -= 1;
      return true;
    };
    await newestRowsOfDay(day, range, here, keep, Math.ceil((here * all) / share) + 10, !descending);
  }
  const ids = taken.flatMap(({ found, count }) =>
    found.sort((a, b) => (Number(a) - Number(b)) * (descending ? -1 : 1)).slice(0, count),
  );
  return { ids, total };
}

/**
 * A sort on an indexed column without filters: each creation month's index is read in order only as
 * far as the page, merged, and the total comes from the day counters. Undefined when the column
 * has no complete index.
 */
export async function sortIndexIds(
  column: SortIndexedColumn,
  range: CreatedRange,
  filters: Pick<ListFilters, 'orderDirection'>,
  wanted: number,
) {
  if (!(await sortIndexComplete(column))) return undefined;
  const descending = filters.orderDirection !== 'asc';
  const months = [...new Set(daysInRange(range).map((day) => day.slice(0, 7)))];
  const [total, perMonth] = await Promise.all([
    ticketsCreatedIn(range),
    Promise.all(months.map((month) => sortedTicketsOfMonth(column, month, range, wanted, descending))),
  ]);
  // Sort keys are plain ASCII ordered as the in-memory sort orders values (db/keys): merged by them.
  const ids = perMonth
    .flat()
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0) * (descending ? -1 : 1))
    .slice(0, wanted)
    .map((entry) => entry.id);
  return { ids, total };
}
