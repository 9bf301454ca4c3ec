import * as z from 'zod';
import { agingBucketNames } from '../domain/analytics';
import { csvList, downloadTokenText, INPUT_LIMITS, idText, isoInstant, orderDirection, text } from './common';
import { type AccessLevel, defineEndpoint } from './endpoint';

/**
 * Service Desk Analytics (administration spec). One endpoint per view; the same path answers
 * CSV with isExport=true. The figures' definitions are written down in the README and in
 * shared/domain/analytics.ts once the views are built.
 */

export const analyticsViews = [
  { id: 1, label: 'User-View', handler: 'getAnalyticsForUser', access: 'signedIn' },
  { id: 2, label: 'Agent-Department-View', handler: 'getAnalyticsForAgent', access: 'agent' },
  { id: 3, label: 'Agent-HelpTopic-View', handler: 'getAnalyticsForAgentWithHelptopic', access: 'agent' },
  { id: 4, label: 'TeamLead-Department-View', handler: 'getAnalyticsForLeadWithDepartment', access: 'teamLead' },
  { id: 5, label: 'TeamLead-Helptopic-View', handler: 'getAnalyticsForLeadWithHelptopic', access: 'teamLead' },
  { id: 6, label: 'TeamLead-Agents-View', handler: 'getAnalyticsForLeadWithAgents', access: 'teamLead' },
  { id: 7, label: 'TeamLead-Agents-SLA-View', handler: 'getAnalyticsForLeadWithAgentsSLA', access: 'teamLead' },
  {
    id: 8,
    label: 'Central-Agent-Department-View',
    handler: 'getAnalyticsForCentralAgentWithDepartment',
    access: 'centralPool',
  },
  {
    id: 9,
    label: 'Central-Agent-Helptopic-View',
    handler: 'getAnalyticsForCentralAgentWithHelptopic',
    access: 'centralPool',
  },
  {
    id: 10,
    label: 'Central-Agent-Agents-View',
    handler: 'getAnalyticsForCentralAgentsWithAgents',
    access: 'centralPool',
  },
  {
    id: 11,
    label: 'Central-Agent-SLA-View',
    handler: 'getAnalyticsForCentralAgentWithAgentsSLA',
    access: 'centralPool',
  },
  { id: 12, label: 'Team-Lead-View', handler: 'getAnalyticsForTeamLead', access: 'teamLead' },
  {
    id: 13,
    label: 'Central Agent Team Lead View',
    handler: 'getAnalyticsForCentralAgentTeamLeadView',
    access: 'centralPool',
  },
  /**
   * Issue 18 ("Customer Satisfaction", GET /api/analytics/getCustomerSatisfaction, central pool and
   * team leads: the centralPool level admits both). Decisions where the issue is silent:
   * - Filters as the other views (created range, departments, help topics, teams, team agents),
   *   none required: without teams it counts the tickets of every team's agents in the team's
   *   departments (as My Teams would), with teams those of the chosen ones (any team, as the
   *   Central-Agent views). `groupBy` chooses the rows: department (default), helpTopic, agent or team.
   * - Figures (shared/domain/analytics.ts): Responses, Satisfied, Not satisfied, Satisfied %, Not
   *   satisfied %, Re-opened after "No"; the Grand* fields carry the same for every row together.
   * - Counters are the ones every view keeps on write (per assignee and day/month), so a year costs
   *   what the other views cost. Feedback on a ticket with no assignee is not counted (none is
   *   closed unassigned in practice). Tickets answered before this view existed count once they
   *   next change.
   * - Offered in Analytics to every central pool role (the selector lists it last); CSV with
   *   isExport=true as the other views; no aging popup.
   */
  { id: 14, label: 'Customer Satisfaction', handler: 'getCustomerSatisfaction', access: 'centralPool' },
] as const satisfies readonly { id: number; label: string; handler: string; access: AccessLevel }[];

export type AnalyticsView = (typeof analyticsViews)[number];

export const analyticsQuery = z.object({
  startDate: isoInstant,
  endDate: isoInstant,
  orderDirection: orderDirection.optional(),
  orderBy: z.string().max(60).optional(),
  userId: idText.optional(),
  departmentIds: csvList.optional(),
  helptopicIds: csvList.optional(),
  teams: csvList.optional(),
  teamIds: csvList.optional(),
  agentsInTeam: csvList.optional(),
  leadIds: csvList.optional(),
  /** Customer Satisfaction only: what a row stands for (default department). */
  groupBy: z.enum(['department', 'helpTopic', 'agent', 'team']).optional(),
  isExport: z.enum(['true', 'false']).optional(),
  downloadToken: downloadTokenText.optional(),
});

export const analyticsRow = z
  .object({
    SNo: z.number(),
    DepartmentName: z.string(),
    TeamName: z.string(),
    AgentName: z.string(),
    HelpTopicName: z.string(),
    TotalTickets: z.number(),
    TotalAssignedTickets: z.number(),
    OpenCount: z.number(),
    ClosedCount: z.number(),
    OverdueCount: z.number(),
    ClosedPercentage: z.number(),
    OverduePercentage: z.number(),
    OpenTickets: z.number(),
    ClosedTickets: z.number(),
    OverdueTickets: z.number(),
    AverageSLA: z.number(),
    CompletedDays: z.number(),
    Difference: z.number(),
    /** SLA views (issue 18): first responses by their target, % of those decided. */
    FirstResponseMetPercentage: z.number(),
    /** Customer Satisfaction (issue 18). */
    Responses: z.number(),
    Satisfied: z.number(),
    NotSatisfied: z.number(),
    SatisfiedPercentage: z.number(),
    NotSatisfiedPercentage: z.number(),
    ReopenedAfterNo: z.number(),
    /** Opaque key for the row's aging analysis call. */
    rowKey: z.string(),
  })
  .partial()
  .required({ SNo: true });

/** Analytics sort allow-list (orderBy): the row's columns; anything else sorts by TotalTickets. */
export const analyticsSortColumns: ReadonlySet<string> = new Set(Object.keys(analyticsRow.shape));

export const analyticsAnswer = z.object({
  GrandTotal: z.number(),
  GrandOpenTotal: z.number(),
  GrandClosedCount: z.number(),
  GrandClosedPercentage: z.number(),
  GrandOverdueCount: z.number(),
  GrandOverDuePercentage: z.number(),
  GrandOpenPercentage: z.number().optional(),
  /** Customer Satisfaction: the figures of every row together. */
  GrandResponses: z.number().optional(),
  GrandSatisfied: z.number().optional(),
  GrandNotSatisfied: z.number().optional(),
  GrandSatisfiedPercentage: z.number().optional(),
  GrandNotSatisfiedPercentage: z.number().optional(),
  GrandReopenedAfterNo: z.number().optional(),
  Data: z.array(analyticsRow),
});

export const analyticsEndpoints = analyticsViews.map((view) =>
  defineEndpoint(`GET /api/analytics/${view.handler}`, {
    access: view.access,
    summary: `${view.label}: totals and rows; CSV with isExport=true.`,
    request: analyticsQuery,
    response: analyticsAnswer,
  }),
);

const agingCounts = z.object(
  Object.fromEntries(
    agingBucketNames.flatMap((bucket) => [
      [bucket, z.number()],
      [`${bucket}_percentage`, z.number()],
    ]),
  ) as Record<string, z.ZodNumber>,
);

/** Decision (spec: aging calls "referenced but not shown"): one call for any row of any view. */
export const getAgingAnalysis = defineEndpoint('GET /api/analytics/getAgingAnalysis', {
  access: 'signedIn',
  summary: "Aging buckets of one analytics row: the view's id, its filters and the row key.",
  request: analyticsQuery.extend({
    view: z.coerce.number().int().min(1).max(13),
    rowKey: text(INPUT_LIMITS.nameBytes).optional(),
  }),
  response: z.object({
    DepartmentName: z.string(),
    OverdueAging: z.array(agingCounts),
    ClosedAging: z.array(agingCounts),
  }),
});
