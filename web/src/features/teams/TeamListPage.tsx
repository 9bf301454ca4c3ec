import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function TeamListPage() {
  return (
    <PageShell title="Teams List">
      <LaterReleaseNotice />
    </PageShell>
  );
}
