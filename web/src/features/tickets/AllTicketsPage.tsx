import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function AllTicketsPage() {
  return (
    <PageShell title="All Tickets">
      <LaterReleaseNotice />
    </PageShell>
  );
}
