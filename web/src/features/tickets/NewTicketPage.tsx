import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function NewTicketPage() {
  return (
    <PageShell title="New Ticket">
      <LaterReleaseNotice />
    </PageShell>
  );
}
