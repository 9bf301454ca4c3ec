import { Button, Checkbox, Field, Input, Switch } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '../../../../shared/domain/catalogue';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { PageShell } from '../../components/PageShell';
import { listTableProps, usePagedTable } from '../../components/usePagedTable';
import { useCatalogueInvalidate, useSaveTicketSource, useTicketSourcesPage } from './api';
import { EditDialog, statusText, useCatalogueWrite } from './EditDialog';

interface Draft {
  id?: string;
  version?: number;
  sourceName: string;
  isDefault: boolean;
  active: boolean;
}

/** /catalogue/ticketSources: the sources agents choose in New Ticket; one is the requesters' default. */
export default function TicketSourcesPage() {
  const table = usePagedTable({ orderBy: 'sourceName', orderDirection: 'asc' });
  const [draft, setDraft] = useState<Draft | undefined>();
  const rows = useTicketSourcesPage(table.request);
  const save = useSaveTicketSource();
  const invalidate = useCatalogueInvalidate();
  const write = useCatalogueWrite();

  const columns: DataTableColumn<Draft & { id: string }>[] = [
    {
      id: 'sourceName',
      header: 'Source Name',
      sortKey: 'sourceName',
      render: (row) => (
        <Button appearance="transparent" onClick={() => setDraft({ ...row })}>
          {row.sourceName}
        </Button>
      ),
    },
    { id: 'isDefault', header: 'Default', render: (row) => (row.isDefault ? 'Yes' : 'No') },
    { id: 'active', header: 'Status', sortKey: 'active', render: (row) => statusText(row.active) },
  ];

  const onSave = async () => {
    if (!draft) return;
    const ok = await write(
      () => save.trigger(draft),
      draft.sourceName.trim() ? undefined : CATALOGUE_MESSAGES.sourceNameNeeded,
    );
    if (ok) {
      setDraft(undefined);
      await invalidate();
    }
  };

  return (
    <PageShell
      title="Ticket Sources"
      actions={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => setDraft({ sourceName: '', isDefault: false, active: true })}
        >
          Add Ticket Source
        </Button>
      }
    >
      <DataTable
        ariaLabel="Ticket Sources"
        columns={columns}
        rowId={(row) => row.id}
        {...table.tableProps}
        {...listTableProps(rows, (data) => data.ticketSources)}
        emptyMessage="No ticket sources found"
      />
      <EditDialog
        title={draft?.id ? 'Edit Ticket Source' : 'Add Ticket Source'}
        open={draft !== undefined}
        busy={save.isMutating}
        onClose={() => setDraft(undefined)}
        onSave={onSave}
      >
        {draft && (
          <>
            <Field label="Source Name" required>
              <Input
                value={draft.sourceName}
                maxLength={120}
                onChange={(_event, data) => setDraft({ ...draft, sourceName: data.value })}
              />
            </Field>
            <Checkbox
              label="Default source (tickets raised by requesters)"
              checked={draft.isDefault}
              onChange={(_event, data) => setDraft({ ...draft, isDefault: data.checked === true })}
            />
            <Switch
              label="Active (offered in New Ticket)"
              checked={draft.active}
              onChange={(_event, data) => setDraft({ ...draft, active: data.checked })}
            />
          </>
        )}
      </EditDialog>
    </PageShell>
  );
}
