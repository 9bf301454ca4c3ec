import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { HeldMailRow } from '@shared/contract/mailOutbox';
import { MAIL_REVIEW_DAYS } from '@shared/domain/inboundMail';
import { useState } from 'react';
import { type DataTableColumn, PAGE_SIZE } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { ListPage } from '@/components/ListPage';
import { useAcceptHeldMail, useDiscardHeldMail, useMailReview } from './api';
import { useMailAction } from './useMailAction';

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap', maxHeight: '8em', overflowY: 'auto', display: 'block' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** What an admin may do with a held mail, as its buttons say it. */
const MAIL_CHOICES = [
  { choice: 'accept', label: 'Accept', primary: true },
  { choice: 'discard', label: 'Discard', primary: false },
] as const;

/**
 * /mailReview (central admins, issue 19): mail from unknown senders the tenant holds instead of
 * refusing. Accept opens the ticket (and the sender's account when they have none); Discard drops it.
 */
export default function MailReviewPage() {
  const styles = useStyles();
  const [page, setPage] = useState(0);
  const held = useMailReview({ page, size: PAGE_SIZE });
  const accept = useAcceptHeldMail();
  const discard = useDiscardHeldMail();
  const action = useMailAction(held.mutate);
  const decide = (mail: HeldMailRow, choice: 'accept' | 'discard') =>
    action.run(mail.id, () =>
      choice === 'accept' ? accept.trigger({ id: mail.id }) : discard.trigger({ id: mail.id }),
    );

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
    />
  );
}
