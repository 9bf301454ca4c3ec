import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useThread, useTicket } from '../../../api/tickets';
import { formatDateTime } from '../../../components/dates';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageShell } from '../../../components/PageShell';
import { Section, TicketDetails, TicketThread } from '../../../components/tickets/TicketSections';
import { idFromAddressSegment } from '../../../lib/queryString';
import type { LabelledValue } from '../../../lib/ticketViewModel';
import { useTransfer } from './transfersApi';
import { TRANSFER_REQUEST_PATH, transferViewFieldRows } from './transferViewModel';

/** The form is its own chunk, requested at once: it arrives while the request and its ticket are read. */
const transferFormModule = import('../view/agent/TransferForm');
const TransferForm = lazy(async () => ({ default: (await transferFormModule).TransferForm }));

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  subject: { margin: 0, overflowWrap: 'anywhere' },
  card: {
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  empty: { color: tokens.colorNeutralForeground4 },
});

function LabelledValues({ label, rows }: { label: string; rows: LabelledValue[] }) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-label={label}>
      <dl className={styles.fields}>
        {rows.map((row) => (
          <div key={row.label} className={styles.field}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>{row.value === '' ? <span className={styles.empty}>-</span> : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TransferBreadcrumb({ ticketId }: { ticketId: string | undefined }) {
  const navigate = useNavigate();
  return (
    <Breadcrumb aria-label="Breadcrumb">
      <BreadcrumbItem>
        <BreadcrumbButton
          href={TRANSFER_REQUEST_PATH}
          onClick={(event) => {
            event.preventDefault();
            navigate(TRANSFER_REQUEST_PATH);
          }}
        >
          Transfer Request
        </BreadcrumbButton>
      </BreadcrumbItem>
      <BreadcrumbDivider />
      <BreadcrumbItem>
        <BreadcrumbButton current>{ticketId ? `Ticket #${ticketId}` : 'Ticket'}</BreadcrumbButton>
      </BreadcrumbItem>
    </Breadcrumb>
  );
}

const failure = (message: string) => (
  <MessageBar intent="error">
    <MessageBarBody>{message}</MessageBarBody>
  </MessageBar>
);

/**
 * /viewTransferTicket/id:{id} (tickets spec 2.4): the ticket of a transfer request with its details
 * and thread, and the 'Transfer Ticket To Department' form that completes the request.
 */
export default function ViewTransferTicketPage() {
  const styles = useStyles();
  const transferId = idFromAddressSegment(useParams().transferRef);
  const transfer = useTransfer(transferId);
  const ticketId = transfer.data?.ticketId;
  const ticket = useTicket(ticketId);
  const thread = useThread(ticketId);

  let content = <LoadingRows label="Loading ticket" />;
  if (!transferId) content = failure('The address does not name a transfer request.');
  else if (transfer.error) content = failure(transfer.error.message);
  else if (ticket.error) content = failure(ticket.error.message);
  else if (transfer.data && ticket.data) {
    const request = transfer.data;
    const view = ticket.data;
    content = (
      <div className={styles.content}>
        {view.subject && (
          <Subtitle1 as="p" className={styles.subject}>
            {view.subject}
          </Subtitle1>
        )}
        <LabelledValues label="Ticket fields" rows={transferViewFieldRows(view)} />
        <LabelledValues
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
        {thread.error ? failure(thread.error.message) : <TicketThread entries={thread.data} />}
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
      </div>
    );
  }

  return (
    <PageShell
      title={ticketId ? `Ticket #${ticketId}` : 'Ticket'}
      breadcrumb={<TransferBreadcrumb ticketId={ticketId} />}
    >
      {content}
    </PageShell>
  );
}
