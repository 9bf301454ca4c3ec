import { LoadingRows } from '@/components/LoadingRows';
import { PageShell } from '@/components/PageShell';
import { useSavedFilters } from '@/hooks/useSavedFilters';
import { MyTicketsList } from './list/MyTicketsList';

/** /ticket (and /): My Tickets, tickets spec 2.2. Waits for the saved filters, then shows the list with them. */
export default function MyTicketsPage() {
  const saved = useSavedFilters('myTickets');
  return <PageShell title="My Tickets">{saved.ready ? <MyTicketsList saved={saved} /> : <LoadingRows />}</PageShell>;
}
