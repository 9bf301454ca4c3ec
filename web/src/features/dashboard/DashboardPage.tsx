import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function DashboardPage() {
  return (
    <PageShell title="Dashboard">
      <LaterReleaseNotice />
    </PageShell>
  );
}
