import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import type { getHelpTopicsWithPagination } from '@shared/contract/catalogue';
import type { ResponseOf } from '@shared/contract/endpoint';
import { HELP_TOPIC_IMPORT_COLUMNS, importHelpTopicsCsv } from '@shared/contract/imports';
import { slaLabel } from '@shared/domain/tickets';
import { useNavigate } from 'react-router';
import { CsvImport } from '@/components/CsvImport';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { PageShell } from '@/components/PageShell';
import { RowLink } from '@/components/RowLink';
import { listTableProps, usePagedTable } from '@/components/usePagedTable';
import { useCatalogueInvalidate, useHelpTopicsPage } from './api';
import { statusText } from './EditDialog';
import { helpTopicFormPath, NEW_HELP_TOPIC_PATH } from './paths';

type Row = ResponseOf<typeof getHelpTopicsWithPagination>['helpTopics'][number];

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const HELP_TOPIC_IMPORT_EXAMPLE = {
  departmentName: 'IT Support',
  helpTopicName: 'Projector not working',
  sla: '2',
  subCategories: 'Classroom; Auditorium',
  formFields: 'Room number:text*; Noticed on:date',
  active: 'true',
};

/** /catalogue/helpTopics: every help topic (inactive ones too), each opening the form builder. */
export default function HelpTopicsListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const invalidate = useCatalogueInvalidate();
  const table = usePagedTable({ orderBy: 'helpTopicName', orderDirection: 'asc' });
  const rows = useHelpTopicsPage(table.request);

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'helpTopicName',
      header: 'Help Topic',
      sortKey: 'helpTopicName',
      render: (row) => <RowLink to={helpTopicFormPath(row.id)}>{row.helpTopicName}</RowLink>,
    },
    { id: 'departmentName', header: 'Department', sortKey: 'departmentName', render: (row) => row.departmentName },
    { id: 'module', header: 'Category', sortKey: 'module', render: (row) => row.module },
    { id: 'sla', header: 'Default SLA Plan', sortKey: 'sla', render: (row) => slaLabel(Number(row.sla)) },
    { id: 'fields', header: 'Form Fields', render: (row) => row.dynamicFormDetails.fields.length },
    { id: 'active', header: 'Status', sortKey: 'active', render: (row) => statusText(row.active) },
  ];

  return (
    <PageShell
      title="Help Topics"
      actions={
        <div className={styles.actions}>
          <CsvImport
            what="Help Topics"
            endpoint={importHelpTopicsCsv}
            columns={HELP_TOPIC_IMPORT_COLUMNS}
            example={HELP_TOPIC_IMPORT_EXAMPLE}
            help="departmentName names a department; sla is a plan in days (blank: the first plan); subCategories are separated by ;. formFields lists label:type pairs separated by ; (text, textarea, number, date, checkbox; a trailing * makes a field mandatory); build select fields in the form builder."
            onImported={() => invalidate()}
          />
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(NEW_HELP_TOPIC_PATH)}>
            Add Help Topic
          </Button>
        </div>
      }
    >
      <DataTable
        ariaLabel="Help Topics"
        columns={columns}
        rowId={(row) => row.id}
        {...table.tableProps}
        {...listTableProps(rows, (data) => data.helpTopics)}
        emptyMessage="No help topics found"
      />
    </PageShell>
  );
}
