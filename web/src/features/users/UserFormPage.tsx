import { useParams } from 'react-router';
import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';
import { idFromAddressSegment } from '../../lib/queryString';

/** /users adds a user; /users/id:{userId} opens the same form in view/update mode. */
export default function UserFormPage() {
  const userId = idFromAddressSegment(useParams().userRef);
  return (
    <PageShell title={userId ? 'View User' : 'Add User'}>
      <LaterReleaseNotice />
    </PageShell>
  );
}
