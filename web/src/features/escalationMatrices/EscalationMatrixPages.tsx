import { useParams } from 'react-router';
import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';
import { idFromAddressSegment } from '../../lib/queryString';

/**
 * The three escalation matrices (school, college, administrative) share their screens. The spec
 * names only the school list ('School Escalation List'); the other titles follow the same wording.
 */
type MatrixKind = 'School' | 'College' | 'Administrative';

function EscalationListPage({ kind }: { kind: MatrixKind }) {
  return (
    <PageShell title={`${kind} Escalation List`}>
      <LaterReleaseNotice />
    </PageShell>
  );
}

/** An id in the address (/id:{id}) means update, otherwise create. */
function EscalationFormPage({ kind }: { kind: MatrixKind }) {
  const matrixId = idFromAddressSegment(useParams().matrixRef);
  return (
    <PageShell title={`${matrixId ? 'Update' : 'Add'} ${kind} Escalation`}>
      <LaterReleaseNotice />
    </PageShell>
  );
}

export const SchoolEscalationListPage = () => <EscalationListPage kind="School" />;
export const CollegeEscalationListPage = () => <EscalationListPage kind="College" />;
export const AdministrativeEscalationListPage = () => <EscalationListPage kind="Administrative" />;
export const SchoolEscalationFormPage = () => <EscalationFormPage kind="School" />;
export const CollegeEscalationFormPage = () => <EscalationFormPage kind="College" />;
export const AdministrativeEscalationFormPage = () => <EscalationFormPage kind="Administrative" />;
