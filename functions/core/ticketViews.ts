import type { StoredDetailFields, TicketDetail, TicketRow as TicketRowView } from '../../shared/contract/ticketShapes';
import {
  isOverdue,
  numberedDynamicFormFields,
  STORED_DETAIL_FIELD_NAMES,
  toDynamicFormFields,
} from '../../shared/domain/tickets';
import type { HelpTopicRecord } from '../db/reference';
import { pausedSince, type TicketRecord } from '../db/ticketRecord';
import { currentDueOfTicket, firstResponseBreached, type SlaSetting, ticketClock } from './slaClock';

/** Stored tickets to the shapes the contract promises. */

/**
 * `setting` (the SLA clock's calendar) moves a paused ticket's due date on up to now; without it
 * the row shows the due date as of the pause.
 */
export function toTicketRowView(ticket: TicketRecord, now = Date.now(), setting?: SlaSetting): TicketRowView {
  const storedDue = ticket.slaDueDate ?? ticket.level1DueDate;
  return {
    id: ticket.id,
    ticketStatus: ticket.ticketStatus,
    initialCreatedDate: ticket.initialCreatedDate,
    createdAt: ticket.createdAt,
    subject: ticket.subject,
    priority: ticket.priority,
    fullName: ticket.fullName,
    email: ticket.email,
    user: { designation: ticket.designation, mobile: ticket.mobile },
    department: { id: ticket.departmentId, departmentName: ticket.departmentName },
    helptopic: { id: ticket.helpTopicId, helpTopicName: ticket.helpTopicName },
    assigneeId: ticket.assigneeId,
    assigneeFullName: ticket.assigneeFullName,
    branch: ticket.branch,
    schCol: ticket.schCol,
    level1DueDate: ticket.level1DueDate,
    // The level-1 due is the due date: the overdue sweep escalates to level 1 then (issue 21 item 10).
    level1SlaDue: ticket.level1SlaDue ?? ticket.level1DueDate,
    closedDate: ticket.closedDate,
    closedBy: ticket.closedBy,
    isTicketOverdue: isOverdue(storedDue, ticket.ticketStatus, now, pausedSince(ticket)),
    ticketSatisfaction: ticket.ticketSatisfaction,
    currentDueDate: setting && pausedSince(ticket) ? currentDueOfTicket(ticket, setting, now) : storedDue,
    firstResponseDueDate: ticket.firstResponseDueDate ?? null,
    firstResponseAt: ticket.firstResponseAt ?? null,
    isFirstResponseBreached: firstResponseBreached(
      {
        firstResponseAt: ticket.firstResponseAt ?? null,
        firstResponseDueDate: ticket.firstResponseDueDate ?? null,
        status: ticket.ticketStatus,
        closedDate: ticket.closedDate,
      },
      now,
    ),
    isCustomerNotSatisfied: ticket.customerNotSatisfied === true,
  };
}

/**
 * The fields the view shows as stored (the contract's storedDetailFields), copied by name; the
 * annotation makes a field the record lacks, or holds in another type, a type error. The names
 * come from shared/domain so the contract's schemas stay out of the bundles (the Accept of a held
 * mail was at its size budget).
 */
const storedDetail = (ticket: TicketRecord): StoredDetailFields =>
  Object.fromEntries(STORED_DETAIL_FIELD_NAMES.map((name) => [name, ticket[name]])) as Pick<
    TicketRecord,
    (typeof STORED_DETAIL_FIELD_NAMES)[number]
  >;

export function toTicketDetail(
  ticket: TicketRecord,
  helpTopic: HelpTopicRecord | undefined,
  setting: SlaSetting,
  now = Date.now(),
): TicketDetail {
  const clock = ticketClock(ticket, setting, now);
  // The form as the ticket was raised (issue 13); tickets from before keep the topic's current form.
  const fields = ticket.formFields ?? helpTopic?.dynamicFormDetails.fields ?? [];
  const fieldOrder = fields.map((field) => field.name);
  return {
    ...toTicketRowView(ticket, now, setting),
    ...(clock
      ? {
          currentDueDate: clock.currentDueDate,
          // Tickets raised before the target existed get it from the clock too.
          firstResponseDueDate: ticket.firstResponseDueDate ?? clock.firstResponseDueDate,
        }
      : {}),
    slaExplanation: clock?.explanation ?? [],
    ...storedDetail(ticket),
    helptopic: {
      id: ticket.helpTopicId,
      helpTopicName: ticket.helpTopicName,
      dynamicFormDetails: { fields },
    },
    ticketsource: { id: ticket.ticketSourceId, sourceName: ticket.sourceName },
    dynamicFormFields: toDynamicFormFields(ticket.dynamicFormJson, fieldOrder),
    ...numberedDynamicFormFields(ticket.dynamicFormJson, fieldOrder),
    subCategoryOptions: helpTopic?.subCategories ?? [],
  };
}
