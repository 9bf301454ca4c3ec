import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ResponseOf } from '../../../../shared/contract/endpoint';
import type { getEscalatedByLoggedInUserId } from '../../../../shared/contract/transfers';
import { DataTable, type DataTableColumn, PAGE_SIZE } from '../../components/DataTable';
import { formatDateTime } from '../../components/dates';
import { LoadingRows } from '../../components/LoadingRows';
import { PageShell } from '../../components/PageShell';
import { TicketNumberLink } from '../../components/tickets/TicketNumberLink';
import { TICKET_CARD_COLUMNS } from '../../components/tickets/ticketColumns';
import { useNotify } from '../../components/toast';
import { type SavedFilters, useSavedFilters } from '../../hooks/useSavedFilters';
import { useWorkListState } from '../../hooks/useWorkListState';
import { isApiError } from '../../lib/apiClient';
import { readSession } from '../../lib/session';
import { levelLabel, workListParams, workListQuery } from '../../lib/workListFilters';
import { exportEscalatedTickets, useEscalatedTickets } from './escalationsApi';

/** The filter bar is its own chunk, requested at once: it arrives while the saved filters are read. */
const filterBarModule = import('../../components/tickets/WorkListFilterBar');
const WorkListFilterBar = lazy(async () => ({ default: (await filterBarModule).WorkListFilterBar }));

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** Where a ticket link returns to (sessionStorage previousPageLocation, tickets spec 2.7). */
export const ESCALATED_PATH = '/escalatedTicket';

type EscalatedRow = ResponseOf<typeof getEscalatedByLoggedInUserId>['tickets'][number];

/** Escalation records (spec 2.3): the ticket number, the level uppercased, to whom and when, and the ticket. */
const columns: DataTableColumn<EscalatedRow>[] = [
  {
    id: 'ticketId',
    header: 'Ticket Number',
    sortKey: 'ticketId',
    render: (row) => <TicketNumberLink ticketId={row.ticketId} listPath={ESCALATED_PATH} />,
  },
  { id: 'escalatedLevel', header: 'Escalated Level', render: (row) => levelLabel(row.escalatedLevel) },
  { id: 'assigneeEmail', header: 'Escalated To', render: (row) => row.assigneeEmail },
  {
    id: 'escalatedAt',
    header: 'Escalated Date',
    sortKey: 'escalatedAt',
    render: (row) => formatDateTime(row.escalatedAt),
  },
  { id: 'createdDate', header: 'Created Date', render: (row) => formatDateTime(row.ticket.initialCreatedDate) },
  { id: 'branch', header: 'Branch', render: (row) => row.ticket.branch },
  { id: 'subject', header: 'Subject', render: (row) => row.ticket.subject, wrap: true },
  { id: 'department', header: 'Department', render: (row) => row.ticket.department.departmentName },
  { id: 'assignee', header: 'Assignee', render: (row) => row.ticket.assigneeFullName ?? '' },
  { id: 'ticketStatus', header: 'Ticket Status', render: (row) => row.ticket.ticketStatus },
  { id: 'dueDate', header: 'Initial Due Date', render: (row) => formatDateTime(row.ticket.level1DueDate) },
  { id: 'from', header: 'From', render: (row) => row.ticket.fullName },
];

function EscalatedList({ saved }: { saved: SavedFilters }) {
  const styles = useStyles();
  const notify = useNotify();
  const email = useMemo(() => readSession('email') ?? undefined, []);
  const list = useWorkListState(saved, { orderBy: 'escalatedAt', orderDirection: 'desc' });
  const request = useMemo(
    () => ({ ...workListQuery(list.applied, list.view, PAGE_SIZE), loggedInUserEmail: email }),
    [list.applied, list.view, email],
  );
  const tickets = useEscalatedTickets(request);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportEscalatedTickets({ ...workListParams(list.filters), loggedInUserEmail: email });
    } catch (failure) {
      notify.error(isApiError(failure) ? failure.message : 'Some Error Occurred');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.list}>
      <Suspense fallback={<Spinner size="small" label="Loading filters..." />}>
        <WorkListFilterBar
          filters={list.filters}
          onStatusChange={list.setStatus}
          onCreatedChange={list.setCreated}
          onOverdueChange={list.setOverdue}
          onEscalatedChange={list.setEscalated}
          onFilter={() => {
            if (list.apply()) void tickets.mutate();
          }}
          onExport={onExport}
          onClear={saved.clear}
          exporting={exporting}
          clearing={saved.clearing}
        />
      </Suspense>
      <DataTable
        ariaLabel="Escalated Tickets List"
        columns={columns}
        rows={tickets.data?.tickets ?? []}
        rowId={(row) => `${row.ticketId}-${row.escalatedLevel}-${row.assigneeEmail}`}
        totalItems={tickets.data?.totalItems ?? 0}
        page={list.view.page}
        onPageChange={list.setPage}
        sort={list.view.sort}
        onSortChange={list.setSort}
        onSearchChange={list.setSearch}
        searchPlaceholder="Search"
        loading={tickets.isLoading || tickets.isValidating}
        error={tickets.error ? tickets.error.message : undefined}
        onRetry={() => void tickets.mutate()}
        cardColumns={TICKET_CARD_COLUMNS}
        emptyMessage="No escalated tickets found"
      />
    </div>
  );
}

/** /escalatedTicket (tickets spec 2.3): escalation records addressed to the signed-in agent. */
export default function EscalatedTicketsPage() {
  const saved = useSavedFilters('escalated');
  return (
    <PageShell title="Escalated Tickets List">
      {saved.ready ? <EscalatedList saved={saved} /> : <LoadingRows />}
    </PageShell>
  );
}
