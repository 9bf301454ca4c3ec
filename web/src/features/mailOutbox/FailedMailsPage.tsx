import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import type { FailedMailRow } from '@shared/contract/mailOutbox';
import { MAX_MAIL_ATTEMPTS } from '@shared/domain/mail';
import { useState } from 'react';
import { type DataTableColumn, PAGE_SIZE } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { ListPage } from '@/components/ListPage';
import { useFailedMails, useRetryMail } from './api';
import { useMailAction } from './useMailAction';

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * /failedMails (central admins): mails given up after the last try, newest first, with Retry,
 * which puts one back in the queue; the next mail run (every minute) sends it.
 */
export default function FailedMailsPage() {
  const styles = useStyles();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const mails = useFailedMails({ page, size: PAGE_SIZE, searchParam: search || undefined });
  const retry = useRetryMail();
  const action = useMailAction(mails.mutate);

  const columns: DataTableColumn<FailedMailRow>[] = [
    { id: 'createdAt', header: 'Date', render: (mail) => formatDateTime(mail.createdAt) },
    { id: 'to', header: 'To', wrap: true, render: (mail) => mail.to.join(', ') },
    { id: 'subject', header: 'Subject', wrap: true, render: (mail) => mail.subject },
    { id: 'attempts', header: 'Attempts', render: (mail) => mail.attempts },
    {
      id: 'lastError',
      header: 'Last Error',
      wrap: true,
      render: (mail) => <Text className={styles.error}>{mail.lastError ?? ''}</Text>,
    },
    {
      id: 'action',
      header: 'Action',
      render: (mail) => (
        <Button
          size="small"
          icon={<ArrowClockwiseRegular />}
          disabled={action.running}
          onClick={() => action.run(mail.id, () => retry.trigger({ id: mail.id }))}
          aria-label={`Retry mail ${mail.subject}`}
        >
          Retry
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title="Failed Mails"
      intro={`Mails that could not be sent after ${MAX_MAIL_ATTEMPTS} tries. Retry sends one again on the next mail run.`}
      list={mails}
      rowsOf={(data) => data.failedMails}
      columns={columns}
      paging={{
        page,
        onPageChange: setPage,
        onSearchChange: (text) => {
          setSearch(text);
          setPage(0);
        },
      }}
      searchPlaceholder="Search"
      emptyMessage="No failed mails"
    />
  );
}
