import * as z from 'zod';
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
  Data: z.array(analyticsRow),
});

export const analyticsEndpoints = analyticsViews.map((view) =>
  defineEndpoint({
    area: 'analytics',
    handler: view.handler,
    method: 'GET',
    path: `/api/analytics/${view.handler}`,
    access: view.access,
    summary: `${view.label}: totals and rows; CSV with isExport=true.`,
    request: analyticsQuery,
    response: analyticsAnswer,
  }),
);

const agingBuckets = [
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
const agingCounts = z.object(
  Object.fromEntries(
    agingBuckets.flatMap((bucket) => [
      [bucket, z.number()],
      [`${bucket}_percentage`, z.number()],
    ]),
  ) as Record<string, z.ZodNumber>,
);

/** Decision (spec: aging calls "referenced but not shown"): one call for any row of any view. */
export const getAgingAnalysis = defineEndpoint({
  area: 'analytics',
  handler: 'getAgingAnalysis',
  method: 'GET',
  path: '/api/analytics/getAgingAnalysis',
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
