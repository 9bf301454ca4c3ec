import { Button, type ButtonProps } from '@fluentui/react-components';
import { SELECT_USER_MESSAGE } from '@shared/domain/adminRules';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { DataTable } from '@/components/DataTable';
import { useNotify } from '@/components/toast';
import type { usePagedTable } from '@/components/usePagedTable';
import { type AgentUser, agentColumns } from './agentColumns';

// The popup's code loads when it is first opened.
const UpdateAgentMappingDialog = lazy(() => import('./UpdateAgentMappingDialog'));

export interface MappableAgentsTableProps {
  ariaLabel: string;
  table: ReturnType<typeof usePagedTable>;
  agents: readonly AgentUser[];
  totalItems: number;
  /** The list's query: loading, its failure, and reading it again after a save. */
  query: { isLoading: boolean; isValidating: boolean; error?: { message: string }; mutate(): unknown };
  emptyMessage: ReactNode;
  /** The toolbar button opening 'Update Agent Mapping' for the selected agents. */
  action: { label: string; icon: ButtonProps['icon']; appearance?: ButtonProps['appearance'] };
  /** The department the listed agents are in (left out of the popup's choices), if any. */
  currentDepartmentId?: string;
}

/**
 * The agent tables of agent mapping: selectable agents, and a toolbar button that opens the
 * 'Update Agent Mapping' popup for them (a warning when none is selected).
 */
export function MappableAgentsTable({
  ariaLabel,
  table,
  agents,
  totalItems,
  query,
  emptyMessage,
  action,
  currentDepartmentId,
}: MappableAgentsTableProps) {
  const notify = useNotify();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { selectedIds } = table.selection;
  return (
    <>
      <DataTable
        ariaLabel={ariaLabel}
        columns={agentColumns}
        rows={agents}
        rowId={(user) => user.id}
        totalItems={totalItems}
        {...table.tableProps}
        {...table.selection}
        loading={query.isLoading || query.isValidating}
        error={query.error?.message}
        onRetry={() => void query.mutate()}
        emptyMessage={emptyMessage}
        toolbar={
          <Button
            appearance={action.appearance}
            icon={action.icon}
            onClick={() => (selectedIds.length === 0 ? notify.warning(SELECT_USER_MESSAGE) : setDialogOpen(true))}
          >
            {action.label}
          </Button>
        }
      />
      {dialogOpen && (
        <Suspense fallback={null}>
          <UpdateAgentMappingDialog
            open
            userIds={selectedIds}
            currentDepartmentId={currentDepartmentId}
            onClose={() => setDialogOpen(false)}
            onSaved={() => {
              setDialogOpen(false);
              table.clearSelection();
              void query.mutate();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
