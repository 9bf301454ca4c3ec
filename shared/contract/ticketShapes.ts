import * as z from 'zod';
import { ticketCategories, ticketStatuses } from '../domain/statuses';
import { dynamicFieldTypes, MAX_DYNAMIC_FORM_FIELDS, type NumberedDynamicFormField } from '../domain/tickets';
import { freeFormMap, INPUT_LIMITS, idString, nameText, text } from './common';

/**
 * What a ticket looks like on the wire (tickets spec sections 3, 5 and 7): the list row, the
 * detail every ticket view shows, the pieces they are built of, and the payload that raises one.
 * The endpoints that carry them are in ./tickets.ts.
 */

export const ticketStatus = z.enum(ticketStatuses);

export const dynamicFormFieldDefinition = z.object({
  /** Field name as stored in dynamicFormJson, e.g. 'issue_summary'. */
  name: z.string(),
  label: z.string(),
  type: z.enum(dynamicFieldTypes),
  mandatory: z.boolean(),
  /** Options of a select field. */
  values: z.array(z.string()).default([]),
});
export type DynamicFormFieldDefinition = z.infer<typeof dynamicFormFieldDefinition>;

export const helpTopicView = z.object({
  id: z.string(),
  helpTopicName: z.string(),
  departmentId: z.string(),
  /** SLA in days, 1 to 30, as text. */
  sla: z.string(),
  module: z.string(),
  dynamicFormDetails: z.object({ fields: z.array(dynamicFormFieldDefinition) }),
  /** Sub-category options offered on the ticket view. */
  subCategories: z.array(z.string()).default([]),
  /** Issue 13: inactive topics are left out of the lists New Ticket reads; their tickets stay readable. */
  active: z.boolean().default(true),
  /** Issue 13: sent back with a save, which is refused (409) when the topic changed since. */
  version: z.number().default(0),
});
export type HelpTopicView = z.infer<typeof helpTopicView>;

export const attachmentRef = z.object({ fileName: z.string(), key: z.string(), id: z.string() });

/** One row of every ticket list. */
export const ticketRow = z.object({
  id: z.string(),
  ticketStatus,
  initialCreatedDate: z.string(),
  createdAt: z.string(),
  subject: z.string(),
  priority: z.string(),
  fullName: z.string(),
  email: z.string(),
  user: z.object({ designation: z.string(), mobile: z.string() }),
  department: z.object({ id: z.string(), departmentName: z.string() }),
  helptopic: z.object({ id: z.string(), helpTopicName: z.string() }),
  assigneeId: z.string().nullable(),
  assigneeFullName: z.string().nullable(),
  branch: z.string(),
  schCol: z.string(),
  level1DueDate: z.string().nullable(),
  /**
   * Decision (issue 21 item 10): the level-1 due, when the overdue sweep escalates to level 1,
   * which is the ticket's due date; null only when the ticket has none. The view's Due Date shows
   * '(Level-1)' when it is set.
   */
  level1SlaDue: z.string().nullable(),
  closedDate: z.string().nullable(),
  closedBy: z.string().nullable(),
  isTicketOverdue: z.boolean(),
  ticketSatisfaction: z.string().nullable(),
  /**
   * The SLA clock (issue 18; shared/domain/slaClock.ts, decisions in contract/businessCalendar.ts).
   * currentDueDate: the due date moved by pauses (Initial Due Date, level1DueDate, stays the one
   * given at creation or by a plan change). firstResponseDueDate: the first-response target (null on
   * tickets raised before it existed); firstResponseAt: the first public agent reply;
   * isFirstResponseBreached: answered after the target, or not answered past it (closed: closed after it).
   */
  currentDueDate: z.string().nullable().optional(),
  firstResponseDueDate: z.string().nullable().optional(),
  firstResponseAt: z.string().nullable().optional(),
  isFirstResponseBreached: z.boolean().optional(),
  /**
   * Issue 18: the requester answered "No" to the satisfaction question; lists show "Customer not
   * satisfied" beside the status until the ticket is Closed again.
   */
  isCustomerNotSatisfied: z.boolean().optional(),
});
export type TicketRow = z.infer<typeof ticketRow>;

/**
 * dynamicFormField1 .. dynamicFormField40 (spec section 3, issue 21 item 11), besides the
 * dynamicFormFields array: each 'name,value' in form order, null past the form's last field.
 */
const numberedDynamicFormFieldShape = Object.fromEntries(
  Array.from({ length: MAX_DYNAMIC_FORM_FIELDS }, (_, index) => [
    `dynamicFormField${index + 1}`,
    z.string().nullable(),
  ]),
) as Record<NumberedDynamicFormField, z.ZodNullable<z.ZodString>>;

/**
 * The fields the ticket view shows as they are stored, under their stored names: the stored record
 * (functions/db/ticketRecord.ts) holds each, and the view copies them (functions/core/ticketViews.ts).
 * A new ticket field the view shows is declared here, in the record and in
 * shared/domain/tickets.ts's STORED_DETAIL_FIELD_NAMES (the names functions copy, without this schema).
 */
export const storedDetailFields = z.object({
  userId: z.string(),
  createdBy: z.string(),
  assigneeBranchCode: z.string().nullable(),
  slaPlan: z.string(),
  modifiedSlaPlan: z.string().nullable(),
  modifiedCreatedDate: z.string().nullable(),
  ticketCategory: z.string(),
  ticketSubCategory: z.string().nullable(),
  employeeNo: z.string().nullable(),
  nspiraCode: z.string().nullable(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  payrollCode: z.string().nullable(),
  openDepartmentIdOfUser: z.string().nullable(),
  isTicketSource: z.boolean(),
  ticketSourceHistoryId: z.string().nullable(),
  ticketNotice: z.boolean(),
  dynamicFormJson: z.record(z.string(), z.unknown()),
  version: z.number(),
});
export type StoredDetailFields = z.infer<typeof storedDetailFields>;
export const storedDetailFieldNames = storedDetailFields.keyof().options;

export const ticketDetail = ticketRow
  .extend(storedDetailFields.shape)
  .extend({
    helptopic: z.object({
      id: z.string(),
      helpTopicName: z.string(),
      dynamicFormDetails: z.object({ fields: z.array(dynamicFormFieldDefinition) }),
    }),
    ticketsource: z.object({ id: z.string(), sourceName: z.string() }),
    /** dynamicFormField1..40 as 'name,value' strings (spec section 3). */
    dynamicFormFields: z.array(z.string()),
    subCategoryOptions: z.array(z.string()),
    /** The SLA panel's plain sentences (issue 18): due date, calendar, pauses, first response. */
    slaExplanation: z.array(z.string()).optional(),
  })
  .extend(numberedDynamicFormFieldShape);
export type TicketDetail = z.infer<typeof ticketDetail>;

/**
 * The create-ticket payload. Fields are optional here on purpose: the mandatory rule (which
 * depends on the caller's role and the help topic's dynamic form) answers with the spec's single
 * message, "Please fill mandatory information", from functions/core/tickets.ts.
 */
export const createTicketPayload = z.object({
  email: nameText.trim().optional(),
  fullName: nameText.trim().optional(),
  ticketNotice: z.boolean().optional(),
  ticketSourceId: idString.optional().nullable(),
  ticketStatus: ticketStatus.optional().nullable(),
  departmentId: idString.optional().nullable(),
  helpTopicId: idString.optional().nullable(),
  slaPlan: z
    .union([text(40), z.number()])
    .transform(String)
    .optional()
    .nullable(),
  assigneeId: idString.optional().nullable(),
  assigneeFullName: nameText.optional().nullable(),
  userId: idString.optional().nullable(),
  branch: nameText.optional().nullable(),
  schCol: nameText.optional().nullable(),
  dynamicFormJson: freeFormMap(INPUT_LIMITS.formBytes).optional().default({}),
  filesUpload: z.array(text(INPUT_LIMITS.keyBytes)).max(10).optional().default([]),
  ticketCategory: z.enum(ticketCategories).optional().nullable(),
  employeeNo: nameText.optional().nullable(),
  openDepartmentIdOfUser: nameText.optional().nullable(),
  isTicketCreatedOnBehalfOFAnotherPerson: z.boolean().optional().default(false),
  originalTicketCreator: nameText.optional().nullable(),
  createdBy: nameText.optional().nullable(),
  /**
   * Decision (issue 21 item 3): accepted as the spec's payload has them, but ignored. The server
   * fills Nspira Code, State, District and Payroll Code from the escalation matrix row the ticket
   * matches (its office type group, branch, department and the help topic's module: the row the
   * overdue sweep escalates by), so a client cannot forge them; no row leaves them empty ('-').
   * The web's get{School,College,Administrative}EscalationAssignee lookup before saving is what
   * warns and stops when the user's group has escalation on and no contact is set up; the server
   * does not refuse such a ticket (the matrix is the admins' to complete, the ticket still counts).
   */
  nspiraCode: nameText.optional().nullable(),
  state: nameText.optional().nullable(),
  district: nameText.optional().nullable(),
  payrollCode: nameText.optional().nullable(),
});
export type CreateTicketPayload = z.input<typeof createTicketPayload>;
