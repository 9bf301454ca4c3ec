import { Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { DEPARTMENT_IMPORT_COLUMNS, importDepartmentsCsv } from '../../../../shared/contract/imports';
import { CATALOGUE_MESSAGES } from '../../../../shared/domain/catalogue';
import { CsvImport } from '../../components/CsvImport';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { PageShell } from '../../components/PageShell';
import { listTableProps, usePagedTable } from '../../components/usePagedTable';
import { useCatalogueInvalidate, useDepartmentsPage, useSaveDepartment } from './api';
import { AddEntryButton, EntryDialog, EntryName, statusText, useEntryEditor } from './EditDialog';

interface Draft {
  id?: string;
  version?: number;
  departmentName: string;
  active: boolean;
}

/** /catalogue/departments: every department (inactive ones too), add and edit in a dialog. */
const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalS } });

export default function DepartmentsPage() {
  const styles = useStyles();
  const table = usePagedTable({ orderBy: 'departmentName', orderDirection: 'asc' });
  const rows = useDepartmentsPage(table.request);
  const invalidate = useCatalogueInvalidate();
  const editor = useEntryEditor<Draft>(useSaveDepartment(), (draft) =>
    draft.departmentName.trim() ? undefined : CATALOGUE_MESSAGES.departmentNameNeeded,
  );

  const columns: DataTableColumn<Draft & { id: string }>[] = [
    {
      id: 'departmentName',
      header: 'Department Name',
      sortKey: 'departmentName',
      render: (row) => <EntryName name={row.departmentName} onOpen={() => editor.edit({ ...row })} />,
    },
    { id: 'active', header: 'Status', sortKey: 'active', render: (row) => statusText(row.active) },
  ];

  return (
    <PageShell
      title="Departments"
      actions={
        <div className={styles.actions}>
          <CsvImport
            what="Departments"
            endpoint={importDepartmentsCsv}
            columns={DEPARTMENT_IMPORT_COLUMNS}
            example={{ departmentName: 'Transport', active: 'true' }}
            help="active is true or false (blank: true). A row whose department name exists updates it."
            onImported={() => invalidate()}
          />
          <AddEntryButton what="Department" onClick={() => editor.edit({ departmentName: '', active: true })} />
        </div>
      }
    >
      <DataTable
        ariaLabel="Departments"
        columns={columns}
        rowId={(row) => row.id}
        {...table.tableProps}
        {...listTableProps(rows, (data) => data.tickets)}
        emptyMessage="No departments found"
      />
      <EntryDialog what="Department" editor={editor}>
        {(draft, change) => (
          <>
            <Field label="Department Name" required>
              <Input
                value={draft.departmentName}
                maxLength={120}
                onChange={(_event, data) => change({ departmentName: data.value })}
              />
            </Field>
            <Switch
              label="Active (offered in New Ticket)"
              checked={draft.active}
              onChange={(_event, data) => change({ active: data.checked })}
            />
          </>
        )}
      </EntryDialog>
    </PageShell>
  );
}
