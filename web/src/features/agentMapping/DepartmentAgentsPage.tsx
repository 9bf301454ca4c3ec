import { ArrowSwapRegular } from '@fluentui/react-icons/svg/arrow-swap';
import { useSearchParams } from 'react-router';
import { ExportButton } from '@/components/ExportButton';
import { PageShell } from '@/components/PageShell';
import { usePagedTable } from '@/components/usePagedTable';
import { AgentMappingBreadcrumb } from './AgentMappingBreadcrumb';
import { exportDepartmentAgents, useAssociatedAgents } from './api';
import { MappableAgentsTable } from './MappableAgentsTable';

/**
 * /viewDepartmentAssociatedAgents/?id={departmentId}&departmentName={name}: 'Agents in {department}
 * Department', with search, selection, Export and Change Department (the 'Update Agent Mapping' popup).
 */
export default function DepartmentAgentsPage() {
  const [params] = useSearchParams();
  const departmentId = params.get('id') ?? '';
  const departmentName = params.get('departmentName') ?? '';
  const table = usePagedTable({ orderBy: 'createdAt', orderDirection: 'desc' });
  const agents = useAssociatedAgents(departmentId ? { departmentId, ...table.request } : null);

  return (
    <PageShell
      title={`Agents in ${departmentName} Department`}
      breadcrumb={<AgentMappingBreadcrumb current="Agents" />}
      actions={<ExportButton run={() => exportDepartmentAgents(departmentId)} disabled={!departmentId} />}
    >
      <MappableAgentsTable
        ariaLabel={`Agents in ${departmentName} Department`}
        table={table}
        agents={(agents.data?.users ?? []).map((row) => row.user)}
        totalItems={agents.data?.totalItems ?? 0}
        query={agents}
        emptyMessage="No agents in this department"
        action={{ label: 'Change Department', icon: <ArrowSwapRegular /> }}
        currentDepartmentId={departmentId}
      />
    </PageShell>
  );
}
