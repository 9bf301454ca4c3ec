/** Payloads for raising tickets in tests, on the demo tenant's help topics. */

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
