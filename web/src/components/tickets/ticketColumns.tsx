import { Badge } from '@fluentui/react-components';
import type { TicketRow } from '@shared/contract/tickets';
import { CUSTOMER_NOT_SATISFIED } from '@shared/domain/feedback';
import { noFirstResponseText } from '@shared/domain/tickets';
import type { DataTableColumn } from '../DataTable';
import { formatDateTime } from '../dates';
import { TicketNumberLink } from './TicketNumberLink';

/**
 * The ticket list columns every ticket table draws the same way, by id, each sorted by the server
 * under the contract's orderBy name. `listPath` is where the ticket view's breadcrumb returns.
 */
export function ticketColumnSet(listPath: string) {
  const columns = [
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
    { id: 'branch', header: 'Branch', sortKey: 'branch', render: (row) => row.branch },
    { id: 'subject', header: 'Subject', sortKey: 'subject', render: (row) => row.subject, wrap: true },
    {
      id: 'department',
      header: 'Department',
      sortKey: 'department',
      render: (row) => row.department.departmentName,
    },
    {
      id: 'assigneeFullName',
      header: 'Assignee',
      sortKey: 'assigneeFullName',
      render: (row) => row.assigneeFullName ?? '',
    },
    { id: 'ticketStatus', header: 'Ticket Status', sortKey: 'ticketStatus', render: statusCell },
    {
      id: 'level1DueDate',
      header: 'Initial Due Date',
      sortKey: 'level1DueDate',
      render: (row) => formatDateTime(row.level1DueDate),
    },
    { id: 'schCol', header: 'Sch/Col', sortKey: 'schCol', render: (row) => row.schCol },
    { id: 'fullName', header: 'From', sortKey: 'fullName', render: (row) => row.fullName },
    { id: 'mobile', header: 'Mobile', sortKey: 'mobile', render: (row) => row.user.mobile },
    {
      id: 'closedDate',
      header: 'Closed Date',
      sortKey: 'closedDate',
      render: (row) => formatDateTime(row.closedDate),
    },
    { id: 'closedBy', header: 'Closed By', sortKey: 'closedBy', render: (row) => row.closedBy ?? '' },
  ] as const satisfies readonly DataTableColumn<TicketRow>[];
  return Object.fromEntries(columns.map((column) => [column.id, column])) as Record<
    (typeof columns)[number]['id'],
    DataTableColumn<TicketRow>
  >;
}

/** The ticket list columns of tickets spec 2.2, in order. */
export function ticketColumns(listPath: string): DataTableColumn<TicketRow>[] {
  const column = ticketColumnSet(listPath);
  return [
    column.id,
    column.initialCreatedDate,
    column.branch,
    column.subject,
    column.department,
    column.assigneeFullName,
    column.ticketStatus,
    column.level1DueDate,
    column.schCol,
    column.fullName,
    column.mobile,
    column.closedDate,
    column.closedBy,
  ];
}

/** The columns a ticket table keeps as a stacked card at phone width (issue 17): number, subject, status, dates. */
export const TICKET_CARD_COLUMNS = [
  'id',
  'ticketId',
  'subject',
  'ticketStatus',
  'transferStatus',
  'initialCreatedDate',
  'createdDate',
  'escalatedAt',
  'level1DueDate',
  'dueDate',
  'closedDate',
] as const;

/**
 * 'DD/MM/YYYY hh:mm A', 'Not yet' (open) or 'None' (closed without one), with ' (breached)' when the
 * target was missed (contract/tickets.ts).
 */
export const firstResponseCell = (
  row: Pick<TicketRow, 'firstResponseAt' | 'isFirstResponseBreached' | 'ticketStatus'>,
): string =>
  `${row.firstResponseAt ? formatDateTime(row.firstResponseAt) : noFirstResponseText(row.ticketStatus)}${row.isFirstResponseBreached ? ' (breached)' : ''}`;

/** The "First Response" column of All Tickets and My Teams (issue 18). */
export const firstResponseColumn: DataTableColumn<TicketRow> = {
  id: 'firstResponseAt',
  header: 'First Response',
  sortKey: 'firstResponseAt',
  render: firstResponseCell,
};

/** The status, with the "Customer not satisfied" mark after a "No" answer until it is Closed again (issue 18). */
export function statusCell(row: Pick<TicketRow, 'ticketStatus' | 'isCustomerNotSatisfied'>) {
  if (!row.isCustomerNotSatisfied) return row.ticketStatus;
  return (
    <>
      {row.ticketStatus}{' '}
      <Badge appearance="tint" color="danger" size="small">
        {CUSTOMER_NOT_SATISFIED}
      </Badge>
    </>
  );
}
