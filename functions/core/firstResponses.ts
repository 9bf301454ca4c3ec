import { dayRowsOf, type TicketRow } from '../db/ticketRows';
import { rowsOfRange } from './rowsOfDays';
import type { CreatedRange, ListFilters } from './ticketLists';

/**
 * The first response of rows read from a person's or a queue partition. Only the day row keeps it
 * (db/ticketRows.ts rowPuts: the first reply then rewrites one row, not every person's), so a list
 * read from those partitions that sorts or filters by it, and an analytics view that counts it,
 * take it from the day rows: by key (half a unit each) for a few rows, else the range's day rows
 * with only those two fields.
 */

/** Past this many rows, the range's day rows cost less than reading each row's by key. */
const BY_KEY_LIMIT = 2_000;

export const usesFirstResponse = (filters: Pick<ListFilters, 'orderBy' | 'isFirstResponseBreached'>): boolean =>
  filters.orderBy === 'firstResponseAt' || Boolean(filters.isFirstResponseBreached);

/** The rows with the first response of their day rows (rows that keep it are left as they are). */
export async function withFirstResponses(rows: TicketRow[], range?: CreatedRange): Promise<TicketRow[]> {
  const elsewhere = rows.filter((row) => row.firstResponseElsewhere);
  if (elsewhere.length === 0) return rows;
  const dayRows =
    range && elsewhere.length > BY_KEY_LIMIT
      ? await rowsOfRange(range, ['firstResponseDueDate', 'firstResponseAt'])
      : await dayRowsOf(elsewhere);
  const byId = new Map(dayRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    if (!row.firstResponseElsewhere) return row;
    const day = byId.get(row.id);
    return {
      ...row,
      firstResponseDueDate: day?.firstResponseDueDate ?? null,
      firstResponseAt: day?.firstResponseAt ?? null,
      firstResponseElsewhere: undefined,
    };
  });
}

/** The rows as `filters` need them: with their first response when the list sorts or filters by it. */
export const rowsForFilters = (rows: TicketRow[], filters: ListFilters, range?: CreatedRange) =>
  usesFirstResponse(filters) ? withFirstResponses(rows, range) : Promise.resolve(rows);
