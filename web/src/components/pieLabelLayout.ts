/**
 * Where the pie's slice labels go ('Opened: 1 (2.4%)'). Each sits outside the pie in a column on the
 * side of its slice, joined to it by a leader line; labels on one side keep a line's height apart, so
 * two small slices side by side (1, 1 and 40) no longer print over each other as labels placed at
 * each slice's middle did. A zero slice has no label (and no slice).
 */

export interface PieGeometry {
  center: number;
  radius: number;
  /** The vertical room one label takes; labels on one side are at least this far apart. */
  lineHeight: number;
}

export const PIE_GEOMETRY: PieGeometry = { center: 160, radius: 110, lineHeight: 18 };

/** How far beside the pie the label columns stand. */
const COLUMN_GAP = 30;

export interface PieLabelInput {
  name: string;
  value: number;
  /** The count and percentage, e.g. '5 (41.7%)'. */
  label: string;
}

export interface PieLabelPlacement {
  name: string;
  text: string;
  x: number;
  /** The middle of the text line. */
  y: number;
  anchor: 'start' | 'end';
  /** The leader line from the slice's edge to the label, as points. */
  line: readonly (readonly [number, number])[];
}

export function pieLabelLayout(
  slices: readonly PieLabelInput[],
  { center, radius, lineHeight }: PieGeometry = PIE_GEOMETRY,
): PieLabelPlacement[] {
  const shown = slices.filter((slice) => slice.value > 0);
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  const point = (at: number, distance: number) =>
    [center + distance * Math.cos(at), center + distance * Math.sin(at)] as const;
  let angle = -Math.PI / 2;
  const placed = shown.map((slice) => {
    const sweep = (slice.value / total) * Math.PI * 2;
    const middle = angle + sweep / 2;
    angle += sweep;
    return { slice, middle, right: Math.cos(middle) >= 0, y: point(middle, radius + 18)[1] };
  });

  // Per side, top to bottom: each label at least a line below the one above; then, if the last one
  // ran past the room below the pie, back up from the bottom.
  const top = center - radius - 2 * lineHeight;
  const bottom = center + radius + 2 * lineHeight;
  for (const right of [true, false]) {
    const column = placed.filter((each) => each.right === right).sort((a, b) => a.y - b.y);
    column.forEach((each, index) => {
      each.y = Math.max(each.y, index === 0 ? top : column[index - 1].y + lineHeight);
    });
    for (let index = column.length - 1; index >= 0; index -= 1) {
      const limit = index === column.length - 1 ? bottom : column[index + 1].y - lineHeight;
      column[index].y = Math.min(column[index].y, limit);
    }
  }

  return placed.map(({ slice, middle, right, y }) => {
    const side = right ? 1 : -1;
    const x = center + side * (radius + COLUMN_GAP);
    return {
      name: slice.name,
      text: `${slice.name}: ${slice.label}`,
      x: x + side * 4,
      y,
      anchor: right ? 'start' : 'end',
      line: [point(middle, radius), point(middle, radius + 10), [x, y]],
    };
  });
}
