import {
  Button,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle2,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { lazy, Suspense } from 'react';
import { busyIcon } from '@/components/busyIcon';
import { TableFrame, useTableFrameStyles } from '@/components/TableFrame';
import {
  type AnalyticsAnswer,
  type AnalyticsRow,
  chartRows,
  chartSeries,
  footerCells,
  type TableColumn,
  tableLayout,
} from './analyticsTable';
import type { ViewConfig } from './analyticsViews';

/** The chart is its own chunk, fetched once a table has rows to draw. */
const AnalyticsChart = lazy(() => import('./AnalyticsChart'));

const useStyles = makeStyles({
  panels: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  // The table keeps its natural width; the chart takes the rest, or wraps below when under 300px.
  tablePanel: { flex: '0 1 auto', minWidth: 0, maxWidth: '100%' },
  chartPanel: {
    flex: '1 1 360px',
    minWidth: '300px',
    maxWidth: '760px',
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  footer: {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground3,
    boxShadow: `inset 0 ${tokens.strokeWidthThin} 0 ${tokens.colorNeutralStroke2}`,
  },
  footerCell: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  numeric: { justifyContent: 'flex-end', textAlign: 'right' },
  stateCell: { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface AnalyticsTableProps {
  config: ViewConfig;
  answer: AnalyticsAnswer | undefined;
  loading: boolean;
  error?: string;
  onExport: () => void;
  exporting?: boolean;
  onAging: (row: AnalyticsRow) => void;
}

/**
 * One view's table: 'Export as CSV', every row (unpaged) in a 450px-high scrolling body, the footer
 * row 'A' / 'Total' with the grand totals, the 'View Aging Analysis' row action where the view has
 * one, and a chart of the same rows beside it.
 */
export function AnalyticsTable({
  config,
  answer,
  loading,
  error,
  onExport,
  exporting = false,
  onAging,
}: AnalyticsTableProps) {
  const styles = { ...useTableFrameStyles(), ...useStyles() };
  const layout = tableLayout(config);
  const columns: TableColumn[] = [...layout.labels, ...layout.figures];
  const rows = answer?.Data ?? [];
  const columnCount = columns.length + (config.aging ? 1 : 0);
  const label = config.view.label;
  const footer = answer ? footerCells(layout, answer) : undefined;

  let stateRow = null;
  if (rows.length === 0) {
    const content = error ? (
      <Text className={styles.error}>{error}</Text>
    ) : loading ? (
      <Spinner size="small" label="Loading..." />
    ) : (
      <Text className={styles.muted}>No records found</Text>
    );
    stateRow = (
      <TableRow>
        <TableCell colSpan={columnCount} className={styles.stateCell}>
          {content}
        </TableCell>
      </TableRow>
    );
  }

  return (
    <section className={styles.root} aria-label={`${label} table`}>
      <div className={styles.toolbar}>
        <Subtitle2 as="h2">{label}</Subtitle2>
        <Button icon={busyIcon(exporting, <ArrowDownloadRegular />)} disabled={exporting || !answer} onClick={onExport}>
          Export as CSV
        </Button>
      </div>
      <div className={styles.panels}>
        <div className={styles.tablePanel}>
          <TableFrame label={label} loading={loading} hasRows={rows.length > 0}>
            <TableHeader className={styles.header}>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell
                    key={column.id}
                    className={mergeClasses(styles.headerCell, column.numeric && styles.numeric)}
                  >
                    {column.header}
                  </TableHeaderCell>
                ))}
                {config.aging && <TableHeaderCell className={styles.headerCell}>Action</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {stateRow}
              {rows.map((row) => (
                <TableRow key={row.rowKey ?? row.SNo}>
                  {columns.map((column) => (
                    <TableCell key={column.id} className={mergeClasses(styles.cell, column.numeric && styles.numeric)}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {config.aging && (
                    <TableCell className={styles.cell}>
                      <Button size="small" appearance="transparent" onClick={() => onAging(row)}>
                        View Aging Analysis
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
            {footer && rows.length > 0 && (
              <tfoot className={styles.footer}>
                <TableRow>
                  <TableCell className={styles.footerCell}>{footer[0]}</TableCell>
                  <TableCell className={styles.footerCell} colSpan={layout.labels.length - 1}>
                    {footer[1]}
                  </TableCell>
                  {layout.figures.map((column, index) => (
                    <TableCell key={column.id} className={mergeClasses(styles.footerCell, styles.numeric)}>
                      {footer[index + 2]}
                    </TableCell>
                  ))}
                  {config.aging && <TableCell />}
                </TableRow>
              </tfoot>
            )}
          </TableFrame>
        </div>
        {rows.length > 0 && (
          <figure className={styles.chartPanel} aria-label={`${label} chart`}>
            <Suspense fallback={<Spinner size="small" label="Loading chart..." />}>
              <AnalyticsChart rows={chartRows(config, rows)} series={chartSeries(config.kind)} />
            </Suspense>
          </figure>
        )}
      </div>
    </section>
  );
}
