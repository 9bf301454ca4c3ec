import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { AppDialog } from '@/components/AppDialog';
import { SimpleTable, useTableFrameStyles } from '@/components/TableFrame';
import { AGING_BUCKETS, type AgingAnswer, type AnalyticsRow, agingTables, agingTitle } from './analyticsTable';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '960px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  frame: {
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  header: { backgroundColor: tokens.colorNeutralBackground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface AgingDialogProps {
  viewId: number;
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
export function AgingDialog({ viewId, row, open, onClose, data, loading, error, departmentNames }: AgingDialogProps) {
  const frameStyles = useTableFrameStyles();
  const styles = { ...useStyles(), headerCell: frameStyles.headerCell, cell: frameStyles.cell };
  const title = agingTitle(viewId, data?.DepartmentName || row?.DepartmentName, departmentNames);

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
