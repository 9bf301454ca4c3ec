import type { DynamicFormFieldDefinition } from '../../shared/contract/ticketShapes';
import type { SlaPause } from '../../shared/domain/slaClock';
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
  /**
   * A Central Pool request waits for the pool (decision in shared/contract/transfers.ts): the ticket
   * is out of its department's queue and cannot be taken until the pool transfers it. Absent: no.
   */
  awaitingCentralPool?: boolean;
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
  /**
   * The id of the stored form item holding `formFields` (functions/db only): tickets raised since
   * issue 22 name their form rather than carry it; older ones keep theirs inline.
   */
  formId?: string;
  /**
   * The SLA clock (issue 18), absent on tickets from before it: the pauses (stretches in a pause
   * status, the last open while paused), the due date moved by the closed pauses (null: none
   * moved it, Initial Due Date holds), the first-response target and the first public agent reply.
   */
  slaPauses?: SlaPause[];
  slaDueDate?: string | null;
  firstResponseDueDate?: string | null;
  firstResponseAt?: string | null;
  /** When the overdue sweep mailed the missed first-response target (once; issue 18). */
  firstResponseMissedAt?: string | null;
  /**
   * Satisfaction that acts (issue 18): set by a "No" feedback answer, cleared when the ticket is
   * Closed again ("Customer not satisfied" in lists); and how many times a "No" re-opened it.
   */
  customerNotSatisfied?: boolean;
  reopenedAfterNo?: number;
  version: number;
}

/** What a new ticket must be given; every other field starts empty (see newTicketRecord). */
type NewTicketRequired =
  | 'id'
  | 'ticketStatus'
  | 'userId'
  | 'createdBy'
  | 'fullName'
  | 'email'
  | 'designation'
  | 'mobile'
  | 'departmentId'
  | 'departmentName'
  | 'helpTopicId'
  | 'helpTopicName'
  | 'ticketSourceId'
  | 'sourceName'
  | 'createdAt'
  | 'slaPlan'
  | 'level1DueDate'
  | 'ticketCategory'
  | 'branch'
  | 'schCol'
  | 'subject'
  | 'priority'
  | 'dynamicFormJson';
export type NewTicketFields = Pick<TicketRecord, NewTicketRequired> & Partial<Omit<TicketRecord, NewTicketRequired>>;

/** The fields every ticket has that may be null (optional fields, absent on old tickets, are not among them). */
export type NullableTicketField = {
  [K in keyof TicketRecord]-?: undefined extends TicketRecord[K] ? never : null extends TicketRecord[K] ? K : never;
}[keyof TicketRecord];

/**
 * Every nullable field, empty: how a new ticket starts (unless given), and the list of fields the
 * stored item leaves out while null (./ticketItems.ts). The Record makes a new nullable field a
 * type error until it is listed here.
 */
const EMPTY_NULLABLE_FIELDS: Record<NullableTicketField, null> = {
  assigneeId: null,
  assigneeFullName: null,
  assigneeBranchCode: null,
  modifiedSlaPlan: null,
  modifiedCreatedDate: null,
  level1DueDate: null,
  level1SlaDue: null,
  ticketSubCategory: null,
  employeeNo: null,
  closedDate: null,
  closedBy: null,
  nspiraCode: null,
  state: null,
  district: null,
  payrollCode: null,
  openDepartmentIdOfUser: null,
  ticketSourceHistoryId: null,
  ticketSatisfaction: null,
};
export const nullableTicketFields = Object.keys(EMPTY_NULLABLE_FIELDS) as NullableTicketField[];

/**
 * A ticket as first stored, at version 1: created and last updated at `createdAt`, nobody assigned,
 * nothing closed, changed or answered yet, unless `fields` says otherwise. Raising a ticket, the
 * bench's tenant and test factories all start here, so a new field gets its starting value once.
 */
export function newTicketRecord(fields: NewTicketFields): TicketRecord {
  return {
    ...EMPTY_NULLABLE_FIELDS,
    initialCreatedDate: fields.createdAt,
    updatedAt: fields.createdAt,
    isTicketSource: false,
    ticketNotice: false,
    version: 1,
    ...fields,
  };
}

export interface AttachmentRef {
  fileName: string;
  key: string;
  id: string;
}

export interface ThreadEntryRecord {
  id: string;
  ticketId: string;
  message: string;
  textMessage: string;
  repliedby: string;
  repliedById: string;
  createdAt: string;
  messageDateTime: string | null;
  isInternalNotes: boolean;
  isTicketActivityThread: boolean;
  recepients: string | null;
  s3FilesUrl: AttachmentRef[];
}

/** Since when the ticket's SLA clock stands still (its last pause is open), else null. */
export const pausedSince = (ticket: Pick<TicketRecord, 'slaPauses'>): string | null => {
  const last = ticket.slaPauses?.at(-1);
  return last && last.to === null ? last.from : null;
};

/** Whether the sweep still owes the ticket a look at its first-response target (issue 18). */
export const firstResponseAwaited = (
  ticket: Pick<TicketRecord, 'firstResponseDueDate' | 'firstResponseAt' | 'firstResponseMissedAt'>,
): boolean => Boolean(ticket.firstResponseDueDate && !ticket.firstResponseAt && !ticket.firstResponseMissedAt);
