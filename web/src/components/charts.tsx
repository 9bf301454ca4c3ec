import { makeStyles, tokens } from '@fluentui/react-components';
import { PIE_GEOMETRY, pieLabelLayout } from './pieLabelLayout';

/**
 * Two small SVG charts (a pie and grouped/stacked bars). A charting library would put ~95 KB
 * gzipped into the dashboard and analytics routes, over the 100 KB route budget; these need a
 * few KB and read as the same data. Each slice and bar carries a <title> for a hover tooltip,
 * and the figure an aria-label for screen readers.
 */

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  svg: { width: '100%', height: 'auto', maxHeight: '360px', overflow: 'visible' },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    justifyContent: 'center',
    fontSize: tokens.fontSizeBase200,
  },
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '12px', height: '12px', borderRadius: tokens.borderRadiusSmall, display: 'inline-block' },
  label: { fontSize: '12px', fill: tokens.colorNeutralForeground1 },
  axis: { stroke: tokens.colorNeutralStroke1 },
  leader: { stroke: tokens.colorNeutralStroke1, strokeWidth: 1 },
});

export interface LegendEntry {
  name: string;
  color: string;
}

function Legend({ entries }: { entries: readonly LegendEntry[] }) {
  const styles = useStyles();
  return (
    <div className={styles.legend}>
      {entries.map((entry) => (
        <span key={entry.name} className={styles.legendItem}>
          <span className={styles.swatch} style={{ backgroundColor: entry.color }} />
          {entry.name}
        </span>
      ))}
    </div>
  );
}

export interface PieSliceInput {
  name: string;
  value: number;
  color: string;
  /** Shown next to the slice, e.g. '5 (41.7%)'. */
  label: string;
}

export function SvgPieChart({ slices, title }: { slices: readonly PieSliceInput[]; title: string }) {
  const styles = useStyles();
  const shown = slices.filter((slice) => slice.value > 0);
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  const { center, radius } = PIE_GEOMETRY;
  const size = center * 2;
  const labels = pieLabelLayout(slices);
  let angle = -Math.PI / 2;
  const point = (at: number, distance: number) => [center + distance * Math.cos(at), center + distance * Math.sin(at)];
  return (
    <figure
      className={styles.figure}
      aria-label={`${title}: ${slices.map((slice) => `${slice.name} ${slice.label}`).join(', ')}`}
    >
      {/* Room each side for the label columns (pieLabelLayout), up to 'Overdue: 1000 (100%)' long. */}
      <svg className={styles.svg} viewBox={`-140 0 ${size + 280} ${size}`} role="img" aria-hidden="true">
        {shown.map((slice) => {
          const sweep = (slice.value / total) * Math.PI * 2;
          const start = angle;
          angle += sweep;
          const [x1, y1] = point(start, radius);
          const [x2, y2] = point(angle, radius);
          const path =
            shown.length === 1
              ? `M ${center - radius} ${center} a ${radius} ${radius} 0 1 0 ${radius * 2} 0 a ${radius} ${radius} 0 1 0 ${-radius * 2} 0`
              : `M ${center} ${center} L ${x1} ${y1} A ${radius} ${radius} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x2} ${y2} Z`;
          return (
            <path key={slice.name} d={path} fill={slice.color} stroke={tokens.colorNeutralBackground1} strokeWidth={2}>
              <title>{`${slice.name}: ${slice.label}`}</title>
            </path>
          );
        })}
        {labels.map((label) => (
          <g key={label.name} data-pie-label={label.name}>
            <polyline
              className={styles.leader}
              points={label.line.map(([x, y]) => `${x},${y}`).join(' ')}
              fill="none"
            />
            <text className={styles.label} x={label.x} y={label.y} textAnchor={label.anchor} dominantBaseline="middle">
              {label.text}
            </text>
          </g>
        ))}
      </svg>
      <Legend entries={slices.map(({ name, color }) => ({ name, color }))} />
    </figure>
  );
}

export interface BarSeries {
  name: string;
  color: string;
  /** Series with the same stack id are drawn on top of each other. */
  stack?: string;
}

/**
 * A count axis with evenly spaced whole-number ticks: steps of 1, 2 or 5 times a power of ten, at most
 * five of them above zero, the top the first tick at or over the largest value (0, 5, 10, 15, 20, 25
 * for 23; a quarter split gave 0, 6, 12, 17, 23).
 */
export function countAxis(largest: number): { top: number; ticks: number[] } {
  const value = Number.isFinite(largest) && largest > 0 ? largest : 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step =
    [1, 2, 5, 10, 20, 50, 100]
      .map((tenths) => (tenths * magnitude) / 10)
      .find((candidate) => candidate >= 1 && Math.ceil(value / candidate) <= 5) ?? value;
  const count = Math.ceil(value / step);
  return { top: count * step, ticks: Array.from({ length: count + 1 }, (_, index) => index * step) };
}

export function SvgBarChart({
  rows,
  series,
  title,
}: {
  rows: readonly ({ name: string } & Record<string, number | string>)[];
  series: readonly BarSeries[];
  title: string;
}) {
  const styles = useStyles();
  const stacks = [...new Set(series.map((entry) => entry.stack ?? entry.name))];
  const heightOf = (row: (typeof rows)[number], stack: string) =>
    series
      .filter((entry) => (entry.stack ?? entry.name) === stack)
      .reduce((sum, entry) => sum + Number(row[entry.name] ?? 0), 0);
  const { top: max, ticks } = countAxis(
    Math.max(...rows.flatMap((row) => stacks.map((stack) => heightOf(row, stack)))),
  );
  const plotHeight = 240;
  const groupWidth = Math.max(48, Math.min(120, 720 / Math.max(1, rows.length)));
  const barWidth = Math.min(28, (groupWidth - 12) / stacks.length);
  const left = 40;
  const width = left + rows.length * groupWidth + 8;
  return (
    <figure className={styles.figure} aria-label={title}>
      <svg className={styles.svg} viewBox={`0 0 ${width} ${plotHeight + 60}`} role="img" aria-hidden="true">
        {ticks.map((tick) => {
          const y = 8 + plotHeight - (tick / max) * plotHeight;
          return (
            <g key={tick}>
              <line x1={left} x2={width} y1={y} y2={y} className={styles.axis} strokeDasharray="3 3" />
              <text className={styles.label} x={left - 6} y={y} textAnchor="end" dominantBaseline="middle">
                {tick}
              </text>
            </g>
          );
        })}
        {rows.map((row, rowIndex) => {
          const groupX = left + rowIndex * groupWidth + 6;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and two may share a label; their order is fixed.
            <g key={`${row.name}-${rowIndex}`}>
              {stacks.map((stack, stackIndex) => {
                let base = 8 + plotHeight;
                return series
                  .filter((entry) => (entry.stack ?? entry.name) === stack)
                  .map((entry) => {
                    const value = Number(row[entry.name] ?? 0);
                    const barHeight = (value / max) * plotHeight;
                    base -= barHeight;
                    return (
                      <rect
                        key={entry.name}
                        x={groupX + stackIndex * barWidth}
                        y={base}
                        width={barWidth - 2}
                        height={barHeight}
                        fill={entry.color}
                      >
                        <title>{`${row.name} - ${entry.name}: ${value}`}</title>
                      </rect>
                    );
                  });
              })}
              <text
                className={styles.label}
                x={groupX + (stacks.length * barWidth) / 2}
                y={plotHeight + 26}
                textAnchor="middle"
              >
                {String(row.name).length > 14 ? `${String(row.name).slice(0, 13)}…` : row.name}
              </text>
            </g>
          );
        })}
      </svg>
      <Legend entries={series.map(({ name, color }) => ({ name, color }))} />
    </figure>
  );
}
