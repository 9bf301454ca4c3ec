import { Button, Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useState } from 'react';
import { DEPARTMENT_IMPORT_COLUMNS, importDepartmentsCsv } from '../../../../shared/contract/imports';
import { CATALOGUE_MESSAGES } from '../../../../shared/domain/catalogue';
import { CsvImport } from '../../components/CsvImport';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { PageShell } from '../../components/PageShell';
import { listTableProps, usePagedTable } from '../../components/usePagedTable';
import { useCatalogueInvalidate, useDepartmentsPage, useSaveDepartment } from './api';
import { EditDialog, statusText, useCatalogueWrite } from './EditDialog';

interface Row {
  id: string;
  departmentName: string;
  active: boolean;
  version: number;
}

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
  const [draft, setDraft] = useState<Draft | undefined>();
  const rows = useDepartmentsPage(table.request);
  const save = useSaveDepartment();
  const invalidate = useCatalogueInvalidate();
  const write = useCatalogueWrite();

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'departmentName',
      header: 'Department Name',
      sortKey: 'departmentName',
      render: (row) => (
        <Button appearance="transparent" onClick={() => setDraft({ ...row })}>
          {row.departmentName}
        </Button>
      ),
    },
    { id: 'active', header: 'Status', sortKey: 'active', render: (row) => statusText(row.active) },
  ];

  const onSave = async () => {
    if (!draft) return;
    const ok = await write(
      () => save.trigger(draft),
      draft.departmentName.trim() ? undefined : CATALOGUE_MESSAGES.departmentNameNeeded,
    );
    if (ok) {
      setDraft(undefined);
      await invalidate();
    }
  };

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
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => setDraft({ departmentName: '', active: true })}
          >
            Add Department
          </Button>
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
      <EditDialog
        title={draft?.id ? 'Edit Department' : 'Add Department'}
        open={draft !== undefined}
        busy={save.isMutating}
        onClose={() => setDraft(undefined)}
        onSave={onSave}
      >
        {draft && (
          <>
            <Field label="Department Name" required>
              <Input
                value={draft.departmentName}
                maxLength={120}
                onChange={(_event, data) => setDraft({ ...draft, departmentName: data.value })}
              />
            </Field>
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
