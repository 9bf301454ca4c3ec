import type { TicketRow } from '../../../../shared/contract/tickets';
import type { DataTableColumn } from '../../components/DataTable';
import { formatDateTime } from '../../components/dates';
import { TicketNumberLink } from '../../components/tickets/TicketNumberLink';
import { firstResponseColumn, statusCell } from '../../components/tickets/ticketColumns';

/**
 * The team ticket columns (administration spec, /myTeams ticket row fields), each sorted by the
 * server under the shared list engine's orderBy names. `listPath` is remembered for the ticket
 * view's breadcrumb and its 'Select your Team Agent' choice ('/myTeams?teamId={id}').
 */
export function teamTicketColumns(listPath: string): DataTableColumn<TicketRow>[] {
  return [
    {
      id: 'id',
      header: 'Ticket Number',
      sortKey: 'id',
      render: (row) => <TicketNumberLink ticketId={row.id} listPath={listPath} />,
    },
    {
      id: 'initialCreatedDate',
      header: 'Created Date',
      sortKey: 'initialCreatedDate',
      render: (row) => formatDateTime(row.initialCreatedDate),
    },
    { id: 'subject', header: 'Subject', sortKey: 'subject', render: (row) => row.subject, wrap: true },
    { id: 'fullName', header: 'From', sortKey: 'fullName', render: (row) => row.fullName },
    { id: 'mobile', header: 'Mobile', sortKey: 'mobile', render: (row) => row.user.mobile },
    {
      id: 'assigneeFullName',
      header: 'Assignee',
      sortKey: 'assigneeFullName',
      render: (row) => row.assigneeFullName ?? '',
    },
    { id: 'branch', header: 'Branch', sortKey: 'branch', render: (row) => row.branch },
    { id: 'schCol', header: 'Sch/Col', sortKey: 'schCol', render: (row) => row.schCol },
    { id: 'ticketStatus', header: 'Ticket Status', sortKey: 'ticketStatus', render: statusCell },
    { id: 'department', header: 'Department', sortKey: 'department', render: (row) => row.department.departmentName },
    { id: 'helpTopic', header: 'Help Topic', render: (row) => row.helptopic.helpTopicName },
    {
      id: 'level1DueDate',
      header: 'Due Date',
      sortKey: 'level1DueDate',
      render: (row) => formatDateTime(row.level1DueDate ?? row.level1SlaDue),
    },
    firstResponseColumn,
    { id: 'closedDate', header: 'Closed Date', sortKey: 'closedDate', render: (row) => formatDateTime(row.closedDate) },
    { id: 'closedBy', header: 'Closed By', sortKey: 'closedBy', render: (row) => row.closedBy ?? '' },
    { id: 'overdue', header: 'Overdue', render: (row) => (row.isTicketOverdue ? 'Yes' : 'No') },
    { id: 'satisfaction', header: 'Satisfaction', render: (row) => row.ticketSatisfaction ?? '' },
  ];
}
