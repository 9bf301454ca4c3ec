import * as z from 'zod';
import { csvFile, csvList, isoInstant, overdueOption } from './common';
import { defineEndpoint, type EndpointDefinition } from './endpoint';
import { escalatedFilters } from './transfers';

/**
 * CSV exports: browser navigations (GET). Each needs a downloadToken from
 * user.createDownloadToken, scoped to its path; cells starting with = + - @ are neutralised.
 */

const exportFilters = z.object({
  departmentId: z.string().optional(),
  ticketStatus: csvList.optional(),
  startDate: isoInstant.optional(),
  endDate: isoInstant.optional(),
  isTicketOverdue: overdueOption.optional(),
  closedStartDate: isoInstant.optional(),
  closedEndDate: isoInstant.optional(),
  downloadToken: z.string().optional(),
});

const tokenOnly = z.object({ downloadToken: z.string().optional() });

const exportEndpoint = <Request extends z.ZodType = typeof tokenOnly>(
  handler: string,
  access: EndpointDefinition['access'],
  summary: string,
  request: Request = tokenOnly as unknown as Request,
) =>
  defineEndpoint({
    area: 'dataExport',
    handler,
    method: 'GET',
    path: `/api/dataExport/${handler}`,
    access,
    kind: 'csv',
    summary,
    request,
    response: csvFile,
  });

export const downloadMyTickets = exportEndpoint(
  'downloadMyTickets',
  'signedIn',
  'My Tickets with the list filters.',
  exportFilters.extend({ loggedInUserId: z.string().optional() }),
);
export const downloadEscalatedTickets = exportEndpoint(
  'downloadEscalatedTickets',
  'agent',
  'Escalated Tickets with the list filters.',
  escalatedFilters.extend({ downloadToken: z.string().optional(), loggedInUserEmail: z.string().optional() }),
);
export const downloadTransferTickets = exportEndpoint(
  'downloadTransferTickets',
  'centralPool',
  'Transfer requests with the list filters.',
  exportFilters.pick({ ticketStatus: true, startDate: true, endDate: true, downloadToken: true }).extend({
    loggedInUserEmail: z.string().optional(),
  }),
);
export const downloadAllTickets = exportEndpoint(
  'download',
  'centralPool',
  'All Tickets with the list filters.',
  exportFilters.extend({ helpTopicId: z.string().optional(), assigneeId: z.string().optional() }),
);
export const downloadMyTeamTickets = exportEndpoint(
  'downloadMyTeamTickets',
  'teamLead',
  'Team tickets with the team view filters.',
  exportFilters.extend({
    helpTopicId: z.string().optional(),
    assigneeId: z.string().optional(),
    teamId: z.string().min(1),
    showNestedTickets: z.enum(['true', 'false']).optional(),
    userId: z.string().optional(),
  }),
);
export const downloadDepartmentAssociatedAgents = exportEndpoint(
  'downloadDepartmentAssociatedAgents',
  'centralAdmin',
  'Agents of one department.',
  z.object({ departmentId: z.string().min(1), downloadToken: z.string().optional() }),
);
export const downloadAllDepartmentsAssociatedAgents = exportEndpoint(
  'downloadAllDepartmentsAssociatedAgents',
  'centralAdmin',
  'Agents of every department.',
);
export const downloadAllAdminTeams = exportEndpoint('downloadAllAdminTeams', 'centralAdmin', 'Every team.');
export const downloadSchoolEscalation = exportEndpoint('downloadSchoolEscalation', 'centralAdmin', 'School matrix.');
export const downloadCollegeEscalation = exportEndpoint('downloadCollegeEscalation', 'centralAdmin', 'College matrix.');
export const downloadAdministrativeEscalation = exportEndpoint(
  'downloadAdministrativeEscalation',
  'centralAdmin',
  'Administrative matrix.',
);
