import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { PAGE_SIZE } from '@/components/DataTable';
import type { DateRangeText } from '@/components/dates';
import { EmptyTicketList } from '@/components/tickets/EmptyTicketList';
import { TicketTable } from '@/components/tickets/TicketTable';
import { ticketColumns } from '@/components/tickets/ticketColumns';
import { useExportAction } from '@/hooks/useExportAction';
import { useFilteredListView } from '@/hooks/useListView';
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
  statusSetting,
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
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  // A new page, sort or search selects nothing.
  const { filters, applied, change, apply, view, tableProps } = useFilteredListView(
    () => filtersFromSaved(saved.values),
    DEFAULT_SORT,
    { save: saved.save, onChange: () => setSelectedIds([]), rememberAs: saved.settingType },
  );

  const { data: departments } = useDepartments();
  const { data: options } = useTicketOptions();
  const request = useMemo(() => listQuery(applied, view, userId, PAGE_SIZE), [applied, view, userId]);
  const tickets = useMyTickets(request);

  const { exporting, onExport } = useExportAction(() =>
    exportMyTickets({ ...filterParams(filters), loggedInUserId: userId }),
  );

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
        actions={{ onFilter: apply, onExport, onClear: saved.clear, exporting, clearing: saved.clearing }}
      />
      <TicketTable
        ariaLabel="My Tickets"
        columns={columns}
        list={tickets}
        rowsOf={(data) => data.tickets}
        {...tableProps}
        selectable
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        emptyMessage={
          <EmptyTicketList applied={applied} search={view.search} onClearSearch={() => tableProps.onSearchChange('')} />
        }
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
