import { DataTable, type DataTableProps } from '@/components/DataTable';
import { type ListQuery, listTableProps } from '@/components/usePagedTable';
import { ListShortcuts } from './ListShortcuts';
import { TICKET_CARD_COLUMNS } from './ticketColumns';

export type TicketTableProps<Data extends { totalItems: number }, Row extends { id: string }> = Omit<
  DataTableProps<Row>,
  'rows' | 'rowId' | 'totalItems' | 'loading' | 'error' | 'onRetry' | 'cardColumns'
> & {
  /** The list's query hook answer. */
  list: ListQuery<Data>;
  rowsOf(data: Data): readonly Row[];
};

/**
 * A server-paged table of tickets (My Tickets, All Tickets, the queue, team and work lists): rows by
 * ticket id, a search box, on a phone each ticket as a card, and `?` listing the list's shortcuts.
 */
export function TicketTable<Data extends { totalItems: number }, Row extends { id: string }>({
  list,
  rowsOf,
  searchPlaceholder = 'Search',
  ...props
}: TicketTableProps<Data, Row>) {
  return (
    <>
      <DataTable
        rowId={(row) => row.id}
        {...listTableProps(list, rowsOf)}
        searchPlaceholder={searchPlaceholder}
        cardColumns={TICKET_CARD_COLUMNS}
        {...props}
      />
      <ListShortcuts />
    </>
  );
}
