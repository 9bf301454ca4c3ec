import { Dropdown, Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { Option as ChoiceOption } from '@shared/contract/common';
import { type AnalyticsGrouping, CUSTOMER_SATISFACTION_VIEW_ID } from '@shared/domain/analytics';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { DropdownOptions } from '@/components/DropdownOptions';
import type { DateRangeText } from '@/components/dates';
import { LoadingRows } from '@/components/LoadingRows';
import { PageShell } from '@/components/PageShell';
import { useNotify } from '@/components/toast';
import { useExportAction } from '@/hooks/useExportAction';
import { type SavedFilters, useSavedFilters } from '@/hooks/useSavedFilters';
import { isApiError } from '@/lib/apiClient';
import { storedRoleFlags, storedUserId } from '@/lib/session';
import { AnalyticsFilterBar } from './AnalyticsFilterBar';
import {
  type AnalyticsFilters,
  analyticsParams,
  dateRangeSetting,
  filterKeyOf,
  filtersFromSaved,
  filterWarning,
  initialView,
  keepOffered,
  type OptionFilterKey,
  optionSetting,
  RANGE_MISSING_MESSAGE,
  REMEMBERED_VIEW_KEY,
  VIEW_SETTING_NAME,
} from './analyticsFilters';
import type { AnalyticsRow } from './analyticsTable';
import { type FilterName, offeredViewIds, showsFilter, type ViewId, viewConfig } from './analyticsViews';
import {
  type AppliedFilter,
  exportAnalyticsCsv,
  type OptionsState,
  useAging,
  useAnalytics,
  useDepartmentOptions,
  useDepartmentTeamOptions,
  useHelpTopicOptions,
  useLeadTeamOptions,
  useTeamAgentOptions,
  useTeamLeadOptions,
} from './api';

/** The table, its chart and the aging popup load on demand (the route chunk budget); fetched once a view is chosen. */
const loadResults = () => import('./AnalyticsResults');
const AnalyticsResults = lazy(loadResults);

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  viewSelect: { width: '320px', maxWidth: '100%' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /analytics, 'Service Desk Analytics' (administration spec, "Analytics screen"; sections 3–7): the
 * views the role's flags offer, the chosen view's filter bar with its cascading option loads and
 * saved settings, and its table (loaded on Filter Tickets) with a chart, CSV export and aging popup.
 * The screen renders once the saved settings have loaded.
 */
export default function AnalyticsPage() {
  const saved = useSavedFilters('analytics');
  return (
    <PageShell title="Service Desk Analytics">
      {saved.ready ? <AnalyticsScreen saved={saved} /> : <LoadingRows />}
    </PageShell>
  );
}

const ids = (options: readonly ChoiceOption[]) => options.map((option) => option.value);

function AnalyticsScreen({ saved }: { saved: SavedFilters }) {
  const styles = useStyles();
  const notify = useNotify();
  const userId = useMemo(() => storedUserId() ?? undefined, []);
  const flags = useMemo(storedRoleFlags, []);
  const offered = useMemo(() => offeredViewIds(flags), [flags]);
  // Clear Filter remembered the view across its reload (spec section 4, step 5): restore it, then
  // forget it; otherwise the saved view (issue 21 item 21).
  const [viewId, setViewId] = useState<ViewId | undefined>(() =>
    initialView(window.sessionStorage.getItem(REMEMBERED_VIEW_KEY), saved.values, offered),
  );
  useEffect(() => window.sessionStorage.removeItem(REMEMBERED_VIEW_KEY), []);
  // Fetch the results' code while the filters are being chosen.
  useEffect(() => {
    if (viewId !== undefined) void loadResults();
  }, [viewId]);

  const [filters, setFilters] = useState<AnalyticsFilters>(() => filtersFromSaved(saved.values));
  const [applied, setApplied] = useState<AppliedFilter | null>(null);
  /** Customer Satisfaction's row grouping (issue 18), not saved: department unless chosen. */
  const [groupBy, setGroupBy] = useState<AnalyticsGrouping>('department');
  const [agingRow, setAgingRow] = useState<{ row: AnalyticsRow | undefined; open: boolean }>({
    row: undefined,
    open: false,
  });

  const shows = (name: FilterName) => viewId !== undefined && showsFilter(viewId, name);
  const leadTeamIds = viewId === 12 ? ids(filters.teams) : ids(filters.associatedTeams);
  const options: Record<FilterName, OptionsState> = {
    department: useDepartmentOptions(),
    helpTopic: useHelpTopicOptions(ids(filters.departments), shows('helpTopic')),
    // A lead's own teams are loaded with the page (issue 21 item 12), ready for any team view.
    team: useLeadTeamOptions(shows('team') || flags.isTeamLead),
    associatedTeam: useDepartmentTeamOptions(ids(filters.departments), shows('associatedTeam')),
    teamLead: useTeamLeadOptions(leadTeamIds, shows('teamLead')),
    // Spec: the Central Agent Team Lead view (13) also loads the assignees of the chosen teams.
    teamAgent: useTeamAgentOptions(ids(filters.associatedTeams), shows('teamAgent') || viewId === 13),
  };

  const table = useAnalytics(applied);
  const visibleApplied = applied && applied.viewId === viewId ? applied : null;
  const aging = useAging(visibleApplied, agingRow.row ? (agingRow.row.rowKey ?? '') : undefined);

  const changeOptions = (key: OptionFilterKey, value: ChoiceOption[]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    saved.save(...optionSetting(key, value));
  };

  // Cascading loads: a choice its parent no longer offers (a help topic of a department taken off)
  // is dropped once the new options arrive, and the setting saved again.
  useEffect(() => {
    if (viewId === undefined) return;
    for (const { name } of viewConfig(viewId).filters) {
      const key = filterKeyOf[name];
      const kept = keepOffered(filters[key], options[name].options);
      if (kept.length !== filters[key].length) changeOptions(key, kept);
    }
  });

  useEffect(() => {
    const error = table.error;
    if (!error) return;
    // The server answers 400 with the spec's warnings ('Please select the ...') when a filter is missing.
    if (isApiError(error) && error.status === 400) notify.warning(error.message);
    else notify.error(error.message);
  }, [table.error, notify]);

  const changeDateRange = (range: DateRangeText) => {
    setFilters((current) => ({ ...current, dateRange: range }));
    const setting = dateRangeSetting(range);
    if (setting) saved.save(...setting);
  };

  const chooseView = (id: ViewId) => {
    setViewId(id);
    saved.save(VIEW_SETTING_NAME, String(id));
    setApplied(null);
    setAgingRow({ row: undefined, open: false });
  };

  const filter = () => {
    if (viewId === undefined) return;
    const warning = filterWarning(viewId, filters);
    const found = warning ? undefined : analyticsParams(viewId, filters, userId);
    const params = found && viewId === CUSTOMER_SATISFACTION_VIEW_ID ? { ...found, groupBy } : found;
    if (warning || !params) {
      notify.warning(warning ?? RANGE_MISSING_MESSAGE);
      return;
    }
    setAgingRow({ row: undefined, open: false });
    setApplied((current) => ({ viewId, params, run: (current?.run ?? 0) + 1 }));
  };

  const clear = () => {
    if (viewId !== undefined) window.sessionStorage.setItem(REMEMBERED_VIEW_KEY, String(viewId));
    void saved.clear();
  };

  const { exporting, onExport } = useExportAction(async () => {
    if (visibleApplied) await exportAnalyticsCsv(visibleApplied.viewId, visibleApplied.params);
  });
  const exportCsv = async () => {
    if (visibleApplied) await onExport();
  };

  if (offered.length === 0) {
    return <Text className={styles.muted}>No analytics views are available for your role.</Text>;
  }

  const chosenLabel = viewId !== undefined ? viewConfig(viewId).view.label : '';
  return (
    <div className={styles.screen}>
      <Field label="Select Analytics View">
        <Dropdown
          className={styles.viewSelect}
          placeholder="Select"
          value={chosenLabel}
          selectedOptions={viewId !== undefined ? [String(viewId)] : []}
          onOptionSelect={(_, data) => data.optionValue && chooseView(Number(data.optionValue) as ViewId)}
        >
          <DropdownOptions choices={offered.map((id) => ({ value: String(id), label: viewConfig(id).view.label }))} />
        </Dropdown>
      </Field>
      {viewId !== undefined && (
        <AnalyticsFilterBar
          viewId={viewId}
          filters={filters}
          options={options}
          onDateRangeChange={changeDateRange}
          onOptionsChange={changeOptions}
          groupBy={viewId === CUSTOMER_SATISFACTION_VIEW_ID ? groupBy : undefined}
          onGroupByChange={setGroupBy}
          actions={{
            onFilter: filter,
            onClear: clear,
            filtering: visibleApplied !== null && table.isValidating,
            clearing: saved.clearing,
          }}
        />
      )}
      {viewId !== undefined && visibleApplied && (
        <Suspense fallback={<Spinner size="small" label="Loading..." />}>
          <AnalyticsResults
            config={{ ...viewConfig(viewId), grouping: visibleApplied.params.groupBy ?? viewConfig(viewId).grouping }}
            answer={table.data}
            loading={table.isLoading || table.isValidating}
            error={table.error?.message}
            onExport={() => void exportCsv()}
            exporting={exporting}
            aging={{
              ...agingRow,
              data: aging.data,
              loading: aging.isLoading,
              error: aging.error?.message,
              departmentNames: filters.departments.map((option) => option.label),
            }}
            onAgingOpen={(row) => setAgingRow({ row, open: true })}
            onAgingClose={() => setAgingRow((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
    </div>
  );
}
