import type { TicketRow } from '@shared/contract/tickets';
import type { DataTableColumn } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { firstResponseColumn, ticketColumnSet } from '@/components/tickets/ticketColumns';

/**
 * The team ticket columns (administration spec, /myTeams ticket row fields), each sorted by the
 * server under the shared list engine's orderBy names. `listPath` is remembered for the ticket
 * view's breadcrumb and its 'Select your Team Agent' choice ('/myTeams?teamId={id}').
 */
export function teamTicketColumns(listPath: string): DataTableColumn<TicketRow>[] {
  const column = ticketColumnSet(listPath);
  return [
    column.id,
    column.initialCreatedDate,
    column.subject,
    column.fullName,
    column.mobile,
    column.assigneeFullName,
    column.branch,
    column.schCol,
    column.ticketStatus,
    column.department,
    { id: 'helpTopic', header: 'Help Topic', render: (row) => row.helptopic.helpTopicName },
    {
      id: 'level1DueDate',
      header: 'Due Date',
      sortKey: 'level1DueDate',
      render: (row) => formatDateTime(row.level1DueDate ?? row.level1SlaDue),
    },
    firstResponseColumn,
    column.closedDate,
    column.closedBy,
    { id: 'overdue', header: 'Overdue', render: (row) => (row.isTicketOverdue ? 'Yes' : 'No') },
    { id: 'satisfaction', header: 'Satisfaction', render: (row) => row.ticketSatisfaction ?? '' },
  ];
}
