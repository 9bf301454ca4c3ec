import { Badge } from '@fluentui/react-components';
import type { ResponseOf } from '@shared/contract/endpoint';
import type { getAllTransfers } from '@shared/contract/transfers';
import type { DataTableColumn } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { RowLink } from '@/components/RowLink';
import { WorkListPage } from '@/components/tickets/WorkListPage';
import { exportTransferTickets, useTransfers } from './transfersApi';
import { transferViewPath } from './transferViewModel';

type TransferRow = ResponseOf<typeof getAllTransfers>['tickets'][number];

function TransferLink({ row }: { row: TransferRow }) {
  return (
    <RowLink to={transferViewPath(row.id)} aria-label={`Transfer request of ticket ${row.ticketId}`}>
      {row.ticketId}
    </RowLink>
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

/** /transferRequest (tickets spec 2.4): transfer requests, each opening its ticket's transfer view. */
export default function TransferRequestPage() {
  return (
    <WorkListPage
      title="Transfer Request"
      savedAs="transfer"
      defaultSort={{ orderBy: 'requestedAt', orderDirection: 'desc' }}
      useRows={useTransfers}
      exportRows={exportTransferTickets}
      columns={columns}
      rowId={(row) => row.id}
      emptyMessage="No transfer requests found"
      selectable
    />
  );
}
