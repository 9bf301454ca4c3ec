import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  getTicketsCountForDisplay,
  getTicketsWithPageNumber,
  QUEUE_MESSAGES,
  type TicketRow,
} from '@shared/contract/tickets';
import { useMemo, useRef, useState } from 'react';
import { type DataTableColumn, PAGE_SIZE } from '@/components/DataTable';
import type { DateRangeText } from '@/components/dates';
import { PageShell } from '@/components/PageShell';
import { EmptyTicketList } from '@/components/tickets/EmptyTicketList';
import { TicketTable } from '@/components/tickets/TicketTable';
import { ticketColumns } from '@/components/tickets/ticketColumns';
import { useNotify } from '@/components/toast';
import { useFilteredListView } from '@/hooks/useListView';
import { refusalMessage } from '@/lib/apiError';
import { storedUserId } from '@/lib/session';
import { DEFAULT_SORT, filtersFromSaved, filtersInUse, listQuery, type OverdueChoice } from '@/lib/ticketListFilters';
import { useInvalidate } from '@/lib/useApi';
import { TicketFilterBar } from './list/TicketFilterBar';
import { takeQueuedTicket, useDepartmentQueue, useDepartments } from './listApi';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export const DEPARTMENT_QUEUE_PATH = '/departmentQueue';

/**
 * After a Take the row leaves the list and its disabled button took the focus with it: a keyboard
 * user keeps their place on the Take button now at that row's place (the next ticket), else the
 * list's search box. Focus the user moved meanwhile is left where it is.
 */
function keepPlaceAfterTake(area: HTMLElement | null, index: number) {
  requestAnimationFrame(() => {
    if (!area || (document.activeElement && document.activeElement !== document.body)) return;
    const takes = area.querySelectorAll<HTMLButtonElement>('button[aria-label^="Take ticket "]:not(:disabled)');
    const next = takes[Math.min(index, takes.length - 1)] ?? area.querySelector<HTMLElement>('input[type="search"]');
    next?.focus();
  });
}
const listColumns = ticketColumns(DEPARTMENT_QUEUE_PATH);

/**
 * /departmentQueue (issue 21 item 18; not in the spec, decision in shared/contract/tickets.ts): the
 * unassigned open tickets of the agent's departments, with My Tickets' filters, search, sort and
 * paging (the filters are not saved: the spec's saved filter types have no queue), and a Take
 * button per row that assigns the ticket to the agent.
 */
export default function DepartmentQueuePage() {
  const styles = useStyles();
  const notify = useNotify();
  const userId = useMemo(() => storedUserId() ?? undefined, []);
  // Nothing saved: the queue's filters start empty and Clear Filter empties them again.
  const { filters, applied, change, apply, reset, view, tableProps } = useFilteredListView(
    () => filtersFromSaved({}),
    DEFAULT_SORT,
    { rememberAs: 'departmentQueue' },
  );
  const [taking, setTaking] = useState<string | null>(null);
  const listArea = useRef<HTMLDivElement>(null);
  const { data: departments } = useDepartments();
  const request = useMemo(() => listQuery(applied, view, userId, PAGE_SIZE), [applied, view, userId]);
  const queue = useDepartmentQueue(request);
  // A taken ticket joins the agent's My Tickets and counts: read them afresh, never a cached answer.
  const invalidateMine = useInvalidate(getTicketsWithPageNumber, getTicketsCountForDisplay);

  async function take(ticketId: string) {
    const place = Math.max(0, queue.data?.tickets.findIndex((row) => row.id === ticketId) ?? 0);
    setTaking(ticketId);
    try {
      const answer = await takeQueuedTicket(ticketId);
      notify.success(answer.message);
      await invalidateMine();
    } catch (error) {
      // Someone took it first (409) or it left the queue: the server says which.
      notify.error(refusalMessage(error) ?? 'Some Error Occurred');
    } finally {
      setTaking(null);
      await queue.mutate();
      keepPlaceAfterTake(listArea.current, place);
    }
  }

  const takeColumn: DataTableColumn<TicketRow> = {
    id: 'take',
    header: 'Take',
    render: (row) => (
      <Button
        size="small"
        appearance="primary"
        aria-label={`Take ticket ${row.id}`}
        disabled={taking !== null}
        onClick={() => void take(row.id)}
      >
        Take
      </Button>
    ),
  };
  const columns = [...listColumns, takeColumn];

  return (
    <PageShell title="Department Queue">
      <div className={styles.list} ref={listArea}>
        <TicketFilterBar
          filters={filters}
          departments={departments ?? []}
          onStatusChange={(statusIds) => change({ statusIds })}
          onCreatedChange={(created: DateRangeText) => change({ created })}
          onDepartmentChange={(departmentId) => change({ departmentId })}
          onOverdueChange={(overdue: OverdueChoice) => change({ overdue })}
          onClosedChange={(closed: DateRangeText) => change({ closed })}
          actions={{ onFilter: apply, onClear: () => reset(filtersFromSaved({})) }}
        />
        <TicketTable
          ariaLabel="Department Queue"
          columns={columns}
          list={queue}
          rowsOf={(data) => data.tickets}
          {...tableProps}
          emptyMessage={
            queue.data?.notMapped ? (
              QUEUE_MESSAGES.notMapped
            ) : view.search || filtersInUse(applied).length > 0 ? (
              <EmptyTicketList
                applied={applied}
                search={view.search}
                onClearSearch={() => tableProps.onSearchChange('')}
              />
            ) : (
              'No unassigned tickets in your department'
            )
          }
        />
      </div>
    </PageShell>
  );
}
