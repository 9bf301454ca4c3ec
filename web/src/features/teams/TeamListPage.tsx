import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../../shared/contract/endpoint';
import type { allTeams } from '../../../../shared/contract/teams';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatDateTime } from '../../components/dates';
import { PageShell } from '../../components/PageShell';
import { RowLink } from '../../components/RowLink';
import { useNotify } from '../../components/toast';
import { listTableProps, usePagedTable } from '../../components/usePagedTable';
import { isApiError } from '../../lib/apiClient';
import { exportTeams, useTeamsPage } from './api';
import { teamFormPath } from './paths';

/** Spec: 8 rows a page for the teams list. */
export const TEAMS_PAGE_SIZE = 8;

type TeamRow = ResponseOf<typeof allTeams>['teams'][number];

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** /teamList: Teams List with search 'Enter Team Name', 8 a page, Add Team and Export. */
export default function TeamListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const table = usePagedTable({ orderBy: 'teamName', orderDirection: 'asc' });
  const [exporting, setExporting] = useState(false);
  const teams = useTeamsPage(table.request);

  const columns: DataTableColumn<TeamRow>[] = [
    {
      id: 'teamName',
      header: 'Team Name',
      sortKey: 'teamName',
      render: (team) => <RowLink to={teamFormPath(team.id)}>{team.teamName}</RowLink>,
    },
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

  const onExport = async () => {
    setExporting(true);
    try {
      await exportTeams();
    } catch (failure) {
      notify.error(isApiError(failure) ? failure.message : 'Some Error Occurred');
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageShell
      title="Teams List"
      actions={
        <div className={styles.actions}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/addTeam')}>
            Add Team
          </Button>
          <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={onExport}>
            Export
          </Button>
        </div>
      }
    >
      <DataTable
        ariaLabel="Teams List"
        columns={columns}
        rowId={(team) => team.id}
        {...table.tableProps}
        {...listTableProps(teams, (data) => data.teams)}
        searchPlaceholder="Enter Team Name"
        emptyMessage="No teams found"
      />
    </PageShell>
  );
}
