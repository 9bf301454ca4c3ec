import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { DataTable, PAGE_SIZE } from '@/components/DataTable';
import type { DateRangeText } from '@/components/dates';
import { noTicketsMessage } from '@/components/dates';
import { TICKET_CARD_COLUMNS, ticketColumns } from '@/components/tickets/ticketColumns';
import { listTableProps } from '@/components/usePagedTable';
import { useExportAction } from '@/hooks/useExportAction';
import { useListView } from '@/hooks/useListView';
import type { SavedFilters } from '@/hooks/useSavedFilters';
import { storedUserId } from '@/lib/session';
import {
  closedRangeSetting,
  createdRangeSetting,
  DEFAULT_SORT,
  departmentSetting,
  filterParams,
  filtersFromSaved,
  listQuery,
  type OverdueChoice,
  overdueSetting,
  type SavedSetting,
  statusSetting,
  type TicketListFilters,
} from '@/lib/ticketListFilters';
import { exportMyTickets, useDepartments, useMyTickets, useTicketOptions } from '../listApi';
import { BulkStatusUpdate } from './BulkStatusUpdate';
import { TicketFilterBar } from './TicketFilterBar';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** Where a ticket link returns to (sessionStorage previousPageLocation, tickets spec 2.7). */
export const MY_TICKETS_PATH = '/ticket';

const columns = ticketColumns(MY_TICKETS_PATH);

export interface MyTicketsListProps {
  saved: SavedFilters;
}

/**
 * My Tickets: the filters as shown (each change saved at once) and the filters applied to the table
 * (taken over by 'Filter Tickets'); both start from the saved settings, so the table loads with them.
 */
export function MyTicketsList({ saved }: MyTicketsListProps) {
  const styles = useStyles();
  const userId = useMemo(() => storedUserId() ?? undefined, []);
  const [filters, setFilters] = useState<TicketListFilters>(() => filtersFromSaved(saved.values));
  const [applied, setApplied] = useState<TicketListFilters>(filters);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  // A new page, sort or search selects nothing.
  const { view, showView, tableProps } = useListView(DEFAULT_SORT, () => setSelectedIds([]));

  const { data: departments } = useDepartments();
  const { data: options } = useTicketOptions();
  const request = useMemo(() => listQuery(applied, view, userId, PAGE_SIZE), [applied, view, userId]);
  const tickets = useMyTickets(request);

  const change = (next: Partial<TicketListFilters>, setting: SavedSetting | undefined) => {
    setFilters((current) => ({ ...current, ...next }));
    if (setting) saved.save(...setting);
  };

  const { exporting, onExport } = useExportAction(() =>
    exportMyTickets({ ...filterParams(filters), loggedInUserId: userId }),
  );

  const rows = tickets.data?.tickets ?? [];
  return (
    <div className={styles.list}>
      <TicketFilterBar
        filters={filters}
        departments={departments ?? []}
        onStatusChange={(statusIds) => change({ statusIds }, statusSetting(statusIds))}
        onCreatedChange={(created: DateRangeText) => change({ created }, createdRangeSetting(created))}
        onDepartmentChange={(departmentId) => change({ departmentId }, departmentSetting(departmentId))}
        onOverdueChange={(overdue: OverdueChoice) => change({ overdue }, overdueSetting(overdue))}
        onClosedChange={(closed: DateRangeText) => change({ closed }, closedRangeSetting(closed))}
        onFilter={() => {
          setApplied(filters);
          showView({});
        }}
        onExport={onExport}
        onClear={saved.clear}
        exporting={exporting}
        clearing={saved.clearing}
      />
      <DataTable
        ariaLabel="My Tickets"
        columns={columns}
        {...listTableProps(tickets, () => rows)}
        rowId={(row) => row.id}
        {...tableProps}
        searchPlaceholder="Search"
        selectable
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        cardColumns={TICKET_CARD_COLUMNS}
        emptyMessage={noTicketsMessage(applied.created)}
        toolbar={
          <BulkStatusUpdate
            statuses={options?.settableStatuses ?? []}
            selectedIds={selectedIds}
            onUpdated={() => {
              setSelectedIds([]);
              void tickets.mutate();
            }}
          />
        }
      />
    </div>
  );
}
