import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function MyTicketsPage() {
  return (
    <PageShell title="My Tickets">
      <LaterReleaseNotice />
    </PageShell>
  );
}
