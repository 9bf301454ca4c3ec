import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackBreadcrumb } from '@/components/AppBreadcrumb';
import { PAGE_SIZE } from '@/components/DataTable';
import { LoadingRows } from '@/components/LoadingRows';
import { PageShell } from '@/components/PageShell';
import { EmptyTicketList } from '@/components/tickets/EmptyTicketList';
import { TicketTable } from '@/components/tickets/TicketTable';
import { useExportAction } from '@/hooks/useExportAction';
import { useFilteredListView } from '@/hooks/useListView';
import { type SavedFilters, useSavedFilters } from '@/hooks/useSavedFilters';
import { storedUserId } from '@/lib/session';
import { exportTeamTickets, useMyTeams, useTeamTickets } from './api';
import MyTeamsFilterBar from './MyTeamsFilterBar';
import { filtersFromSaved, type MyTeamsFilters, myTeamsParams } from './myTeamsFilters';
import { myTeamsPath } from './paths';
import { teamTicketColumns } from './teamTicketColumns';

export const TEAM_SEARCH_PLACEHOLDER = 'Enter TicketNo, Assignee Name, MobileNo';

const useStyles = makeStyles({
  tableTitle: { margin: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function MyTeamsBreadcrumb() {
  return <BackBreadcrumb back={{ path: '/myTeams', label: 'My Teams' }} current="Team Tickets" />;
}

/** /myTeams: the signed-in lead's own teams and their tickets ('{team} Team Tickets', issue 21 item 25). */
export default function MyTeamsPage() {
  const styles = useStyles();
  const saved = useSavedFilters('myTeams');
  const teams = useMyTeams();
  const list = teams.data?.data.data;
  let content: React.ReactNode;
  if (teams.error) content = <Text className={styles.error}>{teams.error.message}</Text>;
  else if (!list || !saved.ready) content = <LoadingRows label="Loading your teams" />;
  else if (list.length === 0) content = <Text>You do not lead any team yet.</Text>;
  else content = <TeamTickets teams={list} saved={saved} />;
  return (
    <PageShell title="My Teams" breadcrumb={<MyTeamsBreadcrumb />}>
      {content}
    </PageShell>
  );
}

function TeamTickets({ teams, saved }: { teams: { id: string; teamName: string }[]; saved: SavedFilters }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const userId = useMemo(() => storedUserId() ?? undefined, []);
  const requested = params.get('teamId');
  const teamId = teams.some((team) => team.id === requested) ? (requested as string) : teams[0].id;
  const team = teams.find((each) => each.id === teamId);
  const [nested, setNested] = useState(false);
  const { filters, applied, change, apply, view, showView, tableProps } = useFilteredListView<MyTeamsFilters>(
    () => filtersFromSaved(saved.values),
    { orderBy: 'initialCreatedDate', orderDirection: 'desc' },
    { save: saved.save, rememberAs: saved.settingType },
  );

  const tickets = useTeamTickets({
    ...myTeamsParams(applied, teamId, nested, userId),
    size: PAGE_SIZE,
    page: view.page,
    searchParam: view.search || undefined,
    orderBy: view.sort.orderBy,
    orderDirection: view.sort.orderDirection,
  });
  // The ticket view reads the team back from the remembered '/myTeams?teamId={id}'.
  const columns = useMemo(() => teamTicketColumns(myTeamsPath(teamId)), [teamId]);
  const title = `${team?.teamName ?? ''} Team Tickets`;

  const { exporting, onExport } = useExportAction(() =>
    exportTeamTickets(myTeamsParams(filters, teamId, nested, userId)),
  );

  return (
    <div className={styles.list}>
      <MyTeamsFilterBar
        teams={teams}
        teamId={teamId}
        onTeamChange={(next) => {
          setParams({ teamId: next }, { replace: true });
          showView({});
        }}
        filters={filters}
        onChange={change}
        nested={nested}
        onNestedChange={(checked) => {
          // Toggling reloads the table at once (spec).
          setNested(checked);
          showView({});
        }}
        actions={{ onFilter: apply, onExport, onClear: saved.clear, exporting, clearing: saved.clearing }}
      />
      <Subtitle2 as="h2" className={styles.tableTitle}>
        {title}
      </Subtitle2>
      <TicketTable
        ariaLabel={title}
        columns={columns}
        list={tickets}
        rowsOf={(data) => data.teams}
        {...tableProps}
        searchPlaceholder={TEAM_SEARCH_PLACEHOLDER}
        emptyMessage={
          <EmptyTicketList applied={applied} search={view.search} onClearSearch={() => tableProps.onSearchChange('')} />
        }
      />
    </div>
  );
}
