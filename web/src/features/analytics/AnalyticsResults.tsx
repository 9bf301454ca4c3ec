import { AgingDialog } from './AgingDialog';
import { AnalyticsTable } from './AnalyticsTable';
import type { AgingAnswer, AnalyticsAnswer, AnalyticsRow } from './analyticsTable';
import type { ViewConfig } from './analyticsViews';

export interface AgingState {
  /** The row whose aging is shown (kept while the popup closes, so its title does not flicker). */
  row: AnalyticsRow | undefined;
  open: boolean;
  data: AgingAnswer | undefined;
  loading: boolean;
  error?: string;
  /** The departments chosen in the filter (the popup's title for agent and team rows). */
  departmentNames?: readonly string[];
}

export interface AnalyticsResultsProps {
  config: ViewConfig;
  answer: AnalyticsAnswer | undefined;
  loading: boolean;
  error?: string;
  onExport: () => void;
  exporting?: boolean;
  aging: AgingState;
  onAgingOpen: (row: AnalyticsRow) => void;
  onAgingClose: () => void;
}

/**
 * What Filter Tickets shows: the view's table (with its lazily loaded chart) and the row's aging
 * popup. Its own chunk, fetched as soon as a view is chosen, so the route chunk holds only the
 * selector and the filter bar. It takes its data from the page and imports nothing of the page's
 * code (only pure table helpers), so the chunk adds only the table and dialog components.
 */
export default function AnalyticsResults({
  config,
  answer,
  loading,
  error,
  onExport,
  exporting,
  aging,
  onAgingOpen,
  onAgingClose,
}: AnalyticsResultsProps) {
  return (
    <>
      <AnalyticsTable
        config={config}
        answer={answer}
        loading={loading}
        error={error}
        onExport={onExport}
        exporting={exporting}
        onAging={onAgingOpen}
      />
      <AgingDialog
        viewId={config.view.id}
        row={aging.row}
        open={aging.open}
        onClose={onAgingClose}
        data={aging.data}
        loading={aging.loading}
        error={aging.error}
        departmentNames={aging.departmentNames}
      />
    </>
  );
}
