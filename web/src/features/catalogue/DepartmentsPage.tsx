import { DEPARTMENT_IMPORT_COLUMNS, importDepartmentsCsv } from '@shared/contract/imports';
import { CATALOGUE_MESSAGES } from '@shared/domain/catalogue';
import { CsvImport } from '@/components/CsvImport';
import type { DataTableColumn } from '@/components/DataTable';
import { usePagedTable } from '@/components/usePagedTable';
import { useCatalogueInvalidate, useDepartmentsPage, useSaveDepartment } from './api';
import { ActiveSwitch, EntryNameField, entryNameColumn, statusColumn, useEntryEditor } from './EditDialog';
import { EntryListPage } from './EntryListPage';

interface Draft {
  id?: string;
  version?: number;
  departmentName: string;
  active: boolean;
}

/** /catalogue/departments: every department (inactive ones too), add and edit in a dialog. */
export default function DepartmentsPage() {
  const table = usePagedTable({ orderBy: 'departmentName', orderDirection: 'asc' });
  const rows = useDepartmentsPage(table.request);
  const invalidate = useCatalogueInvalidate();
  const editor = useEntryEditor<Draft>(useSaveDepartment(), (draft) =>
    draft.departmentName.trim() ? undefined : CATALOGUE_MESSAGES.departmentNameNeeded,
  );

  const columns: DataTableColumn<Draft & { id: string }>[] = [
    entryNameColumn('departmentName', 'Department Name', editor),
    statusColumn(),
  ];

  return (
    <EntryListPage
      title="Departments"
      what="Department"
      table={table}
      list={rows}
      rowsOf={(data) => data.tickets}
      columns={columns}
      emptyMessage="No departments yet. Add Department to create the first, or Import a CSV."
      editor={editor}
      newDraft={() => ({ departmentName: '', active: true })}
      extraActions={
        <CsvImport
          what="Departments"
          endpoint={importDepartmentsCsv}
          columns={DEPARTMENT_IMPORT_COLUMNS}
          example={{ departmentName: 'Transport', active: 'true' }}
          help="active is true or false (blank: true). A row whose department name exists updates it."
          onImported={() => invalidate()}
        />
      }
      fields={(draft, change) => (
        <>
          <EntryNameField
            label="Department Name"
            value={draft.departmentName}
            onChange={(departmentName) => change({ departmentName })}
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
