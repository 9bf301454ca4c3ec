import * as z from 'zod';
import { ticketStatuses } from '../domain/statuses';
import { dynamicFieldTypes, MAX_DYNAMIC_FORM_FIELDS, type NumberedDynamicFormField } from '../domain/tickets';

/**
 * What a ticket looks like on the wire (tickets spec sections 3, 5 and 7): the list row, the
 * detail every ticket view shows, and the pieces they are built of. The endpoints that carry them
 * are in ./tickets.ts.
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
   * isFirstResponseBreached: answered after the target, or not answered and open past it.
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

export const ticketDetail = ticketRow
  .extend({
    userId: z.string(),
    createdBy: z.string(),
    helptopic: z.object({
      id: z.string(),
      helpTopicName: z.string(),
      dynamicFormDetails: z.object({ fields: z.array(dynamicFormFieldDefinition) }),
    }),
    ticketsource: z.object({ id: z.string(), sourceName: z.string() }),
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
    /** dynamicFormField1..40 as 'name,value' strings (spec section 3). */
    dynamicFormFields: z.array(z.string()),
    subCategoryOptions: z.array(z.string()),
    /** The SLA panel's plain sentences (issue 18): due date, calendar, pauses, first response. */
    slaExplanation: z.array(z.string()).optional(),
    version: z.number(),
  })
  .extend(numberedDynamicFormFieldShape);
export type TicketDetail = z.infer<typeof ticketDetail>;
