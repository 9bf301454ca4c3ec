import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function TransferRequestPage() {
  return (
    <PageShell title="Transfer Request">
      <LaterReleaseNotice />
    </PageShell>
  );
}
