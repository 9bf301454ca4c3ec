import { useParams } from 'react-router';
import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';
import { idFromAddressSegment } from '../../lib/queryString';

/** /addTeam creates ('Add Team'); /addTeam/id:{teamId} views and updates ('View Team'). */
export default function TeamFormPage() {
  const teamId = idFromAddressSegment(useParams().teamRef);
  return (
    <PageShell title={teamId ? 'View Team' : 'Add Team'}>
      <LaterReleaseNotice />
    </PageShell>
  );
}
