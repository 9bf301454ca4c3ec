import { tokens } from '@fluentui/react-components';
import { SvgBarChart } from '@/components/charts';
import type { ChartRow, ChartSeries } from './analyticsTable';

/** Theme colours (CSS variables work as SVG fills), as the dashboard's pie uses them. */
const seriesColors: Record<ChartSeries, string> = {
  Open: tokens.colorPaletteBlueBorderActive,
  Closed: tokens.colorPaletteGreenBorderActive,
  Overdue: tokens.colorPaletteRedBorderActive,
  Satisfied: tokens.colorPaletteGreenBorderActive,
  'Not satisfied': tokens.colorPaletteRedBorderActive,
};

export interface AnalyticsChartProps {
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
}

/** Per row: open and closed stacked (together the row's total), overdue beside them. */
export default function AnalyticsChart({ rows, series }: AnalyticsChartProps) {
  return (
    <SvgBarChart
      title={
        series.includes('Satisfied')
          ? 'Satisfied and not satisfied answers per row'
          : 'Open, closed and overdue tickets per row'
      }
      rows={rows.map((row) => ({ ...row }) as { name: string } & Record<string, number | string>)}
      series={series.map((name) => ({
        name,
        color: seriesColors[name],
        stack:
          name === 'Overdue' ? undefined : name === 'Satisfied' || name === 'Not satisfied' ? 'answers' : 'tickets',
      }))}
    />
  );
}
