import { batchWrite } from './batch';
import { dayCountKey, dayOfCountKey, dayOfDigestKey, sortDigestKey } from './keys';
import { batchGetAll, updateIf } from './query';
import type { TicketRecord } from './ticketRecord';
import { rowAttributes } from './ticketRows';

/**
 * Sort digests: for each past creation day and each column no index or counter orders, the day's
 * first tickets in that column's order, each way (core/sortDigests.ts decides what they hold). A
 * sort over 180 days then reads 180 small items instead of every row of the range.
 *
 * A digest holds while its day is as it was when the digest was made. The day's count item says
 * so: `tickets` counts its tickets and `rv` counts the changes to a digested value of its rows
 * (`digestedValuesChanged`, added in the change's own transaction, usually to an update of that
 * item it makes anyway); `dg` is the `rv:tickets` the digests were made at.
 */

/** The row attributes (ticketRows.ts) of the digested columns: a change to one of them moves `rv`. */
const DIGESTED_ROW_ATTRIBUTES = ['s', 'b', 'sc', 'fn', 'm', 'due', 'cd', 'cb', 'fr'] as const;

/** Whether a change moves a value a sort digest of the ticket's creation day may hold. */
export function digestedValuesChanged(before: TicketRecord, after: TicketRecord): boolean {
  const was = rowAttributes(before);
  const is = rowAttributes(after);
  return DIGESTED_ROW_ATTRIBUTES.some((name) => was[name] !== is[name]);
}

/** The name of the count item's change counter that `digestedValuesChanged` moves. */
export const DIGESTED_CHANGES = 'rv';

/** One column's digest of one day: [sort value, ticket number] pairs, each way. */
export interface SortDigest {
  day: string;
  column: string;
  ascending: [string, string][];
  descending: [string, string][];
}

/** What a day's count item says of its digests. */
export interface DayDigestState {
  tickets: number;
  /** The state the digests must be made at (`rv:tickets`). */
  stamp: string;
  /** Whether the digests were made at that state. */
  current: boolean;
}

/** The count items of these days, as digest states (days without tickets are left out). */
export async function dayDigestStates(days: string[]): Promise<Map<string, DayDigestState>> {
  const states = new Map<string, DayDigestState>();
  for (const item of await batchGetAll(days.map(dayCountKey))) {
    const tickets = Number(item.tickets ?? 0);
    if (tickets <= 0) continue;
    const stamp = `${Number(item[DIGESTED_CHANGES] ?? 0)}:${tickets}`;
    states.set(dayOfCountKey(String(item.PK)), { tickets, stamp, current: item.dg === stamp });
  }
  return states;
}

const entriesOf = (text: unknown): [string, string][] => (typeof text === 'string' ? JSON.parse(text) : []);

/** The stored digests of one column for these days (a day whose digest is missing is left out). */
export async function getSortDigests(column: string, days: string[]): Promise<Map<string, SortDigest>> {
  const items = await batchGetAll(days.map((day) => sortDigestKey(day, column)));
  return new Map(
    items.map((item) => {
      const day = dayOfDigestKey(String(item.PK));
      return [day, { day, column, ascending: entriesOf(item.a), descending: entriesOf(item.z) }];
    }),
  );
}

/**
 * Stores a day's digests, then stamps its count item with the state they were made at, on the
 * condition that the day is still in that state: false when it changed meanwhile (the digests
 * then stay unstamped, and readers read that day's rows until the next run makes them again).
 */
export async function putSortDigests(day: string, state: DayDigestState, digests: SortDigest[]): Promise<boolean> {
  await batchWrite(
    digests.map((digest) => ({
      PutRequest: {
        Item: {
          ...sortDigestKey(day, digest.column),
          a: JSON.stringify(digest.ascending),
          z: JSON.stringify(digest.descending),
        },
      },
    })),
  );
  const [changes, tickets] = state.stamp.split(':').map(Number);
  return updateIf({
    Key: dayCountKey(day),
    UpdateExpression: 'SET dg = :stamp',
    ConditionExpression: `tickets = :tickets AND ${changes === 0 ? 'attribute_not_exists(#rv)' : '#rv = :changes'}`,
    ExpressionAttributeNames: { '#rv': DIGESTED_CHANGES },
    ExpressionAttributeValues: {
      ':stamp': state.stamp,
      ':tickets': tickets,
      ...(changes === 0 ? {} : { ':changes': changes }),
    },
  });
}
