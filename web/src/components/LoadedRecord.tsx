import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LoadingRows } from './LoadingRows';
import { PageShell } from './PageShell';

export interface LoadedRecordProps<Data> {
  /** The record's query: its data once read, or why it could not be read. */
  record: { data?: Data; error?: { message: string } };
  /** What the loading rows announce ('Loading settings'). */
  loadingLabel: string;
  /** The form, given the record. */
  children: (data: Data) => ReactNode;
}

/**
 * The body of a page that edits one stored record (a team, a user, the tenant's settings): the
 * load failure in an error bar, loading rows while it is read, then the form.
 */
export function LoadedRecord<Data>({ record, loadingLabel, children }: LoadedRecordProps<Data>) {
  return (
    <>
      {record.error && (
        <MessageBar intent="error">
          <MessageBarBody>{record.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {record.data === undefined && !record.error && <LoadingRows label={loadingLabel} />}
      {record.data !== undefined && children(record.data)}
    </>
  );
}

export interface RecordFormPageProps<Data> {
  title: string;
  /** The record opened from the address; undefined when a new one is added. */
  recordId: string | undefined;
  /** The opened record's query. */
  record: { data?: Data; error?: { message: string } };
  loadingLabel: string;
  /** The form: given the stored record when one is opened, undefined when one is added. */
  children: (data: Data | undefined) => ReactNode;
}

/**
 * A page that adds a record (no id in the address) or opens a stored one (a team, a user) in the
 * same form. A record is read once: its load failure is shown only while there is none to show.
 */
export function RecordFormPage<Data>({ title, recordId, record, loadingLabel, children }: RecordFormPageProps<Data>) {
  return (
    <PageShell title={title}>
      {recordId ? (
        <LoadedRecord
          record={{ data: record.data, error: record.data ? undefined : record.error }}
          loadingLabel={loadingLabel}
        >
          {children}
        </LoadedRecord>
      ) : (
        children(undefined)
      )}
    </PageShell>
  );
}
