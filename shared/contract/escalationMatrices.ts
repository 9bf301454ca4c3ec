import * as z from 'zod';
import { idString, nameText, pagedQuery, pageOf, successMessage } from './common';
import { defineEndpoint } from './endpoint';

/** Escalation matrices for schools, colleges and administrative offices (administration spec). */

export const STATE_MAX_LENGTH = 12;
export const STATE_TOO_LONG_MESSAGE = `State must be at most ${STATE_MAX_LENGTH} characters`;

const optionalText = nameText.trim().optional().nullable();
const levelFields = Object.fromEntries(
  [1, 2, 3, 4, 5].flatMap((level) => [
    [`l${level}name`, optionalText],
    [`l${level}mobile`, optionalText],
    [`l${level}email`, optionalText],
  ]),
) as Record<`l${1 | 2 | 3 | 4 | 5}${'name' | 'mobile' | 'email'}`, typeof optionalText>;

export const escalationFields = z.object({
  branch: nameText.trim().min(1),
  department: nameText.trim().min(1),
  module: nameText.trim().min(1),
  state: z.string().trim().max(STATE_MAX_LENGTH, STATE_TOO_LONG_MESSAGE).optional().nullable(),
  district: optionalText,
  agm: optionalText,
  blankcol: optionalText,
  ...levelFields,
  hodname: optionalText,
  hodmobile: optionalText,
  hodemail: optionalText,
  /** Not on the form; given to the ticket by the assignee lookup (tickets spec 3). */
  nspiraCode: optionalText,
  payrollCode: optionalText,
});

/** Matrix sort allow-list (orderBy): the row's fields; anything else (the id column too) sorts by id. */
export const matrixSortColumns: ReadonlySet<string> = new Set(Object.keys(escalationFields.shape));

export const escalationAssignee = z.object({
  branch: z.string(),
  nspiraCode: z.string(),
  district: z.string(),
  state: z.string(),
  payrollCode: z.string(),
  l1name: z.string(),
  l1email: z.string(),
});

export const matrixChoices = z.object({
  branches: z.array(z.string()),
  departments: z.array(z.object({ departmentName: z.string(), modules: z.array(z.string()) })),
});

export const escalationKinds = ['school', 'college', 'administrative'] as const;
export type EscalationKind = (typeof escalationKinds)[number];

const titleCase = (kind: EscalationKind): string => kind[0].toUpperCase() + kind.slice(1);

/** A matrix row with its id field. Built where a response needs it, so the browser's build drops it (web/build/browserContract.ts). */
const matrixRow = (kind: EscalationKind) =>
  escalationFields.extend({ [`id${kind}escalation`]: z.string() } as Record<string, z.ZodString>);

function matrixEndpoints<Kind extends EscalationKind>(kind: Kind) {
  const area = `${kind}Escalation` as const;
  return {
    list: defineEndpoint(`GET /api/${area}/getAllWithPagination`, {
      access: 'centralAdmin',
      summary: `${titleCase(kind)} Escalation List: paging (8), search, sort.`,
      request: pagedQuery,
      response: pageOf(`${kind}EscalationList` as `${Kind}EscalationList`, matrixRow(kind)),
    }),
    findById: defineEndpoint(`POST /api/${area}/findById`, {
      access: 'centralAdmin',
      summary: `One ${kind} escalation row.`,
      request: z.object({ id: idString }),
      response: matrixRow(kind),
    }),
    saveUpdate: defineEndpoint(`POST /api/${area}/saveUpdate`, {
      access: 'centralAdmin',
      summary: `Create or update a ${kind} escalation row (id when updating).`,
      request: escalationFields.extend({ id: idString.optional() }),
      response: successMessage,
    }),
    assignee: defineEndpoint(`POST /api/${area}/get${titleCase(kind)}EscalationAssignee`, {
      access: 'signedIn',
      summary: `Level-1 escalation contact for a ${kind} office (used while raising a ticket).`,
      request: z.object({ department: nameText, module: nameText, openDepartmentId: nameText }),
      response: z.union([escalationAssignee, z.object({ message: z.string() })]),
    }),
    /**
     * Decision (issue 21 item 19; the spec shows only free inputs): the form offers the known
     * branches (of users of this office type group), departments and their help topics' modules,
     * and saveUpdate refuses a row that can never match a ticket or whose e-mails and mobiles are
     * malformed (shared/domain/escalationRules.ts), with a message naming the field.
     */
    choices: defineEndpoint(`POST /api/${area}/getEscalationChoices`, {
      access: 'centralAdmin',
      summary: `Known branches, departments and modules for the ${kind} escalation form.`,
      request: z.object({}).passthrough(),
      response: matrixChoices,
    }),
  };
}

export const schoolEscalation = matrixEndpoints('school');
export const collegeEscalation = matrixEndpoints('college');
export const administrativeEscalation = matrixEndpoints('administrative');

export const ESCALATION_SAVED_MESSAGES = { updated: 'Details Submitted Successfully', created: 'Details submitted' };

/**
 * What the assignee lookup answers instead of a contact (spec: shown as a warning, the flow stops).
 * Decision: a help topic stored without a category (before it was required) is named as the cause,
 * since no matrix row can match an empty module.
 */
export const ESCALATION_LOOKUP_MESSAGES = {
  noContact: (kind: EscalationKind, branch: string, department: string, module: string) =>
    `No ${kind} escalation contact is set up for ${branch || 'your branch'}, ${department}, ${module}. Please ask your helpdesk administrator to add it.`,
  noCategory:
    'This help topic has no category, so its escalation contact cannot be found. Please ask your helpdesk administrator to set its category.',
};
