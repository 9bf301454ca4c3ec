import { AddRegular } from '@fluentui/react-icons/svg/add';
import type { ResponseOf } from '@shared/contract/endpoint';
import type { allTeams } from '@shared/contract/teams';
import type { DataTableColumn } from '@/components/DataTable';
import { formatDateTime } from '@/components/dates';
import { ExportButton } from '@/components/ExportButton';
import { AddRecordButton, ListPage } from '@/components/ListPage';
import { recordLinkColumn } from '@/components/RowLink';
import { usePagedTable } from '@/components/usePagedTable';
import { exportTeams, useTeamsPage } from './api';
import { teamFormPath } from './paths';

/** Spec: 8 rows a page for the teams list. */
export const TEAMS_PAGE_SIZE = 8;

type TeamRow = ResponseOf<typeof allTeams>['teams'][number];

/** /teamList: Teams List with search 'Enter Team Name', 8 a page, Add Team and Export. */
export default function TeamListPage() {
  const table = usePagedTable({ orderBy: 'teamName', orderDirection: 'asc' });
  const teams = useTeamsPage(table.request);

  const columns: DataTableColumn<TeamRow>[] = [
    recordLinkColumn('teamName', 'Team Name', (team) => teamFormPath(team.id)),
    { id: 'createdBy', header: 'Created By', sortKey: 'createdBy', render: (team) => team.createdByDetails.fullName },
    { id: 'createdAt', header: 'Created Date', sortKey: 'createdAt', render: (team) => formatDateTime(team.createdAt) },
    { id: 'updatedBy', header: 'Modified By', sortKey: 'updatedBy', render: (team) => team.updatedByDetails.fullName },
    {
      id: 'updatedAt',
      header: 'Modified Date',
      sortKey: 'updatedAt',
      render: (team) => formatDateTime(team.updatedAt),
    },
  ];

  return (
    <ListPage
      title="Teams List"
      actions={
        <>
          <AddRecordButton to="/addTeam" icon={<AddRegular />}>
            Add Team
          </AddRecordButton>
          <ExportButton run={exportTeams} />
        </>
      }
      list={teams}
      rowsOf={(data) => data.teams}
      columns={columns}
      paging={table.tableProps}
      searchPlaceholder="Enter Team Name"
      emptyMessage="No teams yet. Add Team to create the first."
    />
  );
}
