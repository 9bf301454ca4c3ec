import { lastId } from '../db/idSequences';
import { markSortIndexesComplete, putMissingItems, ticketIndexItems } from '../db/ticketIndexes';
import { getTickets } from '../db/tickets';

/**
 * `npm run tenant -- backfill-search`: the search and sort index items of tickets created before
 * the indexes existed (or whose items went missing). Tickets are walked by number, 100 a batch
 * read, from 1 to the ticket counter (no Scan: DESIGN forbids it everywhere); each batch's items
 * are read first and only the missing ones are put, so a second run puts nothing. At the end the
 * sort indexes are marked complete: a sort by subject reads its index from then on (before, it
 * reads every row of the range, as a ticket without its item would be missing from the order).
 */

export interface BackfillProgress {
  /** Ticket numbers looked at so far (1 to `throughNumber`). */
  throughNumber: number;
  /** Tickets found among them (numbers of tickets never created are skipped). */
  tickets: number;
  /** Index items put so far. */
  written: number;
}

const TICKETS_PER_BATCH = 100;

export async function backfillSearchIndexes(
  progress: (state: BackfillProgress) => void = () => undefined,
): Promise<BackfillProgress & { highestNumber: number }> {
  const highestNumber = await lastId('TICKET');
  const state: BackfillProgress = { throughNumber: 0, tickets: 0, written: 0 };
  while (state.throughNumber < highestNumber) {
    const last = Math.min(highestNumber, state.throughNumber + TICKETS_PER_BATCH);
    const numbers = Array.from({ length: last - state.throughNumber }, (_, index) =>
      String(state.throughNumber + index + 1),
    );
    const tickets = [...(await getTickets(numbers)).values()];
    state.written += await putMissingItems(tickets.flatMap(ticketIndexItems));
    state.tickets += tickets.length;
    state.throughNumber = last;
    progress({ ...state });
  }
  // Tickets created while this ran have their items already (createTicket writes them).
  await markSortIndexesComplete();
  return { ...state, highestNumber };
}
