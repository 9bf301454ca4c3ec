import type { ResponseOf } from '@shared/contract/endpoint';
import type { getEscalatedByLoggedInUserId } from '@shared/contract/transfers';
import type { DataTableColumn } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { TicketNumberLink } from '@/components/tickets/TicketNumberLink';
import { WorkListPage, type WorkListRequest } from '@/components/tickets/WorkListPage';
import { levelLabel } from '@/lib/workListFilters';
import { exportEscalatedTickets, useEscalatedTickets } from './escalationsApi';

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

/** The page of escalation records addressed to the signed-in agent. */
const useEscalatedRows = (request: WorkListRequest, email: string | undefined) =>
  useEscalatedTickets({ ...request, loggedInUserEmail: email });

/** /escalatedTicket (tickets spec 2.3): escalation records addressed to the signed-in agent. */
export default function EscalatedTicketsPage() {
  return (
    <WorkListPage
      title="Escalated Tickets List"
      savedAs="escalated"
      defaultSort={{ orderBy: 'escalatedAt', orderDirection: 'desc' }}
      useRows={useEscalatedRows}
      exportRows={exportEscalatedTickets}
      columns={columns}
      rowId={(row) => `${row.ticketId}-${row.escalatedLevel}-${row.assigneeEmail}`}
      emptyMessage="No escalated tickets found"
      escalationFilters
    />
  );
}
