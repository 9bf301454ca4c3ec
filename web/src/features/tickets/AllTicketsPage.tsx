import { LoadingRows } from '@/components/LoadingRows';
import { PageShell } from '@/components/PageShell';
import { useSavedFilters } from '@/hooks/useSavedFilters';
import { AllTicketsList } from './allTickets/AllTicketsList';

/** /allTickets (tickets spec 2.5): waits for the saved filters, then shows the list with them. */
export default function AllTicketsPage() {
  const saved = useSavedFilters('allTickets');
  return <PageShell title="All Tickets">{saved.ready ? <AllTicketsList saved={saved} /> : <LoadingRows />}</PageShell>;
}
