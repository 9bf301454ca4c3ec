import { sortItems, subjectWordKeys } from './ticketIndexes';
import { threadEntryItem, ticketItem } from './ticketItems';
import type { ThreadEntryRecord, TicketRecord } from './ticketRecord';
import { rowPuts } from './ticketRows';

/**
 * Every item one stored ticket consists of (ticket, list rows, thread entries), for bulk loads
 * such as the bench's generated tenant. The application itself writes through the functions above.
 */
export function ticketImportItems(ticket: TicketRecord, entries: ThreadEntryRecord[]): Record<string, unknown>[] {
  const puts = [...rowPuts(ticket), ...entries.map((entry, index) => threadEntryItem(entry, index))];
  return [
    ticketItem(ticket),
    ...puts.map((item) => item.Put?.Item as Record<string, unknown>),
    ...subjectWordKeys(ticket),
    ...sortItems(ticket),
  ];
}
