import { useParams } from 'react-router';
import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';
import { idFromAddressSegment } from '../../lib/queryString';

/** /viewTransferTicket/id:{id}: a transfer request's ticket and the 'Transfer Ticket To Department' form. */
export default function ViewTransferTicketPage() {
  const transferId = idFromAddressSegment(useParams().transferRef);
  return (
    <PageShell title={transferId ? `Ticket #${transferId}` : 'Ticket'}>
      <LaterReleaseNotice />
    </PageShell>
  );
}
