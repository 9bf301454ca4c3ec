import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function UsersListPage() {
  return (
    <PageShell title="Users List">
      <LaterReleaseNotice />
    </PageShell>
  );
}
