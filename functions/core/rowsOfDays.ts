import { planRange } from '../../shared/domain/rangePlan';
import { countRowsOfDay, newestRowsOfDay, rowsOfDay, type TicketRow } from '../db/ticketRows';
import { dayCounts } from '../db/ticketStats';
import { mapWithConcurrency } from '../lib/concurrency';
import { type CreatedRange, daysInRange } from './ticketLists';

/** A created range read across its UTC days: every row, the newest rows, the exact count. */

export const PARALLEL_PARTITION_READS = 16;

/** Rows of every day partition a created range touches, read a bounded number at a time. */
export async function rowsOfRange(
  range: { start: string; end: string },
  only?: (keyof TicketRow)[],
): Promise<TicketRow[]> {
  const parts = await mapWithConcurrency(daysInRange(range), PARALLEL_PARTITION_READS, (day) =>
    rowsOfDay(day, range, only),
  );
  return parts.flat();
}

/** Exact count of tickets created in the range: day counters, and the cut days counted row by row. */
export async function ticketsCreatedIn(range: CreatedRange, wholeDayCounts?: Map<string, number>): Promise<number> {
  const plan = planRange(range.start, range.end);
  const wholeDays = daysInRange(range).filter((day) => !plan.partialDays.includes(day));
  const [whole, partial] = await Promise.all([
    wholeDayCounts ?? dayCounts(wholeDays),
    Promise.all(plan.partialDays.map((day) => countRowsOfDay(day, range))),
  ]);
  return [...whole.values(), ...partial].reduce((sum, count) => sum + count, 0);
}

/** What the counters say of one UTC day: tickets a view keeps, out of how many rows the day holds. */
export interface DayShare {
  kept: number;
  all: number;
}

/**
 * The newest (or, with `oldestFirst`, the oldest) `wanted` rows of a created range that `keep`
 * accepts, reading day partitions in that order and only as far as needed. With `shares`, a day
 * known to hold none is skipped and each read asks for as many rows as the day's share says it
 * takes to find the rest.
 */
export async function newestRowsOfDays(
  range: CreatedRange,
  wanted: number,
  keep: (row: TicketRow) => boolean = () => true,
  shares?: Map<string, DayShare>,
  oldestFirst = false,
): Promise<TicketRow[]> {
  const found: TicketRow[] = [];
  const days = daysInRange(range);
  for (const day of oldestFirst ? days : days.reverse()) {
    const share = shares?.get(day);
    if (shares && !share?.kept) continue;
    const missing = wanted - found.length;
    const batch = share ? Math.ceil((missing * Math.max(share.all, share.kept)) / share.kept) + 10 : missing;
    found.push(...(await newestRowsOfDay(day, range, missing, keep, batch, oldestFirst)));
    if (found.length >= wanted) break;
  }
  return found;
}
