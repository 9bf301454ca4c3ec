import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, PAGE_SIZE, type SortState } from '@/components/DataTable';
import { LoadingRows } from '@/components/LoadingRows';
import { PageShell } from '@/components/PageShell';
import { type ListQuery, listTableProps } from '@/components/usePagedTable';
import { useExportAction } from '@/hooks/useExportAction';
import { type SavedFilters, type SettingType, useSavedFilters } from '@/hooks/useSavedFilters';
import { useWorkListState } from '@/hooks/useWorkListState';
import { readSession } from '@/lib/session';
import { type WorkListParams, workListParams, workListQuery } from '@/lib/workListFilters';
import { EmptyTicketList } from './EmptyTicketList';
import { ListShortcuts } from './ListShortcuts';
import { TICKET_CARD_COLUMNS } from './ticketColumns';

/** The filter bar is its own chunk, requested at once: it arrives while the saved filters are read. */
const filterBarModule = import('./WorkListFilterBar');
const WorkListFilterBar = lazy(async () => ({ default: (await filterBarModule).WorkListFilterBar }));

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** A page of a work list as asked of the server: the filters, page, sort and search. */
export type WorkListRequest = ReturnType<typeof workListQuery>;

export interface WorkListPageProps<Row> {
  /** The page title, also the table's accessible name. */
  title: string;
  /** Under which setting type the list's filters are saved. */
  savedAs: SettingType;
  defaultSort: SortState;
  /** Reads one page (the list's query hook), given the signed-in agent's email. */
  useRows(request: WorkListRequest, email: string | undefined): ListQuery<{ tickets: Row[]; totalItems: number }>;
  /** Export: downloads the rows the shown filters select. */
  exportRows(params: WorkListParams & { loggedInUserEmail?: string }): Promise<void>;
  columns: DataTableColumn<Row>[];
  rowId(row: Row): string;
  emptyMessage: string;
  /** Escalated Tickets: the Overdue and Escalated Date filters too. */
  escalationFilters?: boolean;
  /** Rows can be selected (a new query or page selects none). */
  selectable?: boolean;
}

function WorkList<Row>({ saved, ...props }: WorkListPageProps<Row> & { saved: SavedFilters }) {
  const styles = useStyles();
  const email = useMemo(() => readSession('email') ?? undefined, []);
  const list = useWorkListState(saved, props.defaultSort);
  const request = useMemo(() => workListQuery(list.applied, list.view, PAGE_SIZE), [list.applied, list.view]);
  const rows = props.useRows(request, email);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const { exporting, onExport } = useExportAction(() =>
    props.exportRows({ ...workListParams(list.filters), loggedInUserEmail: email }),
  );
  /** A new query or page: nothing selected. */
  const then =
    <Args extends unknown[]>(action: (...args: Args) => void) =>
    (...args: Args) => {
      setSelectedIds([]);
      action(...args);
    };

  return (
    <div className={styles.list}>
      <Suspense fallback={<Spinner size="small" label="Loading filters..." />}>
        <WorkListFilterBar
          filters={list.filters}
          onStatusChange={list.setStatus}
          onCreatedChange={list.setCreated}
          onOverdueChange={props.escalationFilters ? list.setOverdue : undefined}
          onEscalatedChange={props.escalationFilters ? list.setEscalated : undefined}
          actions={{
            onFilter: then(() => {
              if (list.apply()) void rows.mutate();
            }),
            onExport,
            onClear: saved.clear,
            exporting,
            clearing: saved.clearing,
          }}
        />
      </Suspense>
      <DataTable
        ariaLabel={props.title}
        columns={props.columns}
        rowId={props.rowId}
        {...listTableProps(rows, (data) => data.tickets)}
        page={list.view.page}
        onPageChange={then(list.setPage)}
        sort={list.view.sort}
        onSortChange={then(list.setSort)}
        onSearchChange={then(list.setSearch)}
        initialSearch={list.view.search}
        searchPlaceholder="Search"
        selectable={props.selectable}
        selectedIds={props.selectable ? selectedIds : undefined}
        onSelectionChange={props.selectable ? setSelectedIds : undefined}
        cardColumns={TICKET_CARD_COLUMNS}
        emptyMessage={
          // After a search, name it and offer to clear it, as the ticket lists do (EmptyTicketList).
          list.view.search.trim() ? (
            <EmptyTicketList
              // Only the created range: these lists name no other filter in their empty state.
              applied={{ created: list.applied.created }}
              search={list.view.search}
              onClearSearch={then(() => list.setSearch(''))}
            />
          ) : (
            props.emptyMessage
          )
        }
      />
    </div>
  );
}

/**
 * The skeleton of the agents' work lists (Escalated Tickets, Transfer Request; tickets spec 2.3,
 * 2.4): the saved filters read first, then the filter bar with Filter / Export / Clear Filter over
 * the server-paged table; `?` lists the list's shortcuts.
 */
export function WorkListPage<Row>(props: WorkListPageProps<Row>) {
  const saved = useSavedFilters(props.savedAs);
  return (
    <PageShell title={props.title}>
      {saved.ready ? <WorkList saved={saved} {...props} /> : <LoadingRows />}
      <ListShortcuts />
    </PageShell>
  );
}
