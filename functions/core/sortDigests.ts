import { planRange } from '@shared/domain/rangePlan';
import {
  type DayDigestState,
  dayDigestStates,
  getSortDigests,
  putSortDigests,
  type SortDigest,
} from '../db/sortDigests';
import { rowsOfDay, type TicketRow } from '../db/ticketRows';
import { mapWithConcurrency } from '../lib/concurrency';
import { PARALLEL_PARTITION_READS } from './rowsOfDays';
import {
  type CreatedRange,
  compareInListOrder,
  daysInRange,
  fieldsForSort,
  type ListFilters,
  MAX_RANGE_DAYS,
  sortValueOf,
} from './ticketLists';

/**
 * Sorts by the columns that have no sort index and that counters do not order well, without
 * filters, through
 * each past day's digest (db/sortDigests.ts): the day's first DIGEST_DEPTH tickets in the column's
 * order, each way. The first `wanted` (≤ DIGEST_DEPTH) tickets of a range are among the first
 * `wanted` of each of its days, so merging the digests gives exactly what sorting every row would.
 * Days a digest does not cover (today, the cut days at the range's ends, a day changed since its
 * digest was made) are read row by row. Nothing is written at create: the job below makes the
 * digests of days that ended or changed, every hour. Status is here rather than counted: its first
 * groups are often rare (a status few tickets hold), and a pass through the counters then read
 * most rows of the range (16,650 of 24,000 in a 40-day bench).
 *
 * First Response is digested too: its value changes once, at a ticket's first public agent reply,
 * which then counts the change on the day's count item in its own transaction (one more write on
 * that reply only; every later reply writes as before).
 */
export const DIGESTED_SORT_COLUMNS = [
  'ticketStatus',
  'branch',
  'level1DueDate',
  'schCol',
  'fullName',
  'mobile',
  'closedDate',
  'closedBy',
  'firstResponseAt',
] as const;
export type DigestedSortColumn = (typeof DIGESTED_SORT_COLUMNS)[number];
export const isDigestedSortColumn = (orderBy: string | undefined): orderBy is DigestedSortColumn =>
  DIGESTED_SORT_COLUMNS.some((column) => column === orderBy);

/** Tickets a digest keeps each way: a sort's first read (10 pages of 20). */
export const DIGEST_DEPTH = 200;

type Entry = [value: string, id: string];

const compareEntries = (descending: boolean) => (a: Entry, b: Entry) =>
  compareInListOrder({ key: a[0], id: a[1] }, { key: b[0], id: b[1] }, descending);

function entriesInOrder(rows: TicketRow[], column: DigestedSortColumn, descending: boolean): Entry[] {
  const value = sortValueOf(column);
  return rows.map((row): Entry => [String(value(row)), row.id]).sort(compareEntries(descending));
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The first `wanted` ticket numbers of the range in the column's order and the range's total, or
 * undefined when `wanted` is deeper than the digests keep.
 */
export async function digestSortIds(
  column: DigestedSortColumn,
  range: CreatedRange,
  filters: Pick<ListFilters, 'orderDirection'>,
  wanted: number,
): Promise<{ ids: string[]; total: number } | undefined> {
  if (wanted > DIGEST_DEPTH) return undefined;
  const descending = filters.orderDirection !== 'asc';
  const cut = planRange(range.start, range.end).partialDays;
  const days = daysInRange(range);
  const wholeDays = days.filter((day) => !cut.includes(day));
  const states = await dayDigestStates(wholeDays);
  const today = todayUtc();
  const digests = await getSortDigests(
    column,
    wholeDays.filter((day) => day < today && states.get(day)?.current),
  );
  const rowDays = days.filter((day) => cut.includes(day) || (states.has(day) && !digests.has(day)));
  const rowsByDay = await mapWithConcurrency(rowDays, PARALLEL_PARTITION_READS, (day) =>
    rowsOfDay(day, range, fieldsForSort(column)),
  );
  const entries = [
    ...[...digests.values()].flatMap((digest) => (descending ? digest.descending : digest.ascending)),
    ...entriesInOrder(rowsByDay.flat(), column, descending),
  ].sort(compareEntries(descending));
  const total =
    wholeDays.reduce((sum, day) => sum + (states.get(day)?.tickets ?? 0), 0) +
    rowDays.reduce((sum, day, index) => (cut.includes(day) ? sum + rowsByDay[index].length : sum), 0);
  return { ids: entries.slice(0, wanted).map((entry) => entry[1]), total };
}

/** A day's digests, one per digested column, from its rows. */
function digestsOfDay(day: string, rows: TicketRow[]): SortDigest[] {
  return DIGESTED_SORT_COLUMNS.map((column) => {
    const ascending = entriesInOrder(rows, column, false);
    return {
      day,
      column,
      ascending: ascending.slice(0, DIGEST_DEPTH),
      descending: ascending.slice(-DIGEST_DEPTH).reverse(),
    };
  });
}

/** How far back the job keeps digests: a year, and a longest range more. */
const DIGESTED_DAYS = 365 + MAX_RANGE_DAYS;
/** Days made per run at most, newest first (a year of a new table's history takes a few runs). */
const DAYS_PER_RUN = 60;
const DAY_MS = 86_400_000;
const digestedFields = [...new Set(DIGESTED_SORT_COLUMNS.flatMap((column) => fieldsForSort(column)))];

/**
 * The hourly job: makes the digests of every past day (within DIGESTED_DAYS) whose tickets changed
 * since its digests were made, or that has none yet, newest first, at most DAYS_PER_RUN a run.
 * `left` says how many such days wait for the next run.
 */
export async function runSortDigests(
  now = Date.now(),
): Promise<{ made: number; changedMeanwhile: number; left: number }> {
  const today = new Date(now).toISOString().slice(0, 10);
  const days = daysInRange({
    start: new Date(now - DIGESTED_DAYS * DAY_MS).toISOString(),
    end: new Date(now - DAY_MS).toISOString(),
  }).filter((day) => day < today);
  const states = await dayDigestStates(days);
  const due = days.filter((day) => states.has(day) && !states.get(day)?.current).reverse();
  const thisRun = due.slice(0, DAYS_PER_RUN);
  let changedMeanwhile = 0;
  await mapWithConcurrency(thisRun, 4, async (day) => {
    const state = states.get(day) as DayDigestState;
    const whole = { start: `${day}T00:00:00.000Z`, end: `${day}T23:59:59.999Z` };
    const rows = await rowsOfDay(day, whole, digestedFields);
    if (!(await putSortDigests(day, state, digestsOfDay(day, rows)))) changedMeanwhile += 1;
  });
  return { made: thisRun.length - changedMeanwhile, changedMeanwhile, left: due.length - thisRun.length };
}
