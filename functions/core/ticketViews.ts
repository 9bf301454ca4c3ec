import type { TicketDetail, TicketRow as TicketRowView } from '../../shared/contract/tickets';
import { isOverdue, numberedDynamicFormFields, toDynamicFormFields } from '../../shared/domain/tickets';
import type { HelpTopicRecord } from '../db/reference';
import type { TicketRecord } from '../db/tickets';

/** Stored tickets to the shapes the contract promises. */

export function toTicketRowView(ticket: TicketRecord, now = Date.now()): TicketRowView {
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
    isTicketOverdue: isOverdue(ticket.level1DueDate, ticket.ticketStatus, now),
    ticketSatisfaction: ticket.ticketSatisfaction,
  };
}

export function toTicketDetail(ticket: TicketRecord, helpTopic: HelpTopicRecord | undefined): TicketDetail {
  // The form as the ticket was raised (issue 13); tickets from before keep the topic's current form.
  const fields = ticket.formFields ?? helpTopic?.dynamicFormDetails.fields ?? [];
  const fieldOrder = fields.map((field) => field.name);
  return {
    ...toTicketRowView(ticket),
    userId: ticket.userId,
    createdBy: ticket.createdBy,
    helptopic: {
      id: ticket.helpTopicId,
      helpTopicName: ticket.helpTopicName,
      dynamicFormDetails: { fields },
    },
    ticketsource: { id: ticket.ticketSourceId, sourceName: ticket.sourceName },
    assigneeBranchCode: ticket.assigneeBranchCode,
    slaPlan: ticket.slaPlan,
    modifiedSlaPlan: ticket.modifiedSlaPlan,
    modifiedCreatedDate: ticket.modifiedCreatedDate,
    ticketCategory: ticket.ticketCategory,
    ticketSubCategory: ticket.ticketSubCategory,
    employeeNo: ticket.employeeNo,
    nspiraCode: ticket.nspiraCode,
    state: ticket.state,
    district: ticket.district,
    payrollCode: ticket.payrollCode,
    openDepartmentIdOfUser: ticket.openDepartmentIdOfUser,
    isTicketSource: ticket.isTicketSource,
    ticketSourceHistoryId: ticket.ticketSourceHistoryId,
    ticketNotice: ticket.ticketNotice,
    dynamicFormJson: ticket.dynamicFormJson,
    dynamicFormFields: toDynamicFormFields(ticket.dynamicFormJson, fieldOrder),
    ...numberedDynamicFormFields(ticket.dynamicFormJson, fieldOrder),
    subCategoryOptions: helpTopic?.subCategories ?? [],
    version: ticket.version,
  };
}
