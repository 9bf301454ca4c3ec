import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, type SortState } from '@/components/DataTable';
import { ExportButton } from '@/components/ExportButton';
import { PageShell } from '@/components/PageShell';
import { RowLink } from '@/components/RowLink';
import { listTableProps } from '@/components/usePagedTable';
import { downloadUrl } from '@/lib/apiClient';
import { useApiQuery } from '@/lib/useApi';
import { listRows, MATRIX_PAGE_SIZE, type MatrixListRow, type MatrixScreens, matrixFormPath } from './matrices';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const EXPORT_FAILED_MESSAGE = 'The export could not be started. Please try again.';

interface ListView {
  page: number;
  sort: SortState;
  search: string;
}

/**
 * School / College / Administrative Escalation List: Export, Add Escalation, and the rows 8 to a page
 * with server-side paging, sort and search. Newest rows first until a header is clicked.
 */
export function EscalationListPage({ screens }: { screens: MatrixScreens }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [view, setView] = useState<ListView>({
    page: 0,
    sort: { orderBy: screens.idField, orderDirection: 'desc' },
    search: '',
  });

  const request = useMemo(
    () => ({
      size: MATRIX_PAGE_SIZE,
      page: view.page,
      searchParam: view.search || undefined,
      orderBy: view.sort.orderBy,
      orderDirection: view.sort.orderDirection,
    }),
    [view],
  );
  // No deduping: coming back from a save within seconds of the last load must still fetch afresh
  // (the form drops every cached page of this list when it saves).
  const list = useApiQuery(screens.endpoints.list, request, { keepPreviousData: true, dedupingInterval: 0 });

  const columns = useMemo<DataTableColumn<MatrixListRow>[]>(
    () => [
      {
        id: 'id',
        header: 'Escalation Id',
        sortKey: screens.idField,
        render: (row) => <RowLink to={matrixFormPath(screens, row.id)}>{row.id}</RowLink>,
      },
      { id: 'branch', header: 'Branch', sortKey: 'branch', render: (row) => row.branch },
      { id: 'department', header: 'Department', sortKey: 'department', render: (row) => row.department },
      { id: 'module', header: 'Module', sortKey: 'module', render: (row) => row.module },
    ],
    [screens],
  );

  return (
    <PageShell
      title={screens.listTitle}
      actions={
        <div className={styles.actions}>
          <ExportButton
            run={async () => {
              window.location.assign(await downloadUrl(screens.exportEndpoint, {}));
            }}
            fallback={EXPORT_FAILED_MESSAGE}
            showProgress
          />
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(matrixFormPath(screens))}>
            Add Escalation
          </Button>
        </div>
      }
    >
      <DataTable
        ariaLabel={screens.listTitle}
        columns={columns}
        {...listTableProps(list, (data) => listRows(screens, data))}
        rowId={(row) => row.id}
        page={view.page}
        pageSize={MATRIX_PAGE_SIZE}
        onPageChange={(page) => setView((current) => ({ ...current, page }))}
        sort={view.sort}
        onSortChange={(sort) => setView((current) => ({ ...current, sort, page: 0 }))}
        onSearchChange={(search) => setView((current) => ({ ...current, search, page: 0 }))}
        searchPlaceholder="Search"
        emptyMessage="No escalations found"
      />
    </PageShell>
  );
}
