import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function SmtpConfigPage() {
  return (
    <PageShell title="Configure SMTP">
      <LaterReleaseNotice />
    </PageShell>
  );
}
