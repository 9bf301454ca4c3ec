import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { AppDialog } from '@/components/AppDialog';
import { SimpleTable, useTableFrameStyles } from '@/components/TableFrame';
import {
  AGING_BUCKETS,
  type AgingAnswer,
  type AnalyticsRow,
  agingTables,
  agingTitle,
  rowLabel,
} from './analyticsTable';
import type { Grouping } from './analyticsViews';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '960px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  frame: {
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    // Nine bucket columns keep readable headers at phone width and scroll inside the frame. Each
    // column is as wide as its header (Fluent's tables share the width out equally, which clipped
    // '>7 Days' where the browser has no Segoe UI and draws it in a wider font).
    '& table': { minWidth: '560px', tableLayout: 'auto' },
  },
  header: { backgroundColor: tokens.colorNeutralBackground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface AgingDialogProps {
  viewId: number;
  /** What the view's rows are: an agent, help topic or team row is named under the title. */
  grouping: Grouping;
  /** The row whose aging is shown (kept while the dialog closes, so its title does not flicker). */
  row: AnalyticsRow | undefined;
  open: boolean;
  onClose: () => void;
  /** The row's aging, loaded by the page (GET /api/analytics/getAgingAnalysis). */
  data: AgingAnswer | undefined;
  loading: boolean;
  error?: string;
  /** The departments chosen in the filter: the title of rows that carry none (agent and team views). */
  departmentNames?: readonly string[];
}

/**
 * 'View Aging Analysis': titled with the department name plus 'Ticket Aging Analysis' (just
 * 'Ticket Aging Analysis' for the Team-Lead-View), four one-row tables of the row's aging buckets.
 */
/** What names a row the spec's title (its department) leaves unsaid. */
const ROW_KIND: Record<Grouping, string | undefined> = {
  department: undefined,
  helpTopic: 'Help Topic',
  agent: 'Agent',
  team: 'Team',
};

export function AgingDialog({
  viewId,
  grouping,
  row,
  open,
  onClose,
  data,
  loading,
  error,
  departmentNames,
}: AgingDialogProps) {
  const frameStyles = useTableFrameStyles();
  const styles = { ...useStyles(), headerCell: frameStyles.headerCell, cell: frameStyles.cell };
  const title = agingTitle(viewId, data?.DepartmentName || row?.DepartmentName, departmentNames);
  // Decision (browser walk): the spec's title names only the department, so every agent's or help
  // topic's popup read the same; the row itself is named under it.
  const rowKind = ROW_KIND[grouping];
  const rowName = rowKind && row ? rowLabel(grouping, row) : '';

  return (
    <AppDialog
      open={open && row !== undefined}
      onClose={onClose}
      title={title}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <Button appearance="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {rowName && <Text weight="semibold">{`${rowKind}: ${rowName}`}</Text>}
      {error && <Text className={styles.error}>{error}</Text>}
      {loading && <Spinner size="small" label="Loading..." />}
      {data &&
        agingTables(data).map((table) => (
          <section key={table.name} className={styles.block} aria-label={table.name}>
            <Subtitle2 as="h3">{table.name}</Subtitle2>
            <div className={styles.frame}>
              <SimpleTable
                label={table.name}
                columns={AGING_BUCKETS.map(([bucket, heading]) => ({
                  id: bucket,
                  header: heading,
                  className: styles.cell,
                }))}
                rows={[{ key: 'aging', cells: table.cells }]}
                headerClassName={styles.header}
                headerCellClassName={styles.headerCell}
              />
            </div>
          </section>
        ))}
    </AppDialog>
  );
}
