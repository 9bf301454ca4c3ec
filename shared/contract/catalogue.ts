import * as z from 'zod';
import { dynamicFieldTypes, MAX_DYNAMIC_FORM_FIELDS } from '../domain/tickets';
import { INPUT_LIMITS, idString, idText, nameText, pagedQuery, pageOf, successMessage, text } from './common';
import { defineEndpoint } from './endpoint';
import { ticketSourceView } from './reference';
import { helpTopicView } from './ticketShapes';

/**
 * Catalogue administration (issue 13; the spec has no such screens, so every shape and message here
 * is our decision, in the spec's style). Central admins only, each write answering
 * {success, message} with the saved entry's id and new version.
 *
 * Decisions:
 * - Every save of an existing entry carries the `version` the admin read; a changed entry answers
 *   409 (CATALOGUE_MESSAGES.changed). All catalogue writes are also serialized through one stamp
 *   item, which is what lets the name checks (unique department names, unique help-topic names in a
 *   department, unique source and canned names, all ignoring case) hold under concurrent saves, and
 *   what tells every warm function to re-read its cached reference lists.
 * - Rules answer 400 with the first problem (shared/domain/catalogue.ts), and nothing is written.
 * - Nothing in the catalogue is deleted except custom canned responses: departments, help topics and
 *   sources are deactivated, so the tickets that name them stay readable.
 * - A help topic's "category" is its module (the spec's field) and its sub-categories are the
 *   options of the ticket view's sub-category change; the ticket categories stay the spec's list.
 * - The category is required (CATALOGUE_MESSAGES.categoryNeeded): New Ticket finds the escalation
 *   contact by branch, department and module (tickets spec, escalation assignee lookup) and a matrix
 *   row needs a module, so a topic without one could take no ticket. A topic stored without one
 *   before this rule is explained by the lookup (ESCALATION_LOOKUP_MESSAGES.noCategory) and must be
 *   given one on its next save.
 */

const formName = z
  .union([nameText, z.number()])
  .transform((value) => String(value).trim())
  .optional()
  .default('');

/** The version read with the entry; required to change one (absent: a new entry). */
const versionField = z.number().int().min(0).max(1_000_000_000).optional();

const savedAnswer = successMessage.extend({ id: z.string(), version: z.number() });

/** What every catalogue save carries beside its own fields: which entry (none: a new one), its flag, the version read. */
const catalogueSave = z.object({
  id: idString.optional(),
  active: z.boolean().optional().default(true),
  version: versionField,
});

export const saveDepartmentRequest = catalogueSave.extend({ departmentName: formName });
export type SaveDepartmentInput = z.output<typeof saveDepartmentRequest>;

export const saveDepartment = defineEndpoint('POST /api/departments/save', {
  access: 'centralAdmin',
  summary: 'Create or update a department (name, active flag); conditioned on its version.',
  request: saveDepartmentRequest,
  response: savedAnswer,
});

/** Field of a help topic's form as the builder sends it; the rules (names, options) are in the domain. */
export const dynamicFieldInput = z.object({
  name: text(64).trim(),
  label: nameText.trim(),
  type: z.enum(dynamicFieldTypes),
  mandatory: z.boolean().optional().default(false),
  values: z.array(nameText).max(100).optional().default([]),
});

export const saveHelpTopicRequest = catalogueSave.extend({
  departmentId: z
    .union([idText, z.number()])
    .transform((value) => String(value).trim())
    .optional()
    .default(''),
  helpTopicName: formName,
  /** The default SLA plan in days ('3', '3 Day' or 3), one the tenant offers. */
  sla: z
    .union([text(40), z.number()])
    .transform((value) => String(value))
    .optional()
    .default(''),
  module: formName,
  subCategories: z.array(nameText).max(100).optional().default([]),
  dynamicFormDetails: z
    .object({ fields: z.array(dynamicFieldInput).max(MAX_DYNAMIC_FORM_FIELDS + 10) })
    .optional()
    .default({ fields: [] }),
});
export type SaveHelpTopicInput = z.output<typeof saveHelpTopicRequest>;

export const saveHelpTopic = defineEndpoint('POST /api/helpTopic/save', {
  access: 'centralAdmin',
  summary: 'Create or update a help topic with its default SLA plan, sub-categories and dynamic form.',
  request: saveHelpTopicRequest,
  response: savedAnswer,
});

export const helpTopicRow = helpTopicView.extend({ departmentName: z.string() });

export const getHelpTopicsWithPagination = defineEndpoint('GET /api/helpTopic/getAllWithPagination', {
  access: 'centralAdmin',
  summary: 'Help Topics table (inactive ones too): 20 a page, search by name, department or module, sort.',
  request: pagedQuery.extend({ departmentId: idText.optional() }),
  response: pageOf('helpTopics', helpTopicRow),
});

export const ticketSourceRow = ticketSourceView.extend({
  isDefault: z.boolean(),
  active: z.boolean(),
  version: z.number(),
});

export const saveTicketSourceRequest = catalogueSave.extend({
  sourceName: formName,
  /** Making a source the default takes the flag from the previous default, in the same write. */
  isDefault: z.boolean().optional().default(false),
});
export type SaveTicketSourceInput = z.output<typeof saveTicketSourceRequest>;

export const saveTicketSource = defineEndpoint('POST /api/ticketSource/save', {
  access: 'centralAdmin',
  summary: 'Create or update a ticket source (name, default, active flag).',
  request: saveTicketSourceRequest,
  response: savedAnswer,
});

export const getTicketSourcesWithPagination = defineEndpoint('GET /api/ticketSource/getAllWithPagination', {
  access: 'centralAdmin',
  summary: 'Ticket Sources table (inactive ones too): 20 a page, search, sort.',
  request: pagedQuery,
  response: pageOf('ticketSources', ticketSourceRow),
});

/**
 * Custom canned responses: a name and a text the agent's canned picker offers after the spec's four
 * built-in choices (which are listed too, as built-in rows no one can change or delete).
 */
export const cannedResponseRow = z.object({
  id: z.string(),
  cannedName: z.string(),
  message: z.string(),
  active: z.boolean(),
  builtIn: z.boolean(),
  version: z.number(),
});

export const saveCannedResponseRequest = catalogueSave.extend({
  cannedName: formName,
  message: text(INPUT_LIMITS.textBytes).optional().default(''),
});
export type SaveCannedResponseInput = z.output<typeof saveCannedResponseRequest>;

export const saveCannedResponse = defineEndpoint('POST /api/cannedResponse/save', {
  access: 'centralAdmin',
  summary: 'Create or update a custom canned response (the four built-in ones cannot be changed).',
  request: saveCannedResponseRequest,
  response: savedAnswer,
});

export const deleteCannedResponse = defineEndpoint('POST /api/cannedResponse/delete', {
  access: 'centralAdmin',
  summary: 'Delete a custom canned response; conditioned on its version. Built-in ones stay.',
  request: z.object({ id: idString, version: z.number().int().min(0) }),
  response: successMessage,
});

export const getCannedResponsesWithPagination = defineEndpoint('GET /api/cannedResponse/getAllWithPagination', {
  access: 'centralAdmin',
  summary: 'Canned Responses table: the four built-in rows first, then custom ones; 20 a page, search, sort.',
  request: pagedQuery,
  response: pageOf('cannedResponses', cannedResponseRow),
});

export const getCannedResponseNames = defineEndpoint('GET /api/cannedResponse/getNames', {
  access: 'agent',
  summary: "The canned picker's choices: the four built-in names, then the active custom ones by name.",
  request: z.object({}).passthrough(),
  response: z.array(z.string()),
});

export const officeTypeOption = z.object({
  name: nameText.trim(),
  group: z.enum(['school', 'college', 'administrative']),
});

/**
 * The tenant's SLA plans (days offered in New Ticket, the SLA change and a help topic's default; the
 * spec's '1 Day' to '30 Day' by default, served to every form by GET /api/ticket) and office types
 * with their escalation group (the spec's groups by default; any other office type still falls to
 * the spec's word rules). Decision: branches stay free text as the spec has them: it lists no fixed
 * branch options.
 */
export const catalogueOptions = z.object({
  slaDays: z.array(z.number().int()).max(30),
  officeTypes: z.array(officeTypeOption).max(200),
  version: z.number(),
});
export type CatalogueOptions = z.infer<typeof catalogueOptions>;

export const getCatalogueOptions = defineEndpoint('GET /api/tenantSettings/getCatalogueOptions', {
  access: 'centralAdmin',
  summary: "The tenant's SLA plans and office types, with their version.",
  request: z.object({}).passthrough(),
  response: catalogueOptions,
});

export const saveCatalogueOptions = defineEndpoint('POST /api/tenantSettings/saveCatalogueOptions', {
  access: 'centralAdmin',
  summary: 'Replace the SLA plans and office types; conditioned on the version read.',
  request: z.object({
    slaDays: z.array(z.number().int()).max(30),
    officeTypes: z.array(officeTypeOption).max(200),
    version: z.number().int().min(0),
  }),
  response: successMessage.extend({ version: z.number() }),
});
