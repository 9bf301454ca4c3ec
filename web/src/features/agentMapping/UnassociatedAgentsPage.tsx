import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function UnassociatedAgentsPage() {
  return (
    <PageShell title="Unassociated Agents">
      <LaterReleaseNotice />
    </PageShell>
  );
}
