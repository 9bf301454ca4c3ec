import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LoadingRows } from './LoadingRows';

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
