import { Button, Checkbox, Field, Input, Switch } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '../../../../shared/domain/catalogue';
import { DataTable, type DataTableColumn, PAGE_SIZE, type SortState } from '../../components/DataTable';
import { PageShell } from '../../components/PageShell';
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
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState>({ orderBy: 'sourceName', orderDirection: 'asc' });
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<Draft | undefined>();
  const rows = useTicketSourcesPage({ size: PAGE_SIZE, page, searchParam: search || undefined, ...sort });
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
        rows={rows.data?.ticketSources ?? []}
        rowId={(row) => row.id}
        totalItems={rows.data?.totalItems ?? 0}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        onSearchChange={(text) => {
          setSearch(text);
          setPage(0);
        }}
        loading={rows.isLoading || rows.isValidating}
        error={rows.error?.message}
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
