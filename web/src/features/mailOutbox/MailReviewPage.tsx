import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { HeldMailRow } from '@shared/contract/mailOutbox';
import { MAIL_REVIEW_DAYS } from '@shared/domain/inboundMail';
import { useState } from 'react';
import { AppDialog } from '@/components/AppDialog';
import { type DataTableColumn, PAGE_SIZE } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { ListPage } from '@/components/ListPage';
import { useAcceptHeldMail, useDiscardHeldMail, useMailReview } from './api';
import { HeldMailText } from './HeldMailText';
import { useMailAction } from './useMailAction';

/**
 * Each text column wraps within its own width, so the six columns, Accept and Discard included, fit
 * the table's frame on a 1280 px screen (the table's wrapped columns take up to 320 px each, which
 * pushed the buttons out of sight); narrower screens scroll inside the frame as the other tables do.
 */
const wrapped = (maxWidth: string) => ({ whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth }) as const;
const useStyles = makeStyles({
  from: wrapped('200px'),
  subject: wrapped('180px'),
  attachments: wrapped('150px'),
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** What an admin may do with a held mail, as its buttons say it. */
const MAIL_CHOICES = [
  { choice: 'accept', label: 'Accept', primary: true },
  { choice: 'discard', label: 'Discard', primary: false },
] as const;

/**
 * /mailReview (central admins, issue 19): mail from unknown senders the tenant holds instead of
 * refusing. Accept opens the ticket (and the sender's account when they have none); Discard drops
 * it once confirmed, as deleting a team is.
 */
export default function MailReviewPage() {
  const styles = useStyles();
  const [page, setPage] = useState(0);
  const held = useMailReview({ page, size: PAGE_SIZE });
  const accept = useAcceptHeldMail();
  const discard = useDiscardHeldMail();
  const action = useMailAction(held.mutate);
  // Discard cannot be undone: it waits for the confirm dialog.
  const [discarding, setDiscarding] = useState<HeldMailRow | null>(null);
  const decide = (mail: HeldMailRow, choice: 'accept' | 'discard') => {
    if (choice === 'discard') setDiscarding(mail);
    else void action.run(mail.id, () => accept.trigger({ id: mail.id }));
  };
  const confirmDiscard = () => {
    if (!discarding) return;
    const { id } = discarding;
    setDiscarding(null);
    void action.run(id, () => discard.trigger({ id }));
  };

  const sender = (mail: HeldMailRow) => (mail.fromName ? `${mail.fromName} <${mail.from}>` : mail.from);
  const columns: DataTableColumn<HeldMailRow>[] = [
    { id: 'receivedAt', header: 'Received', render: (mail) => formatDateTime(mail.receivedAt) },
    { id: 'from', header: 'From', render: (mail) => <div className={styles.from}>{sender(mail)}</div> },
    { id: 'subject', header: 'Subject', render: (mail) => <div className={styles.subject}>{mail.subject}</div> },
    { id: 'text', header: 'Message', render: (mail) => <HeldMailText subject={mail.subject} text={mail.text} /> },
    {
      id: 'attachments',
      header: 'Attachments',
      render: (mail) => <div className={styles.attachments}>{mail.attachments.join(', ')}</div>,
    },
    {
      id: 'action',
      header: 'Action',
      render: (mail) => (
        <div className={styles.actions}>
          {MAIL_CHOICES.map(({ choice, label, primary }) => (
            <Button
              key={choice}
              size="small"
              appearance={primary ? 'primary' : undefined}
              disabled={action.running}
              onClick={() => decide(mail, choice)}
              aria-label={`${label} mail ${mail.subject}`}
            >
              {label}
            </Button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <ListPage
      title="Mail Review"
      intro={`Mails from unknown senders, held for ${MAIL_REVIEW_DAYS} days. Accept opens the ticket and, when the sender has no account, creates one and invites them; Discard drops the mail without an answer.`}
      list={held}
      rowsOf={(data) => data.mailReview}
      columns={columns}
      paging={{ page, onPageChange: setPage }}
      emptyMessage="No mails held for review"
    >
      <AppDialog
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        title="Discard Mail"
        actions={
          <>
            <Button appearance="primary" onClick={confirmDiscard}>
              Discard
            </Button>
            <Button onClick={() => setDiscarding(null)}>Cancel</Button>
          </>
        }
      >
        {discarding &&
          `Discard the mail "${discarding.subject}" from ${sender(discarding)}? It is deleted with its attachments, the sender gets no answer, and this cannot be undone.`}
      </AppDialog>
    </ListPage>
  );
}
