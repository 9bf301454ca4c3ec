import { tokens } from '@fluentui/react-components';
import { SvgPieChart } from '@/components/charts';
import type { PieSlice, SliceName } from './pieData';

/** Theme colours (CSS variables work as SVG fills). */
const sliceColors: Record<SliceName, string> = {
  Opened: tokens.colorPaletteBlueBorderActive,
  Closed: tokens.colorPaletteGreenBorderActive,
  Overdue: tokens.colorPaletteRedBorderActive,
};

/** Each slice labelled with its name, count and percentage; zero slices are left out of the drawing. */
export function TicketPieChart({ slices }: { slices: readonly PieSlice[] }) {
  return (
    <SvgPieChart
      title="My tickets"
      slices={slices.map((slice) => ({
        name: slice.name,
        value: slice.value,
        color: sliceColors[slice.name],
        label: slice.label,
      }))}
    />
  );
}
