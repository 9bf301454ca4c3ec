import type { ThreadEntry } from '@shared/contract/replies';
import type { TicketDetail } from '@shared/contract/tickets';
import { recipientAddresses } from '@shared/domain/mail';
import { isHtmlMessage, messageText } from '@shared/domain/richText';
import {
  displayFieldName,
  formatFieldValue,
  isAttachmentValue,
  isIsoTimestamp,
  noFirstResponseText,
  splitDynamicFormField,
} from '@shared/domain/tickets';
import { formatDateOnly, formatDateTime } from '@/components/dates';
import { fileNameOfKey } from './attachmentRules';

/**
 * What the ticket view shows, as plain data (tickets spec 2.7, 3 and 4). No React here: the unit
 * tests read these rules directly.
 */

/** Dates display as DD/MM/YYYY hh:mm A (the portal's shared formatter). */
export { formatDateTime };

export interface LabelledValue {
  label: string;
  value: string;
}

/** 'DD/MM/YYYY hh:mm A (target …)', 'Not yet (target …)', 'None (target …)' once closed, or '' without a target. */
export function firstResponseText(
  ticket: Pick<TicketDetail, 'firstResponseAt' | 'firstResponseDueDate' | 'isFirstResponseBreached' | 'ticketStatus'>,
): string {
  if (!ticket.firstResponseDueDate) return ticket.firstResponseAt ? formatDateTime(ticket.firstResponseAt) : '';
  const answered = ticket.firstResponseAt
    ? formatDateTime(ticket.firstResponseAt)
    : noFirstResponseText(ticket.ticketStatus);
  const breached = ticket.isFirstResponseBreached ? ', FR breached' : '';
  return `${answered} (target ${formatDateTime(ticket.firstResponseDueDate)}${breached})`;
}

/** The labelled fields of the main view, in the spec's order. */
export function ticketFieldRows(ticket: TicketDetail): LabelledValue[] {
  const dueDate = formatDateTime(ticket.level1DueDate);
  return [
    { label: 'Status', value: ticket.ticketStatus },
    { label: 'User', value: ticket.fullName },
    { label: 'Priority', value: ticket.priority },
    { label: 'Email', value: ticket.email },
    { label: 'Designation', value: ticket.user.designation },
    { label: 'Department', value: ticket.department.departmentName },
    { label: 'Source', value: ticket.ticketsource.sourceName },
    { label: 'Created Date', value: formatDateTime(ticket.createdAt) },
    { label: 'Mobile', value: ticket.user.mobile },
    { label: 'Assigned To', value: ticket.assigneeFullName ?? '' },
    { label: 'Help Topic', value: ticket.helptopic.helpTopicName },
    { label: 'SLA', value: ticket.slaPlan },
    // '(Level-1)' only when the level-1 due is not null (spec 2.7).
    { label: 'Due Date', value: dueDate && ticket.level1SlaDue !== null ? `${dueDate} (Level-1)` : dueDate },
    // Issue 18: the due date moved by pauses, beside the initial one; and the first response.
    { label: 'Current Due Date', value: formatDateTime(ticket.currentDueDate ?? ticket.level1DueDate) },
    { label: 'First Response', value: firstResponseText(ticket) },
    { label: 'Ticket Category', value: ticket.ticketCategory },
    { label: 'Ticket SubCategory', value: ticket.ticketSubCategory ?? '' },
    { label: 'Employee Id', value: ticket.employeeNo ?? '' },
    { label: 'Ticket Closed Date', value: formatDateTime(ticket.closedDate) },
    { label: 'Ticket Closed By', value: ticket.closedBy ?? '' },
    { label: 'Branch', value: ticket.branch },
    { label: 'Modified SLA', value: ticket.modifiedSlaPlan ?? '' },
    { label: 'Modified Created Date', value: formatDateTime(ticket.modifiedCreatedDate) },
    { label: 'Nspira Code', value: ticket.nspiraCode ?? '' },
    { label: 'State', value: ticket.state ?? '' },
    { label: 'District', value: ticket.district ?? '' },
    { label: 'Payroll Code', value: ticket.payrollCode ?? '' },
  ];
}

export type DetailValue =
  | { kind: 'text'; text: string }
  | { kind: 'attachment'; attachment: { key: string; fileName: string } };

export interface DetailRow {
  label: string;
  value: DetailValue;
}

/** Values were written with JSON.stringify when they were not text: read booleans and the like back. */
function parsedScalar(value: string): unknown {
  if (value === 'true' || value === 'false' || value === 'null') return JSON.parse(value);
  return value;
}

/**
 * One stored value as shown: attachments as links, ISO timestamps as dates (a form's date field as
 * the day alone), booleans as text.
 */
export function detailValue(value: string, fieldType?: string): DetailValue {
  if (isAttachmentValue(value)) {
    return { kind: 'attachment', attachment: { key: value, fileName: fileNameOfKey(value) } };
  }
  if (isIsoTimestamp(value)) {
    return { kind: 'text', text: fieldType === 'date' ? formatDateOnly(value) : formatDateTime(value) };
  }
  return { kind: 'text', text: formatFieldValue(parsedScalar(value)) };
}

/**
 * 'Ticket Details': each dynamicFormFieldN 'name,value' split at the first comma, the name with
 * underscores and digits shown as spaces. Fields come in the help topic's form order when it is
 * known (the stored strings follow no particular order); others keep theirs, after those.
 */
export function ticketDetailRows(
  dynamicFormFields: readonly string[],
  form: readonly (string | { name: string; label: string; type?: string })[] = [],
): DetailRow[] {
  const formFields = form.map((field) => (typeof field === 'string' ? { name: field, label: '' } : field));
  const typeOf = (name: string) => formFields.find((field) => field.name === name)?.type;
  const position = (name: string) => {
    const index = formFields.findIndex((field) => field.name === name);
    return index < 0 ? formFields.length : index;
  };
  // The form's own label when it has one (issue 21 item 25), else the name made readable.
  const labelOf = (name: string) =>
    formFields.find((field) => field.name === name)?.label.trim() || displayFieldName(name);
  return dynamicFormFields
    .map((field) => splitDynamicFormField(field))
    .map((field, index) => ({ ...field, index }))
    .sort((a, b) => position(a.name) - position(b.name) || a.index - b.index)
    .map(({ name, value }) => ({ label: labelOf(name), value: detailValue(value, typeOf(name)) }));
}

/** Where the breadcrumb leads back: the list the ticket was opened from (session previousPageLocation). */
const backLinks: Record<string, string> = {
  '/ticket': 'My Tickets',
  '/escalatedTicket': 'Escalated Tickets',
  '/allTickets': 'All Tickets',
  '/myTeams': 'My Teams',
  '/departmentQueue': 'Department Queue',
};

export function backLink(previousPageLocation: string | null | undefined): { label: string; path: string } {
  const [path = '', query] = (previousPageLocation ?? '').split('?');
  const label = backLinks[path];
  if (!label) return { label: 'My Tickets', path: '/ticket' };
  // The list's own query comes back too: My Teams' '?teamId=' is the team whose tickets were shown.
  return { label, path: query ? `${path}?${query}` : path };
}

/** A thread message as text (issue 21 item 15 moved it to shared/domain, the server's mails use it too). */
export { messageText };

export interface ThreadItem {
  id: string;
  author: string;
  /** Activity entries are dated by messageDateTime, else createdAt (spec 4). */
  date: string;
  text: string;
  /** Set for a rich-text message: its stored HTML, rendered only through safeMessageHtml. */
  html?: string;
  isActivity: boolean;
  isInternalNote: boolean;
  attachments: { key: string; fileName: string }[];
  /** The addresses an agent added to the reply (shown to agents only; the server sends none to others). */
  alsoSentTo: string[];
}

const entryTime = (entry: ThreadEntry) =>
  Date.parse((entry.isTicketActivityThread && entry.messageDateTime) || entry.createdAt) || 0;

/** The thread, oldest first. Internal notes only ever reach agents (the server drops them for others). */
export function threadItems(entries: readonly ThreadEntry[]): ThreadItem[] {
  return [...entries]
    .sort((a, b) => entryTime(a) - entryTime(b))
    .map((entry) => ({
      id: entry.id,
      author: entry.repliedby,
      date: formatDateTime((entry.isTicketActivityThread && entry.messageDateTime) || entry.createdAt),
      text: messageText(entry.message),
      ...(isHtmlMessage(entry.message) ? { html: entry.message } : {}),
      isActivity: entry.isTicketActivityThread,
      isInternalNote: entry.isInternalNotes,
      attachments: entry.s3FilesUrl.map((file) => ({
        key: file.key,
        fileName: file.fileName || fileNameOfKey(file.key),
      })),
      alsoSentTo: recipientAddresses(entry.recepients ?? ''),
    }));
}
