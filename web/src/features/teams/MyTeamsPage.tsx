import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function MyTeamsPage() {
  return (
    <PageShell title="My Teams">
      <LaterReleaseNotice />
    </PageShell>
  );
}
