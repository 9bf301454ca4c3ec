import { Button, Field, Textarea } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { CATALOGUE_MESSAGES } from '@shared/domain/catalogue';
import { useState } from 'react';
import { AppDialog } from '@/components/AppDialog';
import type { DataTableColumn } from '@/components/DataTable';
import { usePagedTable } from '@/components/usePagedTable';
import { useCannedResponsesPage, useCatalogueInvalidate, useDeleteCannedResponse, useSaveCannedResponse } from './api';
import {
  ActiveSwitch,
  EntryNameField,
  entryNameColumn,
  statusColumn,
  useCatalogueWrite,
  useEntryEditor,
} from './EditDialog';
import { EntryListPage } from './EntryListPage';

interface Row {
  id: string;
  cannedName: string;
  message: string;
  active: boolean;
  builtIn: boolean;
  version: number;
}

interface Draft {
  id?: string;
  version?: number;
  cannedName: string;
  message: string;
  active: boolean;
}

const problemOf = (draft: Draft) =>
  !draft.cannedName.trim()
    ? CATALOGUE_MESSAGES.cannedNameNeeded
    : !draft.message.trim()
      ? CATALOGUE_MESSAGES.cannedMessageNeeded
      : undefined;

/** /catalogue/cannedResponses: the spec's four built-in choices (fixed) and the tenant's own texts. */
export default function CannedResponsesPage() {
  const table = usePagedTable({ orderBy: 'builtIn', orderDirection: 'asc' });
  const [removing, setRemoving] = useState<Row | undefined>();
  const rows = useCannedResponsesPage(table.request);
  const editor = useEntryEditor<Draft>(useSaveCannedResponse(), problemOf);
  const remove = useDeleteCannedResponse();
  const invalidate = useCatalogueInvalidate();
  const write = useCatalogueWrite();

  const columns: DataTableColumn<Row>[] = [
    entryNameColumn('cannedName', 'Name', editor),
    { id: 'message', header: 'Message', wrap: true, render: (row) => row.message },
    statusColumn(),
    {
      id: 'delete',
      header: 'Delete',
      render: (row) =>
        row.builtIn ? null : (
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={`Delete ${row.cannedName}`}
            onClick={() => setRemoving(row)}
          />
        ),
    },
  ];

  const onDelete = async () => {
    if (!removing) return;
    const row = removing;
    setRemoving(undefined);
    if (await write(() => remove.trigger({ id: row.id, version: row.version }))) await invalidate();
  };

  return (
    <EntryListPage
      title="Canned Responses"
      what="Canned Response"
      table={table}
      list={rows}
      rowsOf={(data) => data.cannedResponses}
      columns={columns}
      emptyMessage="No canned responses yet. Add Canned Response to create the first."
      editor={editor}
      newDraft={() => ({ cannedName: '', message: '', active: true })}
      fields={(draft, change) => (
        <>
          <EntryNameField label="Name" value={draft.cannedName} onChange={(cannedName) => change({ cannedName })} />
          <Field label="Message" required>
            <Textarea
              resize="vertical"
              rows={6}
              value={draft.message}
              maxLength={4000}
              onChange={(_event, data) => change({ message: data.value })}
            />
          </Field>
          <ActiveSwitch
            label="Active (offered in the agents' canned picker)"
            checked={draft.active}
            onChange={(active) => change({ active })}
          />
        </>
      )}
    >
      <AppDialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        title={`Delete ${removing?.cannedName}?`}
        actions={
          <>
            <Button appearance="secondary" onClick={() => setRemoving(undefined)}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={onDelete} disabled={remove.isMutating}>
              Delete
            </Button>
          </>
        }
      />
    </EntryListPage>
  );
}
