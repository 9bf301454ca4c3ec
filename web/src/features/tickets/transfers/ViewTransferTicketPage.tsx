import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useThread, useTicket } from '@/api/tickets';
import { formatDateTime } from '@/components/dates';
import { LoadingRows } from '@/components/LoadingRows';
import { failureBar, TicketPageBody, TicketPageFrame } from '@/components/tickets/TicketPageFrame';
import { LabelledValuesCard, Section, TicketDetails, TicketThread } from '@/components/tickets/TicketSections';
import { idFromAddressSegment } from '@/lib/queryString';
import { useTransfer } from './transfersApi';
import { TRANSFER_REQUEST_PATH, transferViewFieldRows } from './transferViewModel';

/** The form is its own chunk, requested at once: it arrives while the request and its ticket are read. */
const transferFormModule = import('../view/agent/TransferForm');
const TransferForm = lazy(async () => ({ default: (await transferFormModule).TransferForm }));

/**
 * /viewTransferTicket/id:{id} (tickets spec 2.4): the ticket of a transfer request with its details
 * and thread, and the 'Transfer Ticket To Department' form that completes the request.
 */
export default function ViewTransferTicketPage() {
  const transferId = idFromAddressSegment(useParams().transferRef);
  const transfer = useTransfer(transferId);
  const ticketId = transfer.data?.ticketId;
  const ticket = useTicket(ticketId);
  const thread = useThread(ticketId);

  let content = <LoadingRows label="Loading ticket" />;
  if (!transferId) content = failureBar('The address does not name a transfer request.');
  else if (transfer.error) content = failureBar(transfer.error.message);
  else if (ticket.error) content = failureBar(ticket.error.message);
  else if (transfer.data && ticket.data) {
    const request = transfer.data;
    const view = ticket.data;
    content = (
      <TicketPageBody subject={view.subject}>
        <LabelledValuesCard label="Ticket fields" rows={transferViewFieldRows(view)} />
        <LabelledValuesCard
          label="Transfer request"
          rows={[
            { label: 'From Department', value: request.fromDepartmentName },
            { label: 'To Department', value: request.toDepartmentName },
            { label: 'Requested By', value: request.requestedBy },
            { label: 'Requested Date', value: formatDateTime(request.requestedAt) },
            { label: 'Transfer Status', value: request.transferStatus },
            { label: 'Transfer Reason', value: request.transferReason },
            { label: 'Requested Help Topic', value: request.requestedHelpTopic?.helpTopicName ?? '-' },
            { label: 'Wrongly Assigned', value: request.isTicketWronglyAssigned ? 'Yes' : 'No' },
          ]}
        />
        <TicketDetails ticket={view} />
        {thread.error ? failureBar(thread.error.message) : <TicketThread entries={thread.data} />}
        <Section title="Transfer Ticket To Department" id="transfer-to-department-heading">
          {request.transferStatus === 'Pending' ? (
            <Suspense fallback={<Spinner size="small" label="Loading…" />}>
              <TransferForm ticketId={view.id} transferRequestId={request.id} />
            </Suspense>
          ) : (
            <MessageBar intent="info">
              <MessageBarBody>This transfer request is already completed.</MessageBarBody>
            </MessageBar>
          )}
        </Section>
      </TicketPageBody>
    );
  }

  return (
    <TicketPageFrame ticketId={ticketId} back={{ path: TRANSFER_REQUEST_PATH, label: 'Transfer Request' }}>
      {content}
    </TicketPageFrame>
  );
}
