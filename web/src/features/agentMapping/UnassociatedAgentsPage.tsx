import { Button } from '@fluentui/react-components';
import { PeopleAddRegular } from '@fluentui/react-icons/svg/people-add';
import { lazy, Suspense, useState } from 'react';
import { SELECT_USER_MESSAGE } from '../../../../shared/domain/adminRules';
import { DataTable, PAGE_SIZE, type SortState } from '../../components/DataTable';
import { PageShell } from '../../components/PageShell';
import { useNotify } from '../../components/toast';
import { agentColumns } from './agentColumns';
import { useUnassociatedAgents } from './api';

// The popup's code loads when it is first opened.
const UpdateAgentMappingDialog = lazy(() => import('./UpdateAgentMappingDialog'));

/** /unassociatedAgentsList: agents in no department; Add To Department opens 'Update Agent Mapping'. */
export default function UnassociatedAgentsPage() {
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState>({ orderBy: 'fullName', orderDirection: 'asc' });
  const [search, setSearch] = useState('');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const agents = useUnassociatedAgents({
    size: PAGE_SIZE,
    page,
    searchParam: search || undefined,
    orderBy: sort.orderBy,
    orderDirection: sort.orderDirection,
  });
  const list = agents.data?.response;

  const newQuery = (change: () => void) => {
    change();
    setPage(0);
    setSelectedIds([]);
  };

  return (
    <PageShell title="Unassociated Agents">
      <DataTable
        ariaLabel="Unassociated Agents"
        columns={agentColumns}
        rows={list?.users ?? []}
        rowId={(user) => user.id}
        totalItems={list?.totalItems ?? 0}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          setSelectedIds([]);
        }}
        sort={sort}
        onSortChange={(next) => newQuery(() => setSort(next))}
        onSearchChange={(text) => newQuery(() => setSearch(text))}
        selectable
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        loading={agents.isLoading || agents.isValidating}
        error={agents.error?.message}
        onRetry={() => void agents.mutate()}
        emptyMessage="Every agent is in a department"
        toolbar={
          <Button
            appearance="primary"
            icon={<PeopleAddRegular />}
            onClick={() => (selectedIds.length === 0 ? notify.warning(SELECT_USER_MESSAGE) : setDialogOpen(true))}
          >
            Add To Department
          </Button>
        }
      />
      {dialogOpen && (
        <Suspense fallback={null}>
          <UpdateAgentMappingDialog
            open
            userIds={selectedIds}
            onClose={() => setDialogOpen(false)}
            onSaved={() => {
              setDialogOpen(false);
              setSelectedIds([]);
              void agents.mutate();
            }}
          />
        </Suspense>
      )}
    </PageShell>
  );
}
