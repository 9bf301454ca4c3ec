import { AddRegular } from '@fluentui/react-icons/svg/add';
import type { getHelpTopicsWithPagination } from '@shared/contract/catalogue';
import type { ResponseOf } from '@shared/contract/endpoint';
import { HELP_TOPIC_IMPORT_COLUMNS, importHelpTopicsCsv } from '@shared/contract/imports';
import { slaLabel } from '@shared/domain/tickets';
import { CsvImport } from '@/components/CsvImport';
import type { DataTableColumn } from '@/components/DataTable';
import { AddRecordButton, ListPage } from '@/components/ListPage';
import { recordLinkColumn } from '@/components/RowLink';
import { usePagedTable } from '@/components/usePagedTable';
import { useCatalogueInvalidate, useHelpTopicsPage } from './api';
import { statusColumn } from './EditDialog';
import { helpTopicFormPath, NEW_HELP_TOPIC_PATH } from './paths';

type Row = ResponseOf<typeof getHelpTopicsWithPagination>['helpTopics'][number];

const HELP_TOPIC_IMPORT_EXAMPLE = {
  departmentName: 'IT Support',
  helpTopicName: 'Projector not working',
  category: 'IT',
  sla: '2',
  subCategories: 'Classroom; Auditorium',
  formFields: 'Room number:text*; Noticed on:date',
  active: 'true',
};

/** /catalogue/helpTopics: every help topic (inactive ones too), each opening the form builder. */
export default function HelpTopicsListPage() {
  const invalidate = useCatalogueInvalidate();
  const table = usePagedTable({ orderBy: 'helpTopicName', orderDirection: 'asc' });
  const rows = useHelpTopicsPage(table.request);

  const columns: DataTableColumn<Row>[] = [
    recordLinkColumn('helpTopicName', 'Help Topic', (row) => helpTopicFormPath(row.id)),
    { id: 'departmentName', header: 'Department', sortKey: 'departmentName', render: (row) => row.departmentName },
    { id: 'module', header: 'Category', sortKey: 'module', render: (row) => row.module },
    { id: 'sla', header: 'Default SLA Plan', sortKey: 'sla', render: (row) => slaLabel(Number(row.sla)) },
    { id: 'fields', header: 'Form Fields', render: (row) => row.dynamicFormDetails.fields.length },
    statusColumn(),
  ];

  return (
    <ListPage
      title="Help Topics"
      actions={
        <>
          <CsvImport
            what="Help Topics"
            endpoint={importHelpTopicsCsv}
            columns={HELP_TOPIC_IMPORT_COLUMNS}
            example={HELP_TOPIC_IMPORT_EXAMPLE}
            help="departmentName names a department; category is the topic's Category (required for a new topic); sla is a plan in days (blank: the first plan); subCategories are separated by ;. formFields lists label:type pairs separated by ; (text, textarea, number, date, checkbox; a trailing * makes a field mandatory); build select fields in the form builder."
            onImported={() => invalidate()}
          />
          <AddRecordButton to={NEW_HELP_TOPIC_PATH} icon={<AddRegular />}>
            Add Help Topic
          </AddRecordButton>
        </>
      }
      list={rows}
      rowsOf={(data) => data.helpTopics}
      columns={columns}
      paging={table.tableProps}
      emptyMessage="No help topics yet. Add Help Topic to create the first, or Import a CSV."
    />
  );
}
