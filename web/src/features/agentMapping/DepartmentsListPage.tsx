import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { PeopleRegular } from '@fluentui/react-icons/svg/people';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, PAGE_SIZE } from '../../components/DataTable';
import { PageShell } from '../../components/PageShell';
import { useNotify } from '../../components/toast';
import { isApiError } from '../../lib/apiClient';
import { withQuery } from '../../lib/queryString';
import { AgentMappingBreadcrumb } from './AgentMappingBreadcrumb';
import { exportAllDepartmentsAgents, useDepartmentsPage } from './api';

interface DepartmentRow {
  id: string;
  departmentName: string;
}

/** /viewDepartmentAssociatedAgents/?id={departmentId}&departmentName={name} */
export const departmentAgentsPath = (department: DepartmentRow) =>
  withQuery('/viewDepartmentAssociatedAgents/', { id: department.id, departmentName: department.departmentName });

/** /departmentsList: 'All Departments', one column, 20 a page, no search or selection; View Agents; Export. */
export default function DepartmentsListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const departments = useDepartmentsPage({ size: PAGE_SIZE, page, orderBy: 'id', orderDirection: 'asc' });

  const columns: DataTableColumn<DepartmentRow>[] = [
    { id: 'departmentName', header: 'Department Name', render: (row) => row.departmentName },
    {
      id: 'actions',
      header: 'Actions',
      render: (row) => (
        <Button size="small" icon={<PeopleRegular />} onClick={() => navigate(departmentAgentsPath(row))}>
          View Agents
        </Button>
      ),
    },
  ];

  const onExport = async () => {
    setExporting(true);
    try {
      await exportAllDepartmentsAgents();
    } catch (failure) {
      notify.error(isApiError(failure) ? failure.message : 'Some Error Occurred');
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageShell
      title="All Departments"
      breadcrumb={<AgentMappingBreadcrumb current="All Departments" />}
      actions={
        <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={onExport}>
          Export
        </Button>
      }
    >
      <DataTable
        ariaLabel="All Departments"
        columns={columns}
        rows={departments.data?.tickets ?? []}
        rowId={(row) => row.id}
        totalItems={departments.data?.totalItems ?? 0}
        page={page}
        onPageChange={setPage}
        loading={departments.isLoading}
        error={departments.error?.message}
        onRetry={() => void departments.mutate()}
        emptyMessage="No departments found"
      />
    </PageShell>
  );
}
