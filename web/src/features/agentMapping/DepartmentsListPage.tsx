import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function DepartmentsListPage() {
  return (
    <PageShell title="All Departments">
      <LaterReleaseNotice />
    </PageShell>
  );
}
