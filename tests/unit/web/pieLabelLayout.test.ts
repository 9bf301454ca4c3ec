import { describe, expect, it } from 'vitest';
import { PIE_GEOMETRY, type PieLabelPlacement, pieLabelLayout } from '@/components/pieLabelLayout';
import { pieSlices } from '@/features/dashboard/pieData';

/** A 12px label's box, generously wide (7.5px a character) and a 14px line high. */
function box(label: PieLabelPlacement) {
  const width = label.text.length * 7.5;
  const left = label.anchor === 'start' ? label.x : label.x - width;
  return { left, right: left + width, top: label.y - 7, bottom: label.y + 7 };
}

const intersect = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const layoutOf = (open: number, closed: number, overdue: number) =>
  pieLabelLayout(pieSlices({ openTicketCount: open, closedTicketCount: closed, overdueTicketCount: overdue }));

describe('dashboard pie labels', () => {
  const mixes: [number, number, number][] = [
    [1, 40, 0],
    [40, 1, 1],
    [1, 1, 40],
    [1, 40, 1],
    [1, 1, 1],
    [0, 0, 5],
    [2, 3, 1000],
    [1, 2, 3],
    [500, 1, 0],
    [0, 1, 500],
  ];

  it.each(mixes)(
    'Opened %i, Closed %i, Overdue %i: no two labels overlap, none on the pie',
    (open, closed, overdue) => {
      const labels = layoutOf(open, closed, overdue);
      const { center, radius } = PIE_GEOMETRY;
      for (const [index, label] of labels.entries()) {
        const own = box(label);
        // Outside the pie's square, beside it.
        expect(own.left >= center + radius || own.right <= center - radius).toBe(true);
        // Inside the drawing's height (0..320).
        expect(own.top).toBeGreaterThanOrEqual(0);
        expect(own.bottom).toBeLessThanOrEqual(center * 2);
        for (const other of labels.slice(index + 1))
          expect(intersect(own, box(other)), `${label.text} / ${other.text}`).toBe(false);
      }
    },
  );

  it('labels each slice with its count and percentage, and a zero slice not at all', () => {
    expect(layoutOf(1, 40, 0).map((label) => label.text)).toEqual(['Opened: 1 (2.4%)', 'Closed: 40 (97.6%)']);
    expect(layoutOf(0, 0, 0)).toEqual([]);
    // The leader line starts on the pie's edge and ends at its label.
    const [opened] = layoutOf(1, 40, 0);
    const [start] = opened.line;
    const end = opened.line[opened.line.length - 1];
    expect(Math.hypot(start[0] - PIE_GEOMETRY.center, start[1] - PIE_GEOMETRY.center)).toBeCloseTo(PIE_GEOMETRY.radius);
    expect(end[1]).toBe(opened.y);
  });
});
