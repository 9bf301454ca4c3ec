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
 * - First response met % (issue 18, SLA views): tickets answered (first public agent reply) by
 *   their first-response target, out of those whose outcome is known: answered, or open and
 *   unanswered past the target. Tickets without a target (raised before it existed) do not count.
 * - Customer Satisfaction (issue 18): Responses are tickets whose last feedback answer is Yes or
 *   No; Satisfied % and Not satisfied % are of the responses; Re-opened after "No" counts tickets
 *   a "No" answer re-opened at least once (whatever they answered last).
 */

export interface FigureTicket {
  status: string;
  createdAt: string;
  dueDate: string | null;
  closedDate: string | null;
  firstResponseDueDate?: string | null;
  firstResponseAt?: string | null;
  satisfaction?: string | null;
  reopenedAfterNo?: boolean;
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

/*
 * Figure sums: every figure above reduced to counters that add up ticket by ticket, so the
 * server can keep them current as tickets change (per assignee, day or month, department and help
 * topic) and a year costs a few hundred small reads. A ticket's contribution depends on nothing
 * but the ticket, except what time changes for open tickets: those are kept by due date
 * (`o@<due ISO>`), and whether they are overdue, and by how many days, is worked out at read time.
 *
 *   n      tickets                      cl     closed (Resolved or Closed)
 *   cod    closed after their due date  sp/spn SLA plan ms summed / tickets with a due date
 *   cm/cmn creation → closure ms summed / closed tickets with a closed date
 *   ca0…ca8  closed aging buckets       oa0…oa8  overdue aging buckets of closed-late tickets
 *   frm/frl  first response met / late (or closed unanswered after the target)
 *   f@<target ISO>  open, unanswered, by first-response target
 *   sy/sn    last feedback Yes / No      sro    re-opened after a "No"
 */
export type FigureSums = Record<string, number>;
const OPEN_DUE_PREFIX = 'o@';
const AWAITED_FIRST_RESPONSE_PREFIX = 'f@';
const bucketOf = (days: number) => Math.min(8, Math.max(0, Math.floor(days)));

export function figureContribution(ticket: FigureTicket): FigureSums {
  const sums: FigureSums = { n: 1 };
  const created = Date.parse(ticket.createdAt);
  const due = ticket.dueDate ? Date.parse(ticket.dueDate) : null;
  if (due !== null) {
    sums.sp = due - created;
    sums.spn = 1;
  }
  if (isClosedForAnalytics(ticket)) {
    sums.cl = 1;
    if (ticket.closedDate) {
      const closed = Date.parse(ticket.closedDate);
      sums.cm = closed - created;
      sums.cmn = 1;
      sums[`ca${bucketOf((closed - created) / DAY_MS)}`] = 1;
      if (due !== null && closed > due) {
        sums.cod = 1;
        sums[`oa${bucketOf((closed - due) / DAY_MS)}`] = 1;
      }
    }
  } else if (ticket.dueDate) {
    sums[`${OPEN_DUE_PREFIX}${ticket.dueDate}`] = 1;
  }
  if (ticket.firstResponseDueDate) {
    if (ticket.firstResponseAt)
      sums[Date.parse(ticket.firstResponseAt) <= Date.parse(ticket.firstResponseDueDate) ? 'frm' : 'frl'] = 1;
    else if (!isClosedForAnalytics(ticket)) sums[`${AWAITED_FIRST_RESPONSE_PREFIX}${ticket.firstResponseDueDate}`] = 1;
    // Closed without an answer after the target: missed, as lists say (isFirstResponseBreached).
    else if (ticket.closedDate && Date.parse(ticket.closedDate) > Date.parse(ticket.firstResponseDueDate)) sums.frl = 1;
  }
  if (ticket.satisfaction === 'Yes') sums.sy = 1;
  if (ticket.satisfaction === 'No') sums.sn = 1;
  if (ticket.reopenedAfterNo) sums.sro = 1;
  return sums;
}

/** First response met % at `now` (see the definitions above). */
export function firstResponseMetPercentage(sums: Readonly<FigureSums>, now: number): number {
  let missed = sums.frl ?? 0;
  for (const [name, count] of Object.entries(sums)) {
    if (name.startsWith(AWAITED_FIRST_RESPONSE_PREFIX) && now > Date.parse(name.slice(2))) missed += count;
  }
  const met = sums.frm ?? 0;
  return percentage(met, met + missed);
}

export interface SatisfactionFigures {
  Responses: number;
  Satisfied: number;
  NotSatisfied: number;
  SatisfiedPercentage: number;
  NotSatisfiedPercentage: number;
  ReopenedAfterNo: number;
}

export function satisfactionFiguresOf(sums: Readonly<FigureSums>): SatisfactionFigures {
  const satisfied = sums.sy ?? 0;
  const notSatisfied = sums.sn ?? 0;
  const responses = satisfied + notSatisfied;
  return {
    Responses: responses,
    Satisfied: satisfied,
    NotSatisfied: notSatisfied,
    SatisfiedPercentage: percentage(satisfied, responses),
    NotSatisfiedPercentage: percentage(notSatisfied, responses),
    ReopenedAfterNo: sums.sro ?? 0,
  };
}

/** Adds `from` (times sign) into `into`, dropping counters that come to zero. */
export function addSums(into: FigureSums, from: Readonly<FigureSums>, sign = 1): FigureSums {
  for (const [name, value] of Object.entries(from)) {
    const next = (into[name] ?? 0) + sign * value;
    if (next === 0) delete into[name];
    else into[name] = next;
  }
  return into;
}

export const sumsOf = (tickets: readonly FigureTicket[]): FigureSums =>
  tickets.reduce<FigureSums>((sums, ticket) => addSums(sums, figureContribution(ticket)), {});

/** Open tickets past due at `now`, as whole days overdue each (with their counts). */
function openOverdue(sums: Readonly<FigureSums>, now: number): { days: number; count: number }[] {
  const found: { days: number; count: number }[] = [];
  for (const [name, count] of Object.entries(sums)) {
    if (!name.startsWith(OPEN_DUE_PREFIX) || count === 0) continue;
    const due = Date.parse(name.slice(OPEN_DUE_PREFIX.length));
    if (now > due) found.push({ days: (now - due) / DAY_MS, count });
  }
  return found;
}

export function countsOf(sums: Readonly<FigureSums>, now: number): Counts {
  const total = sums.n ?? 0;
  const closed = sums.cl ?? 0;
  const overdue = (sums.cod ?? 0) + openOverdue(sums, now).reduce((all, entry) => all + entry.count, 0);
  return { total, open: total - closed, closed, overdue };
}

export function slaFiguresOf(sums: Readonly<FigureSums>) {
  const averageSla = sums.spn ? round2((sums.sp ?? 0) / sums.spn / DAY_MS) : 0;
  const completedDays = sums.cmn ? round2((sums.cm ?? 0) / sums.cmn / DAY_MS) : 0;
  return { AverageSLA: averageSla, CompletedDays: completedDays, Difference: round2(averageSla - completedDays) };
}

export function countTickets(tickets: readonly FigureTicket[], now: number): Counts {
  return countsOf(sumsOf(tickets), now);
}

export function slaFigures(tickets: readonly FigureTicket[]) {
  return slaFiguresOf(sumsOf(tickets));
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

function agingFromCounts(counts: readonly number[]): Record<string, number> {
  const all = counts.reduce((sum, count) => sum + count, 0);
  const answer: Record<string, number> = {};
  agingBucketNames.forEach((name, index) => {
    answer[name] = counts[index];
    answer[`${name}_percentage`] = percentage(counts[index], all);
  });
  return answer;
}

export function agingBuckets(days: readonly number[]): Record<string, number> {
  const counts: number[] = agingBucketNames.map(() => 0);
  for (const value of days) counts[bucketOf(value)] += 1;
  return agingFromCounts(counts);
}

export function overdueAgeDays(ticket: FigureTicket, now: number): number {
  const end = ticket.closedDate ? Date.parse(ticket.closedDate) : now;
  return Math.floor((end - Date.parse(ticket.dueDate as string)) / DAY_MS);
}

export const closedAgeDays = (ticket: FigureTicket): number =>
  Math.floor((Date.parse(ticket.closedDate as string) - Date.parse(ticket.createdAt)) / DAY_MS);

export function agingOfSums(sums: Readonly<FigureSums>, now: number) {
  const overdue = agingBucketNames.map((_, index) => sums[`oa${index}`] ?? 0);
  for (const entry of openOverdue(sums, now)) overdue[bucketOf(entry.days)] += entry.count;
  const closed = agingBucketNames.map((_, index) => sums[`ca${index}`] ?? 0);
  return { OverdueAging: [agingFromCounts(overdue)], ClosedAging: [agingFromCounts(closed)] };
}

export function agingOf(tickets: readonly FigureTicket[], now: number) {
  return agingOfSums(sumsOf(tickets), now);
}

/**
 * An analytics table's columns (administration spec, "Analytics screen", Tables), one list for the
 * screen and its CSV (issue 21 item 25): the CSV has exactly the screen's columns, headed as on
 * screen. Views 1 (User-View), 7 and 11 (SLA), 3, 5 and 9 (help topics) differ from the rest.
 */
export type AnalyticsTableKind = 'user' | 'standard' | 'helpTopic' | 'sla' | 'satisfaction';

/** The Customer Satisfaction view (issue 18): its rows are grouped as the caller chooses. */
export const CUSTOMER_SATISFACTION_VIEW_ID = 14;
export type AnalyticsGrouping = 'department' | 'helpTopic' | 'agent' | 'team';

export function analyticsGrouping(viewId: number): AnalyticsGrouping {
  if ([3, 5, 9].includes(viewId)) return 'helpTopic';
  if ([6, 7, 10, 11].includes(viewId)) return 'agent';
  if ([12, 13].includes(viewId)) return 'team';
  return 'department';
}

export function analyticsTableKind(viewId: number): AnalyticsTableKind {
  if (viewId === CUSTOMER_SATISFACTION_VIEW_ID) return 'satisfaction';
  if (viewId === 1) return 'user';
  if (viewId === 7 || viewId === 11) return 'sla';
  if (analyticsGrouping(viewId) === 'helpTopic') return 'helpTopic';
  return 'standard';
}

/** A column: the row field it shows (OpenPercentage is computed from the row) and its header. */
export interface AnalyticsColumn {
  id: string;
  header: string;
}

const column = (id: string, header: string): AnalyticsColumn => ({ id, header });

export const ANALYTICS_LABEL_COLUMNS: Record<AnalyticsGrouping, AnalyticsColumn[]> = {
  department: [column('DepartmentName', 'Department Name')],
  helpTopic: [column('DepartmentName', 'Department Name'), column('HelpTopicName', 'Help Topic')],
  agent: [column('AgentName', 'Agent Name')],
  team: [column('TeamName', 'Team Name')],
};

const TOTAL = column('TotalTickets', 'Total Tickets');
const OPEN = column('OpenCount', 'Open');
const CLOSED = column('ClosedCount', 'Closed');
const OVERDUE = column('OverdueCount', 'Overdue');
const OPEN_PERCENT = column('OpenPercentage', 'Open %');
const CLOSED_PERCENT = column('ClosedPercentage', 'Closed %');
const OVERDUE_PERCENT = column('OverduePercentage', 'Overdue %');

export const ANALYTICS_FIGURE_COLUMNS: Record<AnalyticsTableKind, AnalyticsColumn[]> = {
  user: [TOTAL, OPEN, CLOSED, CLOSED_PERCENT],
  standard: [TOTAL, OPEN, CLOSED, OVERDUE, CLOSED_PERCENT, OVERDUE_PERCENT],
  helpTopic: [TOTAL, OPEN, CLOSED, OVERDUE, OPEN_PERCENT, CLOSED_PERCENT, OVERDUE_PERCENT],
  sla: [
    TOTAL,
    column('OpenTickets', 'Open'),
    column('ClosedTickets', 'Closed'),
    column('OverdueTickets', 'Overdue'),
    column('AverageSLA', 'Average SLA (Days)'),
    column('CompletedDays', 'Completed Days'),
    column('Difference', 'Difference'),
    column('FirstResponseMetPercentage', 'First response met %'),
  ],
  satisfaction: [
    column('Responses', 'Responses'),
    column('Satisfied', 'Satisfied'),
    column('NotSatisfied', 'Not satisfied'),
    column('SatisfiedPercentage', 'Satisfied %'),
    column('NotSatisfiedPercentage', 'Not satisfied %'),
    column('ReopenedAfterNo', 'Re-opened after "No"'),
  ],
};

export const ANALYTICS_SNO_COLUMN = column('SNo', 'S.No');

/** Every column of a view's table, in screen order (`grouping`: the Customer Satisfaction view's choice). */
export const analyticsColumns = (viewId: number, grouping = analyticsGrouping(viewId)): AnalyticsColumn[] => [
  ANALYTICS_SNO_COLUMN,
  ...ANALYTICS_LABEL_COLUMNS[grouping],
  ...ANALYTICS_FIGURE_COLUMNS[analyticsTableKind(viewId)],
];

/** Counts as integers, percentages and day figures with at most two decimals ('' for none). */
export const formatFigure = (value: number | undefined): string => {
  if (value === undefined || !Number.isFinite(value)) return '';
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
};

/** A cell as the screen shows it: labels as they are, figures formatted, Open % from the row. */
export function analyticsCell(row: Readonly<Record<string, unknown>>, id: string): string {
  if (id === 'OpenPercentage')
    return formatFigure(percentage(Number(row.OpenCount ?? 0), Number(row.TotalTickets ?? 0)));
  const value = row[id];
  if (typeof value === 'number') return formatFigure(value);
  return typeof value === 'string' ? value : '';
}

/** The answer's grand figures (administration spec, Analytics response), read by the footer row. */
export type GrandFigures = Partial<
  Record<
    | 'GrandTotal'
    | 'GrandOpenTotal'
    | 'GrandClosedCount'
    | 'GrandOverdueCount'
    | 'GrandOpenPercentage'
    | 'GrandClosedPercentage'
    | 'GrandOverDuePercentage'
    | 'GrandResponses'
    | 'GrandSatisfied'
    | 'GrandNotSatisfied'
    | 'GrandSatisfiedPercentage'
    | 'GrandNotSatisfiedPercentage'
    | 'GrandReopenedAfterNo',
    number
  >
>;

/** The grand total under a figure column, by the column's row field. */
const grandFigureOf: Record<string, (answer: GrandFigures) => number | undefined> = {
  TotalTickets: (answer) => answer.GrandTotal,
  OpenCount: (answer) => answer.GrandOpenTotal,
  OpenTickets: (answer) => answer.GrandOpenTotal,
  ClosedCount: (answer) => answer.GrandClosedCount,
  ClosedTickets: (answer) => answer.GrandClosedCount,
  OverdueCount: (answer) => answer.GrandOverdueCount,
  OverdueTickets: (answer) => answer.GrandOverdueCount,
  // Rows carry no open %: it is the row's open count over its total, as the server computes the grand one.
  OpenPercentage: (answer) =>
    answer.GrandOpenPercentage ?? percentage(answer.GrandOpenTotal ?? 0, answer.GrandTotal ?? 0),
  ClosedPercentage: (answer) => answer.GrandClosedPercentage,
  OverduePercentage: (answer) => answer.GrandOverDuePercentage,
  // Customer Satisfaction: the summed counts, and percentages of the summed responses (never summed percentages).
  Responses: (answer) => answer.GrandResponses,
  Satisfied: (answer) => answer.GrandSatisfied,
  NotSatisfied: (answer) => answer.GrandNotSatisfied,
  SatisfiedPercentage: (answer) =>
    answer.GrandSatisfiedPercentage ?? percentage(answer.GrandSatisfied ?? 0, answer.GrandResponses ?? 0),
  NotSatisfiedPercentage: (answer) =>
    answer.GrandNotSatisfiedPercentage ?? percentage(answer.GrandNotSatisfied ?? 0, answer.GrandResponses ?? 0),
  ReopenedAfterNo: (answer) => answer.GrandReopenedAfterNo,
};

/** The footer row's cell under a figure column, as the screen and the CSV show it ('' for none). */
export const analyticsFooterCell = (answer: GrandFigures, id: string): string =>
  formatFigure(grandFigureOf[id]?.(answer));

/** The footer row's first two cells: 'A' under S.No, 'Total' across the label columns (spec). */
export const ANALYTICS_FOOTER_LABELS = ['A', 'Total'] as const;
