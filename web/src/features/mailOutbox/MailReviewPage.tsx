import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { HeldMailRow } from '@shared/contract/mailOutbox';
import { MAIL_REVIEW_DAYS } from '@shared/domain/inboundMail';
import { useState } from 'react';
import { DataTable, type DataTableColumn, PAGE_SIZE } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { PageShell } from '@/components/PageShell';
import { useNotify } from '@/components/toast';
import { listTableProps } from '@/components/usePagedTable';
import { useAcceptHeldMail, useDiscardHeldMail, useMailReview } from './api';

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-wrap', maxHeight: '8em', overflowY: 'auto', display: 'block' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * /mailReview (central admins, issue 19): mail from unknown senders the tenant holds instead of
 * refusing. Accept opens the ticket (and the sender's account when they have none); Discard drops it.
 */
export default function MailReviewPage() {
  const styles = useStyles();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const held = useMailReview({ page, size: PAGE_SIZE });
  const accept = useAcceptHeldMail();
  const discard = useDiscardHeldMail();
  const [busy, setBusy] = useState<string | null>(null);

  const decide = async (mail: HeldMailRow, action: 'accept' | 'discard') => {
    setBusy(mail.id);
    try {
      const answer =
        action === 'accept' ? await accept.trigger({ id: mail.id }) : await discard.trigger({ id: mail.id });
      notify.success(answer.message);
      await held.mutate();
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setBusy(null);
    }
  };

  const sender = (mail: HeldMailRow) => (mail.fromName ? `${mail.fromName} <${mail.from}>` : mail.from);
  const columns: DataTableColumn<HeldMailRow>[] = [
    { id: 'receivedAt', header: 'Received', render: (mail) => formatDateTime(mail.receivedAt) },
    { id: 'from', header: 'From', wrap: true, render: sender },
    { id: 'subject', header: 'Subject', wrap: true, render: (mail) => mail.subject },
    {
      id: 'text',
      header: 'Message',
      wrap: true,
      render: (mail) => <Text className={styles.text}>{mail.text}</Text>,
    },
    { id: 'attachments', header: 'Attachments', wrap: true, render: (mail) => mail.attachments.join(', ') },
    {
      id: 'action',
      header: 'Action',
      render: (mail) => (
        <div className={styles.actions}>
          <Button
            size="small"
            appearance="primary"
            disabled={busy !== null}
            onClick={() => decide(mail, 'accept')}
            aria-label={`Accept mail ${mail.subject}`}
          >
            Accept
          </Button>
          <Button
            size="small"
            disabled={busy !== null}
            onClick={() => decide(mail, 'discard')}
            aria-label={`Discard mail ${mail.subject}`}
          >
            Discard
          </Button>
        </div>
      ),
    },
  ];

  return (
    <PageShell title="Mail Review">
      <Text className={styles.intro}>
        Mails from unknown senders, held for {MAIL_REVIEW_DAYS} days. Accept opens the ticket and, when the sender has
        no account, creates one and invites them; Discard drops the mail without an answer.
      </Text>
      <DataTable
        ariaLabel="Mail Review"
        columns={columns}
        {...listTableProps(held, (data) => data.mailReview)}
        rowId={(mail) => mail.id}
        page={page}
        onPageChange={setPage}
        emptyMessage="No mails held for review"
      />
    </PageShell>
  );
}
