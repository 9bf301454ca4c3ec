import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { type ImportReport, importTemplate } from '@shared/contract/imports';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { AppDialog } from '@/components/AppDialog';
import { SimpleTable } from '@/components/TableFrame';
import { isApiError } from '@/lib/apiClient';
import { type ImportTarget, importCsvFile } from '@/lib/csvImport';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  columns: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-word' },
  link: { color: tokens.colorBrandForegroundLink },
  rejected: { maxHeight: '450px', overflowY: 'auto' },
  rowCell: { width: '80px' },
});

export interface CsvImportProps {
  /** What is imported, plural, as the screen names it ("Users"). */
  what: string;
  endpoint: ImportTarget;
  /** The contract's column list (the template's header row). */
  columns: readonly string[];
  /** One example row for the template. */
  example: Record<string, string>;
  /** A line or two on what the columns mean. */
  help?: string;
  /** After an import that wrote something: the screen reloads its list. */
  onImported?: (report: ImportReport) => void;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'importing'; rowsDone?: number; rowsTotal?: number | null };

/**
 * The Import button of the Users and Catalogue screens: pick a CSV, upload it straight to S3 with
 * progress, import it, then show the counts and the rejected rows. The template CSV (header row
 * and one example row) is made in the browser from the contract's column list.
 */
export function CsvImport({ what, endpoint, columns, example, help, onImported }: CsvImportProps) {
  const styles = useStyles();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = stage.kind !== 'choose';

  const templateName = `${what.toLowerCase().replace(/\W+/g, '-')}-template.csv`;
  const templateUrl = useMemo(
    () => (open ? URL.createObjectURL(new Blob([importTemplate(columns, example)], { type: 'text/csv' })) : ''),
    [open, columns, example],
  );
  useEffect(() => () => (templateUrl ? URL.revokeObjectURL(templateUrl) : undefined), [templateUrl]);

  const reset = () => {
    setFile(null);
    setReport(null);
    setError(null);
    setStage({ kind: 'choose' });
  };

  const run = async () => {
    if (!file) return;
    setError(null);
    setReport(null);
    setStage({ kind: 'uploading', fraction: 0 });
    try {
      const answer = await importCsvFile(endpoint, file, ({ stage, ...progress }) =>
        setStage(
          stage === 'uploading'
            ? { kind: 'uploading', fraction: 'fraction' in progress ? progress.fraction : 0 }
            : { kind: 'importing', ...progress },
        ),
      );
      setReport(answer);
      if (answer.created + answer.updated > 0) onImported?.(answer);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The import failed. Please try again.');
    } finally {
      setStage({ kind: 'choose' });
      setFile(null);
    }
  };

  return (
    <>
      <Button
        icon={<ArrowUploadRegular />}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        Import
      </Button>
      <AppDialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        title={<>Import {what}</>}
        contentClassName={styles.body}
        actions={
          <>
            <Button appearance="secondary" disabled={busy} onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button appearance="primary" disabled={!file || busy} onClick={run}>
              Import
            </Button>
          </>
        }
      >
        <Text>
          A CSV file whose first row names the columns <span className={styles.columns}>{columns.join(', ')}</span>.{' '}
          {help}
        </Text>
        <a className={styles.link} href={templateUrl} download={templateName}>
          Download template CSV
        </a>
        <Field label={{ children: 'CSV file', htmlFor: inputId }}>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
              setError(null);
            }}
          />
        </Field>
        {stage.kind === 'uploading' && (
          <Field validationMessage="Uploading..." validationState="none">
            <ProgressBar value={stage.fraction} aria-label="Upload progress" />
          </Field>
        )}
        {stage.kind === 'importing' && <ImportingProgress {...stage} />}
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {report && <ImportResult report={report} />}
      </AppDialog>
    </>
  );
}

/** Rows done of the file's rows once a background import reports them; otherwise a busy bar. */
function ImportingProgress({ rowsDone, rowsTotal }: { rowsDone?: number; rowsTotal?: number | null }) {
  const counted = rowsDone !== undefined && rowsTotal;
  return (
    <Field
      validationMessage={
        counted
          ? `Importing... ${rowsDone.toLocaleString('en-US')} of ${rowsTotal.toLocaleString('en-US')} rows`
          : 'Importing...'
      }
      validationState="none"
    >
      <ProgressBar value={counted ? rowsDone / rowsTotal : undefined} aria-label="Import in progress" />
    </Field>
  );
}

function ImportResult({ report }: { report: ImportReport }) {
  const styles = useStyles();
  return (
    <>
      <MessageBar intent={report.rejected.length > 0 ? 'warning' : 'success'}>
        <MessageBarBody>{report.message}</MessageBarBody>
      </MessageBar>
      {report.rejectedNotListed ? (
        <Text>
          The first {report.rejected.length.toLocaleString('en-US')} rejected rows are listed;{' '}
          {report.rejectedNotListed.toLocaleString('en-US')} more were rejected.
        </Text>
      ) : null}
      {report.rejected.length > 0 && (
        <div className={styles.rejected}>
          <SimpleTable
            label="Rejected rows"
            columns={[
              { id: 'row', header: 'Row', className: styles.rowCell },
              { id: 'problem', header: 'Problem' },
            ]}
            rows={report.rejected.map((rejection) => ({
              key: `${rejection.row}-${rejection.message}`,
              cells: [rejection.row, rejection.message],
            }))}
          />
        </div>
      )}
    </>
  );
}
