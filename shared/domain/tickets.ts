import { isClosedStatus } from './statuses';

/** Pure ticket rules: subject and priority, dynamic form fields, SLA plans and due dates. */

const normalizedName = (name: string) => name.toLowerCase().replace(/[_\s]+/g, '');

function valueOfFieldContaining(dynamicFormJson: Record<string, unknown>, needle: string): string {
  const entry = Object.entries(dynamicFormJson).find(([name]) => normalizedName(name).includes(needle));
  return entry ? formatFieldValue(entry[1]) : '';
}

/** Subject: the dynamic field whose name contains 'issue summary' (case and underscores ignored). */
/** What a sort by subject compares: the list row's subject, lower-cased (ties: the ticket number). */
export const subjectSortValue = (rowSubject: string): string => rowSubject.toLowerCase();

export const deriveSubject = (dynamicFormJson: Record<string, unknown>): string =>
  valueOfFieldContaining(dynamicFormJson, 'issuesummary');

/** Priority: the dynamic field whose name contains 'prioritylevel'. */
export const derivePriority = (dynamicFormJson: Record<string, unknown>): string =>
  valueOfFieldContaining(dynamicFormJson, 'prioritylevel');

/**
 * The ticket fields the ticket view shows as stored, by name, in the order of the contract's
 * storedDetailFields (a unit test holds the two the same). Functions copy them by this list, so a
 * use case that answers a ticket does not carry the contract's ticket schemas.
 */
export const STORED_DETAIL_FIELD_NAMES = [
  'userId',
  'createdBy',
  'assigneeBranchCode',
  'slaPlan',
  'modifiedSlaPlan',
  'modifiedCreatedDate',
  'ticketCategory',
  'ticketSubCategory',
  'employeeNo',
  'nspiraCode',
  'state',
  'district',
  'payrollCode',
  'openDepartmentIdOfUser',
  'isTicketSource',
  'ticketSourceHistoryId',
  'ticketNotice',
  'dynamicFormJson',
  'version',
] as const;

export const MAX_DYNAMIC_FORM_FIELDS = 40;

/** Field types of a dynamic form; 'yesno' stays for forms made before the builder's checkbox (issue 13). */
export const dynamicFieldTypes = ['text', 'textarea', 'number', 'date', 'select', 'checkbox', 'file', 'yesno'] as const;
export type DynamicFieldType = (typeof dynamicFieldTypes)[number];

export function formatFieldValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(formatFieldValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The stored answers in the help topic's form order (`fieldOrder`, its field names), then any
 * other answers by name: the store does not keep the order of a map's keys.
 */
function orderedEntries(dynamicFormJson: Record<string, unknown>, fieldOrder: readonly string[] = []) {
  const rank = new Map(fieldOrder.map((name, index) => [name, index]));
  return Object.entries(dynamicFormJson).sort(
    ([a], [b]) => (rank.get(a) ?? fieldOrder.length) - (rank.get(b) ?? fieldOrder.length) || a.localeCompare(b),
  );
}

/** dynamicFormField1..40: 'name,value' strings, the value split off at the first comma. */
export function toDynamicFormFields(
  dynamicFormJson: Record<string, unknown>,
  fieldOrder: readonly string[] = [],
): string[] {
  return orderedEntries(dynamicFormJson, fieldOrder)
    .slice(0, MAX_DYNAMIC_FORM_FIELDS)
    .map(([name, value]) => `${name},${typeof value === 'string' ? value : JSON.stringify(value)}`);
}

export type NumberedDynamicFormField = `dynamicFormField${number}`;

/**
 * The spec's entity fields dynamicFormField1 .. dynamicFormField40, each a 'name,value' string in
 * form order, null past the form's last field (integrations read these names).
 */
export function numberedDynamicFormFields(
  dynamicFormJson: Record<string, unknown>,
  fieldOrder: readonly string[] = [],
): Record<NumberedDynamicFormField, string | null> {
  const fields = toDynamicFormFields(dynamicFormJson, fieldOrder);
  return Object.fromEntries(
    Array.from({ length: MAX_DYNAMIC_FORM_FIELDS }, (_, index) => [
      `dynamicFormField${index + 1}`,
      fields[index] ?? null,
    ]),
  );
}

export function splitDynamicFormField(field: string): { name: string; value: string } {
  const comma = field.indexOf(',');
  return comma < 0 ? { name: field, value: '' } : { name: field.slice(0, comma), value: field.slice(comma + 1) };
}

/** Field names are shown with underscores and digits turned into spaces. */
export const displayFieldName = (name: string): string => name.replace(/[_\d]/g, ' ').replace(/\s+/g, ' ').trim();

export const isAttachmentValue = (value: string): boolean => value.includes('ticket/');
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
export const isIsoTimestamp = (value: string): boolean => ISO_TIMESTAMP.test(value);

export const MIN_SLA_DAYS = 1;
export const MAX_SLA_DAYS = 30;

/** '1 Day' .. '30 Day'; any other count is also written 'N Day' (spec). */
export const slaLabel = (days: number): string => `${days} Day`;

export const slaPlans = Array.from({ length: MAX_SLA_DAYS }, (_, index) => ({
  value: String(index + 1),
  label: slaLabel(index + 1),
}));

/** A plan as the web sends it ('3', '3 Day', 3) to its day count, or undefined. */
export function slaDays(plan: string | number | null | undefined): number | undefined {
  if (plan === null || plan === undefined) return undefined;
  const match = /^\s*(\d{1,3})(\s*Days?)?\s*$/i.exec(String(plan));
  const days = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(days) && days >= 1 && days <= 365 ? days : undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const dueDateFrom = (createdAt: string, days: number): string =>
  new Date(Date.parse(createdAt) + days * DAY_MS).toISOString();

/** A new due date converted to a whole-day plan counted from the ticket's creation, at least 1 day. */
export function slaDaysUntil(createdAt: string, newDueDate: string): number {
  return Math.max(1, Math.ceil((Date.parse(newDueDate) - Date.parse(createdAt)) / DAY_MS));
}

/**
 * Overdue: past its due date and not Resolved or Closed. While the SLA clock is paused (issue 18)
 * the due date moves on as fast as working time passes, so a paused ticket is overdue exactly when
 * it was overdue as it paused: `dueDate` is then the due date at the pause, compared with its start.
 */
export function isOverdue(
  dueDate: string | null | undefined,
  status: string,
  now = Date.now(),
  pausedSince?: string | null,
): boolean {
  if (!dueDate || isClosedStatus(status)) return false;
  return Date.parse(dueDate) < (pausedSince ? Date.parse(pausedSince) : now);
}

/**
 * Whether a ticket missed its first-response target (issue 18), the one rule of lists, filters,
 * exports, analytics, the sweep and the ticket view: answered after it; or not answered and past it
 * (up to now while open, up to its closing once Resolved or Closed: closed without an answer after
 * the target is breached, before it is not). A closed ticket without a closed date (none should
 * exist) cannot be judged and counts as not breached. No target (tickets raised before it
 * existed): never.
 */
export function isFirstResponseBreached(
  ticket: {
    firstResponseAt: string | null;
    firstResponseDueDate: string | null;
    status: string;
    closedDate: string | null;
  },
  now = Date.now(),
): boolean {
  if (!ticket.firstResponseDueDate) return false;
  const due = Date.parse(ticket.firstResponseDueDate);
  if (ticket.firstResponseAt) return Date.parse(ticket.firstResponseAt) > due;
  if (!isClosedStatus(ticket.status)) return now > due;
  return ticket.closedDate !== null && Date.parse(ticket.closedDate) > due;
}

/** A closed ticket without a public agent reply has no first response: "None" (open: "Not yet"). */
export const noFirstResponseText = (status: string): string => (isClosedStatus(status) ? 'None' : 'Not yet');
