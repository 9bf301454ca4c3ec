import { Checkbox } from '@fluentui/react-components';
import { CATALOGUE_MESSAGES } from '@shared/domain/catalogue';
import type { DataTableColumn } from '@/components/DataTable';
import { usePagedTable } from '@/components/usePagedTable';
import { useSaveTicketSource, useTicketSourcesPage } from './api';
import { ActiveSwitch, EntryNameField, entryNameColumn, statusColumn, useEntryEditor } from './EditDialog';
import { EntryListPage } from './EntryListPage';

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
  const rows = useTicketSourcesPage(table.request);
  const editor = useEntryEditor<Draft>(useSaveTicketSource(), (draft) =>
    draft.sourceName.trim() ? undefined : CATALOGUE_MESSAGES.sourceNameNeeded,
  );

  const columns: DataTableColumn<Draft & { id: string }>[] = [
    entryNameColumn('sourceName', 'Source Name', editor),
    { id: 'isDefault', header: 'Default', render: (row) => (row.isDefault ? 'Yes' : 'No') },
    statusColumn(),
  ];

  return (
    <EntryListPage
      title="Ticket Sources"
      what="Ticket Source"
      table={table}
      list={rows}
      rowsOf={(data) => data.ticketSources}
      columns={columns}
      emptyMessage="No ticket sources yet. Add Ticket Source to create the first."
      editor={editor}
      newDraft={() => ({ sourceName: '', isDefault: false, active: true })}
      fields={(draft, change) => (
        <>
          <EntryNameField
            label="Source Name"
            value={draft.sourceName}
            onChange={(sourceName) => change({ sourceName })}
          />
          <Checkbox
            label="Default source (tickets raised by requesters)"
            checked={draft.isDefault}
            onChange={(_event, data) => change({ isDefault: data.checked === true })}
          />
          <ActiveSwitch
            label="Active (offered in New Ticket)"
            checked={draft.active}
            onChange={(active) => change({ active })}
          />
        </>
      )}
    />
  );
}
