import { Button } from '@fluentui/react-components';
import { PeopleRegular } from '@fluentui/react-icons/svg/people';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, PAGE_SIZE } from '@/components/DataTable';
import { ExportButton } from '@/components/ExportButton';
import { PageShell } from '@/components/PageShell';
import { withQuery } from '@/lib/queryString';
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
  const [page, setPage] = useState(0);
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

  return (
    <PageShell
      title="All Departments"
      breadcrumb={<AgentMappingBreadcrumb current="All Departments" />}
      actions={<ExportButton run={exportAllDepartmentsAgents} />}
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
        emptyMessage="No departments yet. Add them under Admin → Catalogue → Departments, then map agents to them."
      />
    </PageShell>
  );
}
