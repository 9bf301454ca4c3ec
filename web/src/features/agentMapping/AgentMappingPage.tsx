import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

export default function AgentMappingPage() {
  return (
    <PageShell title="Agent Mapping">
      <LaterReleaseNotice />
    </PageShell>
  );
}
