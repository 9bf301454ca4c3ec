import * as z from 'zod';
import { csvFile, csvList, downloadTokenText, idText, isoInstant, nameText, overdueOption } from './common';
import { defineEndpoint, type EndpointDefinition } from './endpoint';
import { escalatedFilters } from './transfers';

/**
 * CSV exports: browser navigations (GET). Each needs a downloadToken from
 * user.createDownloadToken, scoped to its path; cells starting with = + - @ are neutralised.
 *
 * Decision (issue 21 item 28): date columns are written 'DD/MM/YYYY hh:mm A' in the tenant's time
 * zone (tenant setting timeZone, as on screen and in mails), and their headers carry the zone's
 * IANA name, e.g. 'Created Date (Asia/Kolkata)' (shared/domain/dates.ts).
 */

const exportFilters = z.object({
  departmentId: idText.optional(),
  ticketStatus: csvList.optional(),
  startDate: isoInstant.optional(),
  endDate: isoInstant.optional(),
  isTicketOverdue: overdueOption.optional(),
  closedStartDate: isoInstant.optional(),
  closedEndDate: isoInstant.optional(),
  downloadToken: downloadTokenText.optional(),
});

const tokenOnly = z.object({ downloadToken: downloadTokenText.optional() });

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
  exportFilters.extend({ loggedInUserId: idText.optional() }),
);
export const downloadEscalatedTickets = exportEndpoint(
  'downloadEscalatedTickets',
  'agent',
  'Escalated Tickets with the list filters.',
  escalatedFilters.extend({ downloadToken: downloadTokenText.optional(), loggedInUserEmail: nameText.optional() }),
);
export const downloadTransferTickets = exportEndpoint(
  'downloadTransferTickets',
  'centralPool',
  'Transfer requests with the list filters.',
  exportFilters.pick({ ticketStatus: true, startDate: true, endDate: true, downloadToken: true }).extend({
    loggedInUserEmail: nameText.optional(),
  }),
);
export const downloadAllTickets = exportEndpoint(
  'download',
  'centralPool',
  'All Tickets with the list filters.',
  exportFilters.extend({ helpTopicId: idText.optional(), assigneeId: idText.optional() }),
);
export const downloadMyTeamTickets = exportEndpoint(
  'downloadMyTeamTickets',
  'teamLead',
  'Team tickets with the team view filters.',
  exportFilters.extend({
    helpTopicId: idText.optional(),
    assigneeId: idText.optional(),
    teamId: idText.min(1),
    showNestedTickets: z.enum(['true', 'false']).optional(),
    userId: idText.optional(),
  }),
);
export const downloadDepartmentAssociatedAgents = exportEndpoint(
  'downloadDepartmentAssociatedAgents',
  'centralAdmin',
  'Agents of one department.',
  z.object({ departmentId: idText.min(1), downloadToken: downloadTokenText.optional() }),
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
