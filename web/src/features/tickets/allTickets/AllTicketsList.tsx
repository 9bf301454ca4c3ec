import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { TicketRow } from '@shared/contract/tickets';
import { lazy, Suspense, useMemo, useState } from 'react';
import { type DataTableColumn, PAGE_SIZE } from '@/components/DataTable';
import type { DateRangeText } from '@/components/dates';
import { EmptyTicketList } from '@/components/tickets/EmptyTicketList';
import { TicketTable } from '@/components/tickets/TicketTable';
import { firstResponseColumn, ticketColumns } from '@/components/tickets/ticketColumns';
import { useFilteredListView } from '@/hooks/useListView';
import type { SavedFilters } from '@/hooks/useSavedFilters';
import {
  closedRangeSetting,
  createdRangeSetting,
  DEFAULT_SORT,
  departmentSetting,
  type OverdueChoice,
  overdueSetting,
  statusSetting,
} from '@/lib/ticketListFilters';
import { useDepartments } from '../listApi';
import { useAllHelpTopics, useAllTickets } from './allTicketsApi';
import {
  ALL_TICKETS_PATH,
  type AllTicketsFilters,
  type AllTicketsParams,
  type AssigneeFilter,
  allTicketsFiltersFromSaved,
  allTicketsParams,
  allTicketsQuery,
  assigneeSetting,
  frBreachedSetting,
  helpTopicAfterDepartment,
  helpTopicSetting,
} from './allTicketsFilters';

/**
 * The filter bar (date shortcuts menu, dropdowns, typeahead) is its own chunk, requested as soon as
 * this module runs: it arrives while the saved filters and the first page are being read.
 */
const filterBarModule = import('./AllTicketsFilterBar');
const AllTicketsFilterBar = lazy(async () => ({ default: (await filterBarModule).AllTicketsFilterBar }));
const ExportProgressDialog = lazy(async () => ({
  default: (await import('./ExportProgressDialog')).ExportProgressDialog,
}));

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * The My Tickets columns, with the help topic after the department (the list filters by it) and
 * First Response after Initial Due Date (issue 18).
 */
const columns: DataTableColumn<TicketRow>[] = (() => {
  const base = ticketColumns(ALL_TICKETS_PATH);
  const at = base.findIndex((column) => column.id === 'department') + 1;
  const helpTopic: DataTableColumn<TicketRow> = {
    id: 'helpTopic',
    header: 'Help Topic',
    render: (row) => row.helptopic.helpTopicName,
  };
  const withTopic = [...base.slice(0, at), helpTopic, ...base.slice(at)];
  const afterDue = withTopic.findIndex((column) => column.id === 'level1DueDate') + 1;
  return [...withTopic.slice(0, afterDue), firstResponseColumn, ...withTopic.slice(afterDue)];
})();

/**
 * All Tickets (tickets spec 2.5): the filters as shown (each change saved at once) and the filters
 * applied to the table (taken over by 'Filter Tickets'), both starting from the saved settings.
 */
export function AllTicketsList({ saved }: { saved: SavedFilters }) {
  const styles = useStyles();
  const { filters, applied, change, apply, view, tableProps } = useFilteredListView<AllTicketsFilters>(
    () => allTicketsFiltersFromSaved(saved.values),
    DEFAULT_SORT,
    { save: saved.save, rememberAs: saved.settingType },
  );
  /** The filters of the export under way (its progress dialog is open), if any. */
  const [exporting, setExporting] = useState<AllTicketsParams | null>(null);

  const { data: departments } = useDepartments();
  const { data: allTopics } = useAllHelpTopics();
  const helpTopics = useMemo(
    () => (allTopics ?? []).filter((topic) => !filters.departmentId || topic.departmentId === filters.departmentId),
    [allTopics, filters.departmentId],
  );
  const request = useMemo(() => allTicketsQuery(applied, view, PAGE_SIZE), [applied, view]);
  const tickets = useAllTickets(request);

  const changeDepartment = (departmentId: string) => {
    const helpTopicId = helpTopicAfterDepartment(filters.helpTopicId, departmentId, allTopics ?? []);
    change(
      { departmentId, helpTopicId },
      departmentSetting(departmentId),
      helpTopicId === filters.helpTopicId ? undefined : helpTopicSetting(helpTopicId),
    );
  };

  return (
    <div className={styles.list}>
      <Suspense fallback={<Spinner size="small" label="Loading filters..." />}>
        <AllTicketsFilterBar
          filters={filters}
          departments={departments ?? []}
          helpTopics={helpTopics}
          onStatusChange={(statusIds) => change({ statusIds }, statusSetting(statusIds))}
          onCreatedChange={(created: DateRangeText) => change({ created }, createdRangeSetting(created))}
          onDepartmentChange={changeDepartment}
          onHelpTopicChange={(helpTopicId) => change({ helpTopicId }, helpTopicSetting(helpTopicId))}
          onAssigneeChange={(assignee: AssigneeFilter | undefined) => change({ assignee }, assigneeSetting(assignee))}
          onOverdueChange={(overdue: OverdueChoice) => change({ overdue }, overdueSetting(overdue))}
          onFrBreachedChange={(frBreached: OverdueChoice) => change({ frBreached }, frBreachedSetting(frBreached))}
          onClosedChange={(closed: DateRangeText) => change({ closed }, closedRangeSetting(closed))}
          actions={{
            onFilter: () => {
              // The same query again still reads the tickets again (someone may have changed them).
              const same = JSON.stringify(allTicketsQuery(filters, { ...view, page: 0 })) === JSON.stringify(request);
              apply();
              if (same) void tickets.mutate();
            },
            onExport: () => setExporting(allTicketsParams(filters)),
            onClear: saved.clear,
            exporting: exporting !== null,
            clearing: saved.clearing,
          }}
        />
      </Suspense>
      <TicketTable
        ariaLabel="All Tickets"
        columns={columns}
        list={tickets}
        rowsOf={(data) => data.tickets}
        {...tableProps}
        emptyMessage={
          <EmptyTicketList applied={applied} search={view.search} onClearSearch={() => tableProps.onSearchChange('')} />
        }
      />
      {exporting && (
        <Suspense fallback={null}>
          <ExportProgressDialog params={exporting} onClose={() => setExporting(null)} />
        </Suspense>
      )}
    </div>
  );
}
