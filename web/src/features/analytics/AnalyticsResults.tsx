import { AgingDialog, type AgingDialogProps } from './AgingDialog';
import { AnalyticsTable, type AnalyticsTableProps } from './AnalyticsTable';
import type { AnalyticsRow } from './analyticsTable';

/** The row's aging popup as the page holds it (the popup's props but for the view and closing). */
export type AgingState = Omit<AgingDialogProps, 'viewId' | 'grouping' | 'onClose'>;

export interface AnalyticsResultsProps extends Omit<AnalyticsTableProps, 'onAging'> {
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
export default function AnalyticsResults({ aging, onAgingOpen, onAgingClose, ...table }: AnalyticsResultsProps) {
  return (
    <>
      <AnalyticsTable {...table} onAging={onAgingOpen} />
      <AgingDialog viewId={table.config.view.id} grouping={table.config.grouping} {...aging} onClose={onAgingClose} />
    </>
  );
}
