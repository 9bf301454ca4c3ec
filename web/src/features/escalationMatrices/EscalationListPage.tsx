import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/components/DataTable';
import { ExportButton } from '@/components/ExportButton';
import { AddRecordButton, ListPage } from '@/components/ListPage';
import { recordLinkColumn } from '@/components/RowLink';
import { usePagedTable } from '@/components/usePagedTable';
import { downloadUrl } from '@/lib/apiClient';
import { useApiQuery } from '@/lib/useApi';
import { listRows, MATRIX_PAGE_SIZE, type MatrixListRow, type MatrixScreens, matrixFormPath } from './matrices';

const EXPORT_FAILED_MESSAGE = 'The export could not be started. Please try again.';

/**
 * School / College / Administrative Escalation List: Export, Add Escalation, and the rows 8 to a page
 * with server-side paging, sort and search. Newest rows first until a header is clicked.
 */
export function EscalationListPage({ screens }: { screens: MatrixScreens }) {
  const table = usePagedTable({ orderBy: screens.idField, orderDirection: 'desc' }, MATRIX_PAGE_SIZE);
  // No deduping: coming back from a save within seconds of the last load must still fetch afresh
  // (the form drops every cached page of this list when it saves).
  const list = useApiQuery(screens.endpoints.list, table.request, { keepPreviousData: true, dedupingInterval: 0 });

  const columns = useMemo<DataTableColumn<MatrixListRow>[]>(
    () => [
      recordLinkColumn('id', 'Escalation Id', (row) => matrixFormPath(screens, row.id), screens.idField),
      { id: 'branch', header: 'Branch', sortKey: 'branch', render: (row) => row.branch },
      { id: 'department', header: 'Department', sortKey: 'department', render: (row) => row.department },
      { id: 'module', header: 'Module', sortKey: 'module', render: (row) => row.module },
    ],
    [screens],
  );

  return (
    <ListPage
      title={screens.listTitle}
      actions={
        <>
          <ExportButton
            run={async () => {
              window.location.assign(await downloadUrl(screens.exportEndpoint, {}));
            }}
            fallback={EXPORT_FAILED_MESSAGE}
            showProgress
          />
          <AddRecordButton to={matrixFormPath(screens)} icon={<AddRegular />}>
            Add Escalation
          </AddRecordButton>
        </>
      }
      list={list}
      rowsOf={(data) => listRows(screens, data)}
      columns={columns}
      paging={table.tableProps}
      searchPlaceholder="Search"
      emptyMessage="No escalations yet. Add Escalation to set up the first escalation contact."
    />
  );
}
