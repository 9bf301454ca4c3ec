import { RowLink } from '@/components/RowLink';
import { writeSession } from '@/lib/session';
import { rememberTicketList } from '@/lib/ticketListNavigation';

/** The ticket view's address (tickets spec 2.7): /viewTicket/id:{ticketId}. */
export const ticketViewPath = (ticketId: string): string => `/viewTicket/id:${ticketId}`;

export interface TicketNumberLinkProps {
  ticketId: string;
  /** The list's own path, remembered so the ticket view's breadcrumb leads back to it (spec 2.7). */
  listPath: string;
}

export function TicketNumberLink({ ticketId, listPath }: TicketNumberLinkProps) {
  return (
    <RowLink
      to={ticketViewPath(ticketId)}
      data-ticket-id={ticketId}
      onClick={(event) => {
        writeSession({ previousPageLocation: listPath });
        // The ids of this list's page, in the order shown, for the ticket view's j/k (issue 17).
        const table = event.currentTarget.closest('table');
        const links = table ? [...table.querySelectorAll<HTMLElement>('a[data-ticket-id]')] : [];
        rememberTicketList(links.map((link) => link.dataset.ticketId ?? '').filter(Boolean));
      }}
    >
      {ticketId}
    </RowLink>
  );
}
