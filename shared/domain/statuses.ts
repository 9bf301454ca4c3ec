/** Ticket statuses and the list-filter ids (spec, tickets section 4). */

export const ticketStatuses = [
  'Open',
  'Awaiting for user response',
  'Assigned to an engineer',
  'Indent at Branch approval',
  'Indent at DM approval',
  'Indent at CO approval',
  'Branch dependent',
  'Warehouse dependent',
  'Vendor dependent',
  'Work in progress',
  'Escalated to Next level',
  'Resolved',
  'Closed',
  'Re-Open',
] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** The 13 statuses an agent may set. */
export const agentSettableStatuses: readonly TicketStatus[] = ticketStatuses.filter((status) => status !== 'Re-Open');

/**
 * Decision (a requester's answer hands the ticket back): the status that waits for the requester,
 * and the one their public reply returns it to (shared/contract/replies.ts, saveReply).
 */
export const AWAITING_REQUESTER_STATUS: TicketStatus = 'Awaiting for user response';
export const ANSWERED_STATUS: TicketStatus = 'Open';

/** Non-agents may only close or re-open. */
export const requesterSettableStatuses: readonly TicketStatus[] = ['Closed', 'Re-Open'];

export interface StatusFilterOption {
  value: string;
  label: 'All' | TicketStatus;
}

/** The 15 filter options, All first, with the spec's ids 1..15. */
export const statusFilterOptions: readonly StatusFilterOption[] = [
  { value: '1', label: 'All' },
  ...ticketStatuses.map((label, index) => ({ value: String(index + 2), label })),
];

export const ALL_STATUS_ID = '1';

/** The open group: Open through Escalated to Next level, plus Re-Open (ids 2..12 and 15). */
export const openGroupStatuses: readonly TicketStatus[] = [...ticketStatuses.slice(0, 11), 'Re-Open'];
export const closedGroupStatuses: readonly TicketStatus[] = ['Resolved', 'Closed'];

export const isClosedStatus = (status: string): boolean => (closedGroupStatuses as readonly string[]).includes(status);

export function statusById(id: string): TicketStatus | undefined {
  return statusFilterOptions.find((option) => option.value === id && option.label !== 'All')?.label as
    | TicketStatus
    | undefined;
}

/** Filter ids to status names; All (or nothing) means no status filter. */
export function statusesFromFilterIds(ids: readonly string[]): TicketStatus[] | undefined {
  if (ids.length === 0 || ids.includes(ALL_STATUS_ID)) return undefined;
  return ids.map(statusById).filter((status): status is TicketStatus => status !== undefined);
}

export const ticketCategories = [
  'Issue',
  'Change Request',
  'New Feature Request / Enhancement',
  'New Project',
] as const;
export type TicketCategory = (typeof ticketCategories)[number];

export const overdueOptions = [
  { value: '1', label: 'Yes' },
  { value: '2', label: 'No' },
] as const;

/** A Yes/No list filter's value (Overdue, FR breached): '1' Yes, '2' No, '' both. */
export type OverdueChoice = '' | '1' | '2';

/** A filter's value as an overdue choice; anything else is both (''). */
export const overdueChoice = (value: string): OverdueChoice => (value === '1' || value === '2' ? value : '');
