import {
  CUSTOMER_SATISFACTION_VIEW_ID,
  countsOf,
  type FigureSums,
  firstResponseMetPercentage,
  percentage,
  satisfactionFiguresOf,
  slaFiguresOf,
} from '../../shared/domain/analytics';

/** One analytics row's figures from its counters, and the grand figures of a view (shared/domain/analytics). */

export interface AnalyticsGroup {
  key: string;
  labels: { DepartmentName: string; HelpTopicName: string; AgentName: string; TeamName: string };
  sums: FigureSums;
}

const isSlaView = (viewId: number) => viewId === 7 || viewId === 11;

export function viewRow(viewId: number, group: AnalyticsGroup, now: number) {
  const counts = countsOf(group.sums, now);
  const base = { ...group.labels, rowKey: group.key, TotalTickets: counts.total };
  if (viewId === CUSTOMER_SATISFACTION_VIEW_ID) return { ...base, ...satisfactionFiguresOf(group.sums) };
  if (isSlaView(viewId)) {
    return {
      ...base,
      OpenTickets: counts.open,
      ClosedTickets: counts.closed,
      OverdueTickets: counts.overdue,
      ...slaFiguresOf(group.sums),
      FirstResponseMetPercentage: firstResponseMetPercentage(group.sums, now),
    };
  }
  return {
    ...base,
    TotalAssignedTickets: counts.total,
    OpenCount: counts.open,
    ClosedCount: counts.closed,
    OverdueCount: counts.overdue,
    ClosedPercentage: percentage(counts.closed, counts.total),
    OverduePercentage: percentage(counts.overdue, counts.total),
  };
}

export function grandFigures(viewId: number, sums: FigureSums, now: number, withOpenPercentage: boolean) {
  const all = countsOf(sums, now);
  const satisfaction = viewId === CUSTOMER_SATISFACTION_VIEW_ID ? satisfactionFiguresOf(sums) : undefined;
  return {
    GrandTotal: all.total,
    GrandOpenTotal: all.open,
    GrandClosedCount: all.closed,
    GrandClosedPercentage: percentage(all.closed, all.total),
    GrandOverdueCount: all.overdue,
    GrandOverDuePercentage: percentage(all.overdue, all.total),
    ...(withOpenPercentage ? { GrandOpenPercentage: percentage(all.open, all.total) } : {}),
    ...(satisfaction
      ? {
          GrandResponses: satisfaction.Responses,
          GrandSatisfied: satisfaction.Satisfied,
          GrandNotSatisfied: satisfaction.NotSatisfied,
          GrandSatisfiedPercentage: satisfaction.SatisfiedPercentage,
          GrandNotSatisfiedPercentage: satisfaction.NotSatisfiedPercentage,
          GrandReopenedAfterNo: satisfaction.ReopenedAfterNo,
        }
      : {}),
  };
}
