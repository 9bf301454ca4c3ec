import type { TicketDetail } from '@shared/contract/tickets';
import { type LabelledValue, ticketFieldRows } from '@/lib/ticketViewModel';

/** The Transfer Request screens (tickets spec 2.4) as plain data. */

export const TRANSFER_REQUEST_PATH = '/transferRequest';

/** A transfer request's view: /viewTransferTicket/id:{id}. */
export const transferViewPath = (id: string): string => `/viewTransferTicket/id:${id}`;

/** Fields of the main view only (spec 2.7); the transfer view leaves them out. */
const MAIN_VIEW_ONLY = new Set(['Nspira Code', 'State', 'District', 'Payroll Code']);

/** The ticket's labelled fields as the transfer view shows them: 'SLA' is called 'SLA Plan' there. */
export function transferViewFieldRows(ticket: TicketDetail): LabelledValue[] {
  return ticketFieldRows(ticket)
    .filter((row) => !MAIN_VIEW_ONLY.has(row.label))
    .map((row) => (row.label === 'SLA' ? { ...row, label: 'SLA Plan' } : row));
}
