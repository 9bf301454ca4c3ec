import type { MailLogRow } from '@shared/contract/mailOutbox';
import { MAIL_LOG_DAYS } from '@shared/domain/inboundMail';
import { useState } from 'react';
import { type DataTableColumn, PAGE_SIZE } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { ListPage } from '@/components/ListPage';
import { useMailLog } from './api';

const OUTCOME_LABELS: Record<MailLogRow['outcome'], string> = {
  threaded: 'Added to ticket',
  created: 'Ticket created',
  held: 'Held for review',
  refused: 'Refused',
  ignored: 'Ignored',
};

/**
 * /mailLog (central admins, issue 19): every mail received at the support address, newest first,
 * with what became of it and why. Kept for MAIL_LOG_DAYS days.
 */
export default function MailLogPage() {
  const [page, setPage] = useState(0);
  const log = useMailLog({ page, size: PAGE_SIZE });

  const columns: DataTableColumn<MailLogRow>[] = [
    { id: 'receivedAt', header: 'Received', render: (row) => formatDateTime(row.receivedAt) },
    { id: 'from', header: 'From', wrap: true, render: (row) => row.from },
    { id: 'subject', header: 'Subject', wrap: true, render: (row) => row.subject },
    { id: 'outcome', header: 'Outcome', render: (row) => OUTCOME_LABELS[row.outcome] },
    { id: 'ticketId', header: 'Ticket', render: (row) => (row.ticketId ? `#${row.ticketId}` : '') },
    { id: 'reason', header: 'Reason', wrap: true, render: (row) => row.reason ?? '' },
  ];

  return (
    <ListPage
      title="Mail Log"
      intro={`Mails received at the support address and what became of each, kept ${MAIL_LOG_DAYS} days.`}
      list={log}
      rowsOf={(data) => data.mailLog}
      columns={columns}
      paging={{ page, onPageChange: setPage }}
      emptyMessage="No mails received"
    />
  );
}
