import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { ArrowSwapRegular } from '@fluentui/react-icons/svg/arrow-swap';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SELECT_USER_MESSAGE } from '../../../../shared/domain/adminRules';
import { DataTable, PAGE_SIZE, type SortState } from '../../components/DataTable';
import { PageShell } from '../../components/PageShell';
import { useNotify } from '../../components/toast';
import { isApiError } from '../../lib/apiClient';
import { AgentMappingBreadcrumb } from './AgentMappingBreadcrumb';
import { agentColumns } from './agentColumns';
import { exportDepartmentAgents, useAssociatedAgents } from './api';

// The popup's code loads when it is first opened.
const UpdateAgentMappingDialog = lazy(() => import('./UpdateAgentMappingDialog'));

/**
 * /viewDepartmentAssociatedAgents/?id={departmentId}&departmentName={name}: 'Agents in {department}
 * Department', with search, selection, Export and Change Department (the 'Update Agent Mapping' popup).
 */
export default function DepartmentAgentsPage() {
  const [params] = useSearchParams();
  const departmentId = params.get('id') ?? '';
  const departmentName = params.get('departmentName') ?? '';
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState>({ orderBy: 'createdAt', orderDirection: 'desc' });
  const [search, setSearch] = useState('');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const agents = useAssociatedAgents(
    departmentId
      ? {
          departmentId,
          size: PAGE_SIZE,
          page,
          searchParam: search || undefined,
          orderBy: sort.orderBy,
          orderDirection: sort.orderDirection,
        }
      : null,
  );
  const rows = (agents.data?.users ?? []).map((row) => row.user);

  const newQuery = (change: () => void) => {
    change();
    setPage(0);
    setSelectedIds([]);
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await exportDepartmentAgents(departmentId);
    } catch (failure) {
      notify.error(isApiError(failure) ? failure.message : 'Some Error Occurred');
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageShell
      title={`Agents in ${departmentName} Department`}
      breadcrumb={<AgentMappingBreadcrumb current="Agents" />}
      actions={
        <Button icon={<ArrowDownloadRegular />} disabled={exporting || !departmentId} onClick={onExport}>
          Export
        </Button>
      }
    >
      <DataTable
        ariaLabel={`Agents in ${departmentName} Department`}
        columns={agentColumns}
        rows={rows}
        rowId={(user) => user.id}
        totalItems={agents.data?.totalItems ?? 0}
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
        emptyMessage="No agents in this department"
        toolbar={
          <Button
            icon={<ArrowSwapRegular />}
            onClick={() => (selectedIds.length === 0 ? notify.warning(SELECT_USER_MESSAGE) : setDialogOpen(true))}
          >
            Change Department
          </Button>
        }
      />
      {dialogOpen && (
        <Suspense fallback={null}>
          <UpdateAgentMappingDialog
            open
            userIds={selectedIds}
            currentDepartmentId={departmentId}
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
