import { ArrowSwapRegular } from '@fluentui/react-icons/svg/arrow-swap';
import { useSearchParams } from 'react-router';
import { ExportButton } from '@/components/ExportButton';
import { PageShell } from '@/components/PageShell';
import { RowLink } from '@/components/RowLink';
import { usePagedTable } from '@/components/usePagedTable';
import { AgentMappingBreadcrumb, UNASSOCIATED_AGENTS_PATH } from './AgentMappingBreadcrumb';
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
        emptyMessage={
          table.request.searchParam ? (
            'No agents in this department match this search.'
          ) : (
            // An agent gets this department's tickets only once mapped here: say where to do it.
            <>
              No agents in this department yet: agents get its tickets only once mapped to it. Map them from{' '}
              <RowLink to={UNASSOCIATED_AGENTS_PATH}>Unassociated Agents</RowLink>.
            </>
          )
        }
        action={{ label: 'Change Department', icon: <ArrowSwapRegular /> }}
        currentDepartmentId={departmentId}
      />
    </PageShell>
  );
}
