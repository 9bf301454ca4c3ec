import * as z from 'zod';
import { freeFormValue, INPUT_LIMITS, idString, idText, nameText, pagedQuery, pageOf, successMessage } from './common';
import { defineEndpoint } from './endpoint';
import { helpTopicView } from './ticketShapes';

/** Reference data, department mapping, dashboard and saved filters. */

export const departmentView = z.object({ id: z.string(), departmentName: z.string() });
export const ticketSourceView = z.object({ id: z.string(), sourceName: z.string() });
/** Issue 13: the admin table's row, with the active flag and the version a save sends back. */
export const departmentRow = departmentView.extend({ active: z.boolean(), version: z.number() });

export const getDepartments = defineEndpoint('GET /api/departments', {
  handler: 'getAll',
  access: 'signedIn',
  summary: 'Every active department (issue 13: inactive ones are left out of New Ticket).',
  request: z.object({}).passthrough(),
  response: z.array(departmentView),
});

export const getDepartmentsWithPagination = defineEndpoint('GET /api/departments/getAllWithPagination', {
  access: 'centralAdmin',
  summary: "'All Departments' table (inactive ones too): 20 a page; issue 13 adds search and sort.",
  request: pagedQuery,
  response: pageOf('tickets', departmentRow),
});

export const getHelpTopics = defineEndpoint('GET /api/helpTopic', {
  handler: 'getAll',
  access: 'signedIn',
  summary: 'Every active help topic of an active department (issue 13).',
  request: z.object({}).passthrough(),
  response: z.array(helpTopicView),
});

export const findHelpTopicById = defineEndpoint('POST /api/helpTopic/findById', {
  access: 'signedIn',
  summary: 'One help topic with its dynamic form.',
  request: z.object({ id: idString }),
  response: helpTopicView,
});

export const findHelpTopicsByDepartmentId = defineEndpoint('POST /api/helpTopic/findByDepartmentId', {
  access: 'signedIn',
  summary: 'Active help topics of one department (or of several, comma-joined).',
  request: z.object({ departmentId: idString }),
  response: z.array(helpTopicView),
});

export const getTicketSources = defineEndpoint('GET /api/ticketSource', {
  handler: 'getAll',
  access: 'signedIn',
  summary: 'Every active ticket source.',
  request: z.object({}).passthrough(),
  response: z.array(ticketSourceView),
});

export const agentOption = z.object({
  value: z.string(),
  label: z.string(),
  departmentId: z.string(),
  assigneeName: z.string(),
  user: z.object({ email: z.string() }),
});

export const getAllDepartmentsAgents = defineEndpoint('GET /api/deptMapping/getAllDepartmentsAgents', {
  access: 'agent',
  summary: 'Agents of every department, keyed by department id.',
  request: z.object({}).passthrough(),
  response: z.object({ agentDeptMap: z.record(z.string(), z.array(agentOption)) }),
});

const agentUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  officeType: z.string(),
  designation: z.string(),
  employeeId: z.string(),
});

export const getAssociatedAgents = defineEndpoint('GET /api/deptMapping/getAssociatedAgents', {
  access: 'agent',
  summary: 'Agents mapped to a department (size up to 500 for pickers), newest first by default.',
  request: pagedQuery.extend({ departmentId: idText.min(1) }),
  response: pageOf(
    'users',
    z.object({ departmentId: z.string(), createdAt: z.string(), createdBy: z.string(), user: agentUser }),
  ),
});

export const getUnassociatedAgents = defineEndpoint('GET /api/deptMapping/getUnassociatedAgents', {
  access: 'centralAdmin',
  summary: 'Agents mapped to no department.',
  request: pagedQuery,
  response: z.object({ response: pageOf('users', agentUser) }),
});

/**
 * Decision: userIds and departmentId are optional in the schema so that the rules answer with the
 * spec's messages ('Please select atleast one user', 'Please fill mandatory information') from
 * functions/core/departmentAgents.ts. createdBy and updatedBy are accepted for the old clients and
 * ignored: the signed-in caller is recorded.
 */
export const saveDeptMapping = defineEndpoint('POST /api/deptMapping/save', {
  access: 'centralAdmin',
  summary: 'Map users to a department (moving them from any other).',
  request: z.object({
    userIds: z.array(idString).max(500).nullable().optional(),
    departmentId: z.union([idText, z.number()]).transform(String).nullable().optional(),
    createdBy: z.union([nameText, z.number()]).nullable().optional(),
    updatedBy: z.union([nameText, z.number()]).nullable().optional(),
  }),
  response: successMessage,
});

/** Sort columns of the agent tables (orderBy); createdAt is when the agent joined the department. */
export const agentSortColumns = [
  'createdAt',
  'email',
  'fullName',
  'mobile',
  'officeType',
  'designation',
  'employeeId',
] as const;

export const getPieChartDetails = defineEndpoint('POST /api/dashboard/getPieChartDetails', {
  access: 'signedIn',
  summary: "The caller's Opened, Closed and Overdue ticket counts.",
  request: z.object({ userId: idString.optional() }),
  response: z.object({ openTicketCount: z.number(), closedTicketCount: z.number(), overdueTicketCount: z.number() }),
});

/** Saved filter setting types, one per list (spec). Analytics' shared constant: 'analytics'. */
/**
 * Decision (issue 21 item 21): besides the spec's seven analytics settings, 'analytics' keeps the
 * chosen view as 'selectedView' (web/src/features/analytics/analyticsFilters.ts).
 */
export const settingTypes = ['myTickets', 'escalated', 'transfer', 'allTickets', 'myTeams', 'analytics'] as const;

export const userSetting = z.object({
  userId: z.string(),
  settingType: z.enum(settingTypes),
  settingName: z.string().min(1).max(60),
  settingValue: z.unknown(),
});
export type UserSetting = z.infer<typeof userSetting>;

/**
 * Decision (issue #15): a list keeps at most 50 saved filters of at most 16 KB each (a value nests at
 * most 4 levels, with no empty keys). They are read with paging: page (from 0) and size (at most 50,
 * the default, so one call answers a whole list), sorted by name, with currentPage and totalItems.
 */
export const getUserSettings = defineEndpoint('POST /api/nspiraUserSettings/get', {
  access: 'signedIn',
  summary: "The caller's saved filters for one list, a page at a time.",
  request: z.object({
    settingType: z.enum(settingTypes),
    userId: idString.optional(),
    page: z.number().int().min(0).max(1_000).default(0),
    size: z.number().int().min(1).max(INPUT_LIMITS.settingsPerList).default(INPUT_LIMITS.settingsPerList),
  }),
  response: z.object({
    data: z.array(userSetting),
    currentPage: z.number().optional(),
    totalItems: z.number().optional(),
  }),
});

export const saveUserSettings = defineEndpoint('POST /api/nspiraUserSettings/save', {
  access: 'signedIn',
  summary: "Save (replace by name) the caller's filter settings (16 KB each, 50 a list).",
  request: z
    .array(
      userSetting.extend({
        userId: idText.optional(),
        settingValue: freeFormValue(INPUT_LIMITS.settingBytes),
      }),
    )
    .max(20),
  response: successMessage,
});

export const deleteUserSettings = defineEndpoint('POST /api/nspiraUserSettings/delete', {
  access: 'signedIn',
  summary: 'Clear Filter: remove every saved filter of one list in one call.',
  request: z.object({ settingType: z.enum(settingTypes), userId: idString.optional() }),
  response: successMessage,
});

export const FILTERS_CLEARED_MESSAGE = 'Filters cleared succesfully';

/**
 * Decision (the spec names the call only): the department's users are the agents mapped to it
 * (Agent Mapping), sorted by full name; an unknown department answers 404.
 */
export const getUsersByDepartmentForLark = defineEndpoint('POST /api/larkIntegration/getUsersByDepartment', {
  access: 'agent',
  summary: 'Workflow integration: users of a department with their e-mails.',
  request: z.object({ departmentId: idString }),
  response: z.array(z.object({ id: z.string(), fullName: z.string(), email: z.string() })),
});
