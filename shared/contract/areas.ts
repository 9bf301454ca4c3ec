/**
 * Every contract area (the folder under functions/api that holds its handlers) with the API stack
 * group it deploys in (infra/stacks/api-split.ts: one stack per group, split when it outgrows
 * one). The groups are fixed rather than computed so that a new handler never moves other
 * functions between stacks (a route key is unique per API, so a move needs the old stack updated
 * before the new one deploys). A new area joins here, in the group it belongs with:
 * `EndpointDefinition.area` accepts only these names.
 */
export const areaStackGroups = {
  // People, settings (and the mail outbox's Failed Mails), reference data and files.
  user: 'Accounts',
  // Single sign-on (issue 20).
  auth: 'Accounts',
  tenantSettings: 'Accounts',
  mailOutbox: 'Accounts',
  nspiraUserSettings: 'Accounts',
  larkIntegration: 'Accounts',
  file: 'Accounts',
  helpTopic: 'Accounts',
  deptMapping: 'Accounts',
  departments: 'Accounts',
  ticketSource: 'Accounts',
  cannedResponse: 'Accounts',
  businessCalendar: 'Accounts',
  // Ticket handling and escalation.
  ticket: 'Tickets',
  ticketReplies: 'Tickets',
  transferTicket: 'Tickets',
  escalatedTickets: 'Tickets',
  administrativeEscalation: 'Tickets',
  collegeEscalation: 'Tickets',
  schoolEscalation: 'Tickets',
  dashboard: 'Tickets',
  // Teams, exports and analytics.
  team: 'Insights',
  dataExport: 'Insights',
  analytics: 'Insights',
} as const;

export type ApiArea = keyof typeof areaStackGroups;
export type StackGroup = (typeof areaStackGroups)[ApiArea];
