import { PeopleAddRegular } from '@fluentui/react-icons/svg/people-add';
import { PageShell } from '@/components/PageShell';
import { usePagedTable } from '@/components/usePagedTable';
import { useUnassociatedAgents } from './api';
import { MappableAgentsTable } from './MappableAgentsTable';

/** /unassociatedAgentsList: agents in no department; Add To Department opens 'Update Agent Mapping'. */
export default function UnassociatedAgentsPage() {
  const table = usePagedTable({ orderBy: 'fullName', orderDirection: 'asc' });
  const agents = useUnassociatedAgents(table.request);
  const list = agents.data?.response;
  return (
    <PageShell title="Unassociated Agents">
      <MappableAgentsTable
        ariaLabel="Unassociated Agents"
        table={table}
        agents={list?.users ?? []}
        totalItems={list?.totalItems ?? 0}
        query={agents}
        emptyMessage="Every agent is in a department"
        action={{ label: 'Add To Department', icon: <PeopleAddRegular />, appearance: 'primary' }}
      />
    </PageShell>
  );
}
