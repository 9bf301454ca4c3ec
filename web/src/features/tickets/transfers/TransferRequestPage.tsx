import { Badge, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ResponseOf } from '../../../../../shared/contract/endpoint';
import type { getAllTransfers } from '../../../../../shared/contract/transfers';
import { DataTable, type DataTableColumn, PAGE_SIZE } from '../../../components/DataTable';
import { formatDateTime } from '../../../components/dates';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageShell } from '../../../components/PageShell';
import { TICKET_CARD_COLUMNS } from '../../../components/tickets/ticketColumns';
import { useNotify } from '../../../components/toast';
import { type SavedFilters, useSavedFilters } from '../../../hooks/useSavedFilters';
import { useWorkListState } from '../../../hooks/useWorkListState';
import { isApiError } from '../../../lib/apiClient';
import { readSession } from '../../../lib/session';
import { workListParams, workListQuery } from '../../../lib/workListFilters';
import { exportTransferTickets, useTransfers } from './transfersApi';
import { transferViewPath } from './transferViewModel';

/** The filter bar is its own chunk, requested at once: it arrives while the saved filters are read. */
const filterBarModule = import('../../../components/tickets/WorkListFilterBar');
const WorkListFilterBar = lazy(async () => ({ default: (await filterBarModule).WorkListFilterBar }));

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

type TransferRow = ResponseOf<typeof getAllTransfers>['tickets'][number];

function TransferLink({ row }: { row: TransferRow }) {
  const styles = useStyles();
  return (
    <Link
      className={styles.link}
      to={transferViewPath(row.id)}
      aria-label={`Transfer request of ticket ${row.ticketId}`}
    >
      {row.ticketId}
    </Link>
  );
}

const columns: DataTableColumn<TransferRow>[] = [
  { id: 'ticketId', header: 'Ticket Number', sortKey: 'ticketId', render: (row) => <TransferLink row={row} /> },
  { id: 'subject', header: 'Subject', render: (row) => row.ticket.subject, wrap: true },
  { id: 'from', header: 'From Department', render: (row) => row.fromDepartmentName },
  { id: 'to', header: 'To Department', render: (row) => row.toDepartmentName },
  { id: 'reason', header: 'Transfer Reason', render: (row) => row.transferReason, wrap: true },
  { id: 'requestedBy', header: 'Requested By', render: (row) => row.requestedBy },
  {
    id: 'requestedAt',
    header: 'Requested Date',
    sortKey: 'requestedAt',
    render: (row) => formatDateTime(row.requestedAt),
  },
  {
    id: 'transferStatus',
    header: 'Transfer Status',
    sortKey: 'transferStatus',
    render: (row) => (
      <Badge appearance="tint" color={row.transferStatus === 'Pending' ? 'warning' : 'success'}>
        {row.transferStatus}
      </Badge>
    ),
  },
  { id: 'ticketStatus', header: 'Ticket Status', render: (row) => row.ticket.ticketStatus },
  { id: 'assignee', header: 'Assignee', render: (row) => row.ticket.assigneeFullName ?? '' },
  { id: 'createdDate', header: 'Created Date', render: (row) => formatDateTime(row.ticket.initialCreatedDate) },
];

function TransferList({ saved }: { saved: SavedFilters }) {
  const styles = useStyles();
  const notify = useNotify();
  const email = useMemo(() => readSession('email') ?? undefined, []);
  const list = useWorkListState(saved, { orderBy: 'requestedAt', orderDirection: 'desc' });
  const request = useMemo(() => workListQuery(list.applied, list.view, PAGE_SIZE), [list.applied, list.view]);
  const transfers = useTransfers(request);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportTransferTickets({ ...workListParams(list.filters), loggedInUserEmail: email });
    } catch (failure) {
      notify.error(isApiError(failure) ? failure.message : 'Some Error Occurred');
    } finally {
      setExporting(false);
    }
  };
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
          onFilter={then(() => {
            if (list.apply()) void transfers.mutate();
          })}
          onExport={onExport}
          onClear={saved.clear}
          exporting={exporting}
          clearing={saved.clearing}
        />
      </Suspense>
      <DataTable
        ariaLabel="Transfer Request"
        columns={columns}
        rows={transfers.data?.tickets ?? []}
        rowId={(row) => row.id}
        totalItems={transfers.data?.totalItems ?? 0}
        page={list.view.page}
        onPageChange={then(list.setPage)}
        sort={list.view.sort}
        onSortChange={then(list.setSort)}
        onSearchChange={then(list.setSearch)}
        searchPlaceholder="Search"
        selectable
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        loading={transfers.isLoading || transfers.isValidating}
        error={transfers.error ? transfers.error.message : undefined}
        onRetry={() => void transfers.mutate()}
        cardColumns={TICKET_CARD_COLUMNS}
        emptyMessage="No transfer requests found"
      />
    </div>
  );
}

/** /transferRequest (tickets spec 2.4): transfer requests, each opening its ticket's transfer view. */
export default function TransferRequestPage() {
  const saved = useSavedFilters('transfer');
  return (
    <PageShell title="Transfer Request">{saved.ready ? <TransferList saved={saved} /> : <LoadingRows />}</PageShell>
  );
}
