/** The dashboard pie (tickets spec 1): Opened, Closed and Overdue with count and percentage labels. */

export interface PieCounts {
  openTicketCount: number;
  closedTicketCount: number;
  overdueTicketCount: number;
}

export type SliceName = 'Opened' | 'Closed' | 'Overdue';

export interface PieSlice {
  name: SliceName;
  value: number;
  /** Share of the three counts together, 0..100 with one decimal. */
  percent: number;
  /** '5 (41.7%)' */
  label: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function pieSlices(counts: PieCounts): PieSlice[] {
  const entries: [SliceName, number][] = [
    ['Opened', counts.openTicketCount],
    ['Closed', counts.closedTicketCount],
    ['Overdue', counts.overdueTicketCount],
  ];
  const total = entries.reduce((sum, [, value]) => sum + value, 0);
  return entries.map(([name, value]) => {
    const percent = total > 0 ? round1((value / total) * 100) : 0;
    return { name, value, percent, label: `${value} (${percent}%)` };
  });
}
