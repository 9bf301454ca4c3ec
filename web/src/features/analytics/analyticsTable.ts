import type { analyticsAnswer, analyticsRow, getAgingAnalysis } from '@shared/contract/analytics';
import type { ResponseOf } from '@shared/contract/endpoint';
import {
  ANALYTICS_FIGURE_COLUMNS,
  ANALYTICS_FOOTER_LABELS,
  ANALYTICS_LABEL_COLUMNS,
  ANALYTICS_SNO_COLUMN,
  type AnalyticsColumn,
  analyticsCell,
  analyticsFooterCell,
  formatFigure,
} from '@shared/domain/analytics';
import type { z } from 'zod';
import type { Grouping, TableKind, ViewConfig } from './analyticsViews';

/**
 * How an analytics table reads (administration spec, "Analytics screen", Tables): its columns, the
 * footer row 'A' / 'Total' with the grand totals per view type, the chart's series and the aging
 * popup's four one-row tables.
 */

export type AnalyticsRow = z.output<typeof analyticsRow>;
export type AnalyticsAnswer = z.output<typeof analyticsAnswer>;
export type AgingAnswer = ResponseOf<typeof getAgingAnalysis>;

export interface TableColumn {
  id: string;
  header: string;
  /** The cell text of a row. */
  cell: (row: AnalyticsRow) => string;
  /** The footer's grand total under this column; '' for none. */
  footer: (answer: AnalyticsAnswer) => string;
  numeric?: boolean;
}

export { formatFigure };

const noFooter = () => '';
const text = (value: string | undefined) => value ?? '';

/** The shared column list (shared/domain/analytics.ts, also the CSV's) with cells and footers. */
const labelColumn = ({ id, header }: AnalyticsColumn): TableColumn => ({
  id,
  header,
  cell: (row) => analyticsCell(row, id),
  footer: noFooter,
});
const figureColumn = ({ id, header }: AnalyticsColumn): TableColumn => ({
  id,
  header,
  numeric: true,
  cell: (row) => analyticsCell(row, id),
  footer: (answer) => analyticsFooterCell(answer, id),
});

export const SNO_COLUMN: TableColumn = labelColumn(ANALYTICS_SNO_COLUMN);

export interface TableLayout {
  /** S.No, then the row's label columns (department, help topic, agent or team). */
  labels: TableColumn[];
  figures: TableColumn[];
}

export const tableLayout = (config: Pick<ViewConfig, 'kind' | 'grouping'>): TableLayout => ({
  labels: [SNO_COLUMN, ...ANALYTICS_LABEL_COLUMNS[config.grouping].map(labelColumn)],
  figures: ANALYTICS_FIGURE_COLUMNS[config.kind].map(figureColumn),
});

/**
 * The footer row: 'A' under S.No, 'Total' across the label columns, then the grand totals the view
 * type shows (user view: total, open, closed, closed %; others add overdue count and %; help-topic
 * views also open %; SLA views only total, open, closed and overdue count; Customer Satisfaction
 * every one of its figures, the two percentages of the summed responses).
 */
export function footerCells(layout: TableLayout, answer: AnalyticsAnswer): string[] {
  return [...ANALYTICS_FOOTER_LABELS, ...layout.figures.map((column) => column.footer(answer))];
}

/** The row's name in the chart and in the aging popup. */
export function rowLabel(grouping: Grouping, row: AnalyticsRow): string {
  switch (grouping) {
    case 'department':
      return text(row.DepartmentName);
    case 'helpTopic':
      return text(row.HelpTopicName) || text(row.DepartmentName);
    case 'agent':
      return text(row.AgentName);
    case 'team':
      return text(row.TeamName);
  }
}

export type ChartSeries = 'Open' | 'Closed' | 'Overdue' | 'Satisfied' | 'Not satisfied';

export type ChartRow = { name: string } & Partial<Record<ChartSeries, number>>;

/** One bar group per row: open and closed stacked (together the total), overdue beside them. */
export function chartRows(config: Pick<ViewConfig, 'kind' | 'grouping'>, rows: readonly AnalyticsRow[]): ChartRow[] {
  const sla = config.kind === 'sla';
  if (config.kind === 'satisfaction') {
    return rows.map((row) => ({
      name: rowLabel(config.grouping, row) || `#${row.SNo}`,
      Satisfied: row.Satisfied ?? 0,
      'Not satisfied': row.NotSatisfied ?? 0,
    }));
  }
  return rows.map((row) => ({
    name: rowLabel(config.grouping, row) || `#${row.SNo}`,
    Open: (sla ? row.OpenTickets : row.OpenCount) ?? 0,
    Closed: (sla ? row.ClosedTickets : row.ClosedCount) ?? 0,
    Overdue: (sla ? row.OverdueTickets : row.OverdueCount) ?? 0,
  }));
}

/** The User-View shows no overdue figures, so its chart leaves them out too; Customer Satisfaction charts its answers. */
export const chartSeries = (kind: TableKind): ChartSeries[] =>
  kind === 'satisfaction'
    ? ['Satisfied', 'Not satisfied']
    : kind === 'user'
      ? ['Open', 'Closed']
      : ['Open', 'Closed', 'Overdue'];

/**
 * Popup title (spec): the department name plus 'Ticket Aging Analysis'; just the latter for the
 * Team-Lead-View. Rows of agent- and team-grouped views carry no department, so their title names
 * the departments chosen in the filter (issue 21 item 12).
 */
export function agingTitle(
  viewId: number,
  departmentName: string | undefined,
  chosenDepartments: readonly string[] = [],
): string {
  if (viewId === 12) return 'Ticket Aging Analysis';
  const name =
    (departmentName ?? '').trim() ||
    chosenDepartments
      .map((each) => each.trim())
      .filter(Boolean)
      .join(', ');
  return name ? `${name} Ticket Aging Analysis` : 'Ticket Aging Analysis';
}

export const AGING_BUCKETS = [
  ['zeroday', '0 Day'],
  ['oneday', '1 Day'],
  ['twoday', '2 Days'],
  ['threeday', '3 Days'],
  ['fourday', '4 Days'],
  ['fiveday', '5 Days'],
  ['sixday', '6 Days'],
  ['sevenday', '7 Days'],
  ['sevenplusday', '>7 Days'],
] as const;

export const AGING_TABLE_NAMES = [
  'Overdue Tickets In Numbers',
  'Overdue Tickets In %',
  'Closed Tickets In Numbers',
  'Closed Tickets In %',
] as const;

export interface AgingTable {
  name: (typeof AGING_TABLE_NAMES)[number];
  /** One cell per bucket, in AGING_BUCKETS order. */
  cells: string[];
}

/** The popup's four one-row tables from OverdueAging[0] and ClosedAging[0]. */
export function agingTables(answer: AgingAnswer): AgingTable[] {
  const row = (source: Record<string, number> | undefined, suffix: '' | '_percentage') =>
    AGING_BUCKETS.map(([bucket]) => formatFigure(source?.[`${bucket}${suffix}`] ?? 0));
  const overdue = answer.OverdueAging[0];
  const closedAging = answer.ClosedAging[0];
  return [
    { name: 'Overdue Tickets In Numbers', cells: row(overdue, '') },
    { name: 'Overdue Tickets In %', cells: row(overdue, '_percentage') },
    { name: 'Closed Tickets In Numbers', cells: row(closedAging, '') },
    { name: 'Closed Tickets In %', cells: row(closedAging, '_percentage') },
  ];
}
