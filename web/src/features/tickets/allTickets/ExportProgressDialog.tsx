import { Button, Field, MessageBar, MessageBarBody, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppDialog } from '@/components/AppDialog';
import { failureText } from '@/components/toast';
import { downloadExport, startExport, useExportProgress } from './allTicketsApi';
import type { AllTicketsParams } from './allTicketsFilters';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const count = (value: number) => value.toLocaleString('en-US');
const messageOf = (failure: unknown) => failureText(failure);

/**
 * Export Data as a background job (shared/contract/exports.ts): starts the export with the filters
 * it was opened with, shows its progress, and starts the download once the file is written. A
 * failure says why and offers Retry, which starts the export again.
 */
export function ExportProgressDialog({ params, onClose }: { params: AllTicketsParams; onClose: () => void }) {
  const styles = useStyles();
  const [jobId, setJobId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const progress = useExportProgress(jobId);
  const downloaded = useRef<string | null>(null);

  const start = useCallback(async () => {
    setJobId(null);
    setStartError(null);
    setDownloadError(null);
    try {
      setJobId((await startExport(params)).jobId);
    } catch (failure) {
      setStartError(messageOf(failure));
    }
  }, [params]);

  const download = useCallback(async (id: string) => {
    setDownloadError(null);
    try {
      await downloadExport(id);
    } catch (failure) {
      setDownloadError(messageOf(failure));
    }
  }, []);

  // Once per opening (a development double effect must not start two exports).
  const startedFor = useRef<AllTicketsParams | null>(null);
  useEffect(() => {
    if (startedFor.current === params) return;
    startedFor.current = params;
    void start();
  }, [params, start]);

  const job = progress.data?.jobId === jobId ? progress.data : undefined;
  // The file downloads by itself once, as soon as it is written.
  useEffect(() => {
    if (job?.status === 'done' && downloaded.current !== job.jobId) {
      downloaded.current = job.jobId;
      void download(job.jobId);
    }
  }, [job, download]);

  const error =
    startError ??
    (job?.status === 'failed' ? (job.message ?? 'The export failed.') : undefined) ??
    (progress.error ? progress.error.message : undefined) ??
    downloadError;
  const done = job?.status === 'done';
  const working = !error && !done;

  return (
    <AppDialog
      open
      onClose={onClose}
      title="Export Data"
      surfaceLabel="Export Data"
      contentClassName={styles.body}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose}>
            Close
          </Button>
          {done && job && (
            <Button appearance="primary" onClick={() => void download(job.jobId)}>
              Download
            </Button>
          )}
          {error && !done && (
            <Button appearance="primary" onClick={() => void start()}>
              Retry
            </Button>
          )}
        </>
      }
    >
      {working && (
        <Field
          validationState="none"
          validationMessage={
            job?.rowsTotal != null
              ? `Exporting… ${count(job.rowsDone)} of ${count(job.rowsTotal)} rows`
              : 'Exporting… finding the tickets'
          }
        >
          <ProgressBar aria-label="Export progress" value={job?.rowsTotal ? job.rowsDone / job.rowsTotal : undefined} />
        </Field>
      )}
      {done && !error && (
        <MessageBar intent="success">
          <MessageBarBody>
            Export ready: {count(job.rowsTotal ?? job.rowsDone)} rows. The download has started.
          </MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </AppDialog>
  );
}
