import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import type { FailedMailRow } from '@shared/contract/mailOutbox';
import { MAX_MAIL_ATTEMPTS } from '@shared/domain/mail';
import { useState } from 'react';
import { DataTable, type DataTableColumn, PAGE_SIZE } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { PageShell } from '@/components/PageShell';
import { useNotify } from '@/components/toast';
import { listTableProps } from '@/components/usePagedTable';
import { useFailedMails, useRetryMail } from './api';

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * /failedMails (central admins): mails given up after the last try, newest first, with Retry,
 * which puts one back in the queue; the next mail run (every minute) sends it.
 */
export default function FailedMailsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const mails = useFailedMails({ page, size: PAGE_SIZE, searchParam: search || undefined });
  const retry = useRetryMail();
  const [retrying, setRetrying] = useState<string | null>(null);

  const retryOne = async (mail: FailedMailRow) => {
    setRetrying(mail.id);
    try {
      const answer = await retry.trigger({ id: mail.id });
      notify.success(answer.message);
      await mails.mutate();
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setRetrying(null);
    }
  };

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
          disabled={retrying !== null}
          onClick={() => retryOne(mail)}
          aria-label={`Retry mail ${mail.subject}`}
        >
          Retry
        </Button>
      ),
    },
  ];

  return (
    <PageShell title="Failed Mails">
      <Text className={styles.intro}>
        Mails that could not be sent after {MAX_MAIL_ATTEMPTS} tries. Retry sends one again on the next mail run.
      </Text>
      <DataTable
        ariaLabel="Failed Mails"
        columns={columns}
        {...listTableProps(mails, (data) => data.failedMails)}
        rowId={(mail) => mail.id}
        page={page}
        onPageChange={setPage}
        onSearchChange={(text) => {
          setSearch(text);
          setPage(0);
        }}
        searchPlaceholder="Search"
        emptyMessage="No failed mails"
      />
    </PageShell>
  );
}
