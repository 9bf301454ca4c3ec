import type { DynamicFormFieldDefinition } from '../../shared/contract/tickets';
import type { TicketStatus } from '../../shared/domain/statuses';

/** A ticket as stored in the table (its keys stripped). */
export interface TicketRecord {
  id: string;
  ticketStatus: TicketStatus;
  userId: string;
  createdBy: string;
  fullName: string;
  email: string;
  designation: string;
  mobile: string;
  departmentId: string;
  departmentName: string;
  helpTopicId: string;
  helpTopicName: string;
  ticketSourceId: string;
  sourceName: string;
  initialCreatedDate: string;
  createdAt: string;
  updatedAt: string;
  assigneeId: string | null;
  assigneeFullName: string | null;
  assigneeBranchCode: string | null;
  slaPlan: string;
  modifiedSlaPlan: string | null;
  modifiedCreatedDate: string | null;
  level1DueDate: string | null;
  level1SlaDue: string | null;
  ticketCategory: string;
  ticketSubCategory: string | null;
  employeeNo: string | null;
  closedDate: string | null;
  closedBy: string | null;
  branch: string;
  schCol: string;
  nspiraCode: string | null;
  state: string | null;
  district: string | null;
  payrollCode: string | null;
  openDepartmentIdOfUser: string | null;
  isTicketSource: boolean;
  ticketSourceHistoryId: string | null;
  ticketSatisfaction: string | null;
  ticketNotice: boolean;
  subject: string;
  priority: string;
  dynamicFormJson: Record<string, unknown>;
  /**
   * The help topic's form fields (names and labels) when the ticket was raised (issue 13): the
   * ticket keeps them when an admin changes the form. Absent on tickets raised before.
   */
  formFields?: DynamicFormFieldDefinition[];
  version: number;
}
