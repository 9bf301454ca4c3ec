import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function AnalyticsPage() {
  return (
    <PageShell title="Service Desk Analytics">
      <LaterReleaseNotice />
    </PageShell>
  );
}
