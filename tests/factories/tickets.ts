import { newTicketRecord, type TicketRecord } from '../../functions/db/ticketRecord';
import type { TicketDetail } from '../../shared/contract/tickets';

/** Payloads for raising tickets in tests, on the demo tenant's help topics; stored tickets for unit tests. */

export const laptopIssueForm = (summary = 'Laptop does not boot') => ({
  issue_summary: summary,
  priority_level: 'High',
  is_it_blocking_work: true,
  asset_tag: 'LT-0042',
  issue_noticed_on: '2026-11-20T00:00:00.000Z',
});

export interface Requester {
  userId: string;
  email: string;
  fullName: string;
  employeeId: string;
}

export const demoRequester: Requester = {
  userId: '1',
  email: 'user@demo.local',
  fullName: 'Uma User',
  employeeId: 'EMP1001',
};

export function requesterTicket(requester: Requester = demoRequester, overrides: Record<string, unknown> = {}) {
  return {
    email: requester.email,
    fullName: requester.fullName,
    // As the New Ticket form: "Send alert to user" starts ticked.
    ticketNotice: true,
    departmentId: '1',
    helpTopicId: '1',
    slaPlan: '2',
    userId: requester.userId,
    ticketCategory: 'Issue',
    employeeNo: requester.employeeId,
    dynamicFormJson: laptopIssueForm(),
    ...overrides,
  };
}

/** A stored ticket as raised on the demo tenant's first help topic, with `fields` in place of those. */
export function storedTicket(fields: Partial<TicketRecord> = {}): TicketRecord {
  const createdAt = fields.createdAt ?? '2026-11-20T10:00:00.000Z';
  return newTicketRecord({
    id: '1',
    ticketStatus: 'Open',
    userId: demoRequester.userId,
    createdBy: demoRequester.userId,
    fullName: demoRequester.fullName,
    email: demoRequester.email,
    designation: 'Teacher',
    mobile: '9000000001',
    departmentId: '1',
    departmentName: 'IT',
    helpTopicId: '1',
    helpTopicName: 'Laptop',
    ticketSourceId: '1',
    sourceName: 'Portal',
    createdAt,
    slaPlan: '2 Day',
    level1DueDate: '2026-11-22T10:00:00.000Z',
    ticketCategory: 'Issue',
    branch: 'Hyderabad North',
    schCol: 'School',
    subject: 'Laptop does not boot',
    priority: 'High',
    dynamicFormJson: laptopIssueForm(),
    ...fields,
  });
}

/**
 * A ticket as the ticket view receives it: Uma's laptop ticket, raised 05/03/2026 09:30 and due
 * 07/03/2026 09:30 in Asia/Kolkata (UTC+05:30), unassigned and open.
 */
export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: '42',
    ticketStatus: 'Open',
    initialCreatedDate: '2026-03-05T04:00:00.000Z',
    createdAt: '2026-03-05T04:00:00.000Z',
    subject: 'Laptop screen flickers',
    priority: 'High',
    fullName: 'Uma User',
    email: 'user@demo.local',
    user: { designation: 'Teacher', mobile: '9848000001' },
    department: { id: '1', departmentName: 'IT Support' },
    helptopic: { id: '1', helpTopicName: 'Laptop / Desktop Issue', dynamicFormDetails: { fields: [] } },
    assigneeId: null,
    assigneeFullName: null,
    branch: 'Hyderabad North',
    schCol: 'School',
    level1DueDate: '2026-03-07T04:00:00.000Z',
    level1SlaDue: null,
    closedDate: null,
    closedBy: null,
    isTicketOverdue: false,
    ticketSatisfaction: null,
    userId: '1',
    createdBy: '1',
    ticketsource: { id: '1', sourceName: 'Portal' },
    assigneeBranchCode: null,
    slaPlan: '2 Day',
    modifiedSlaPlan: null,
    modifiedCreatedDate: null,
    ticketCategory: 'Issue',
    ticketSubCategory: null,
    employeeNo: 'EMP1001',
    nspiraCode: null,
    state: null,
    district: null,
    payrollCode: null,
    openDepartmentIdOfUser: '1',
    isTicketSource: false,
    ticketSourceHistoryId: null,
    ticketNotice: true,
    dynamicFormJson: {},
    dynamicFormFields: [],
    subCategoryOptions: [],
    version: 1,
    ...overrides,
  };
}
