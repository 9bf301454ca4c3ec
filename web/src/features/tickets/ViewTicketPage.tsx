import { useParams } from 'react-router';
import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';
import { idFromAddressSegment } from '../../lib/queryString';

/** /viewTicket/id:{ticketId}: the ticket id is read from the address after 'id:'. */
export default function ViewTicketPage() {
  const ticketId = idFromAddressSegment(useParams().ticketRef);
  return (
    <PageShell title={ticketId ? `Ticket #${ticketId}` : 'Ticket'}>
      <LaterReleaseNotice />
    </PageShell>
  );
}
