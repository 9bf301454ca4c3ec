import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function EscalatedTicketsPage() {
  return (
    <PageShell title="Escalated Tickets List">
      <LaterReleaseNotice />
    </PageShell>
  );
}
