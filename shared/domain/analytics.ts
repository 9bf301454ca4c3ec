import { isClosedStatus } from './statuses';

/**
 * What every analytics figure means (administration spec, Analytics). Written once here; the
 * README repeats it for readers.
 *
 * - Range: a ticket is counted when its creation date falls in the chosen range.
 * - Closed: status Resolved or Closed. Open: any other status (Open … Escalated to Next level, Re-Open).
 * - Overdue: the SLA was missed — closed after its due date, or still open past its due date now.
 * - Percentages: part / total × 100, rounded to 2 decimals; 0 when the total is 0 (never NaN).
 * - AverageSLA: the mean SLA plan in days (due date − creation) of the row's tickets.
 * - CompletedDays: the mean days from creation to closure of the row's closed tickets (0 if none).
 * - Difference: AverageSLA − CompletedDays (positive: finished ahead of the SLA on average).
 * - Aging: overdue tickets by whole days overdue (until closure, or now if open); closed tickets
 *   by whole days from creation to closure; buckets 0 … 7 days and more than 7.
 */

export interface FigureTicket {
  status: string;
  createdAt: string;
  dueDate: string | null;
  closedDate: string | null;
}

const DAY_MS = 86_400_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

export const isClosedForAnalytics = (ticket: FigureTicket) => isClosedStatus(ticket.status);

export function isOverdueForAnalytics(ticket: FigureTicket, now: number): boolean {
  if (!ticket.dueDate) return false;
  const due = Date.parse(ticket.dueDate);
  if (isClosedForAnalytics(ticket)) return ticket.closedDate !== null && Date.parse(ticket.closedDate) > due;
  return now > due;
}

export const percentage = (part: number, whole: number): number => (whole === 0 ? 0 : round2((part * 100) / whole));

export interface Counts {
  total: number;
  open: number;
  closed: number;
  overdue: number;
}

export function countTickets(tickets: readonly FigureTicket[], now: number): Counts {
  let closed = 0;
  let overdue = 0;
  for (const ticket of tickets) {
    if (isClosedForAnalytics(ticket)) closed += 1;
    if (isOverdueForAnalytics(ticket, now)) overdue += 1;
  }
  return { total: tickets.length, open: tickets.length - closed, closed, overdue };
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

export function slaFigures(tickets: readonly FigureTicket[]) {
  const plans = tickets
    .filter((ticket) => ticket.dueDate)
    .map((ticket) => (Date.parse(ticket.dueDate as string) - Date.parse(ticket.createdAt)) / DAY_MS);
  const completed = tickets
    .filter((ticket) => isClosedForAnalytics(ticket) && ticket.closedDate)
    .map((ticket) => (Date.parse(ticket.closedDate as string) - Date.parse(ticket.createdAt)) / DAY_MS);
  const averageSla = round2(mean(plans));
  const completedDays = round2(mean(completed));
  return { AverageSLA: averageSla, CompletedDays: completedDays, Difference: round2(averageSla - completedDays) };
}

export const agingBucketNames = [
  'zeroday',
  'oneday',
  'twoday',
  'threeday',
  'fourday',
  'fiveday',
  'sixday',
  'sevenday',
  'sevenplusday',
] as const;

export function agingBuckets(days: readonly number[]): Record<string, number> {
  const counts: number[] = agingBucketNames.map(() => 0);
  for (const value of days) counts[Math.min(8, Math.max(0, Math.floor(value)))] += 1;
  const answer: Record<string, number> = {};
  agingBucketNames.forEach((name, index) => {
    answer[name] = counts[index];
    answer[`${name}_percentage`] = percentage(counts[index], days.length);
  });
  return answer;
}

export function overdueAgeDays(ticket: FigureTicket, now: number): number {
  const end = ticket.closedDate ? Date.parse(ticket.closedDate) : now;
  return Math.floor((end - Date.parse(ticket.dueDate as string)) / DAY_MS);
}

export const closedAgeDays = (ticket: FigureTicket): number =>
  Math.floor((Date.parse(ticket.closedDate as string) - Date.parse(ticket.createdAt)) / DAY_MS);

export function agingOf(tickets: readonly FigureTicket[], now: number) {
  const overdue = tickets
    .filter((ticket) => isOverdueForAnalytics(ticket, now))
    .map((ticket) => overdueAgeDays(ticket, now));
  const closed = tickets.filter((ticket) => isClosedForAnalytics(ticket) && ticket.closedDate).map(closedAgeDays);
  return { OverdueAging: [agingBuckets(overdue)], ClosedAging: [agingBuckets(closed)] };
}
