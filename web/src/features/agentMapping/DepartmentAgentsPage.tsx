import { useSearchParams } from 'react-router';
import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

/** /viewDepartmentAssociatedAgents/?id={departmentId}&departmentName={name} */
export default function DepartmentAgentsPage() {
  const [search] = useSearchParams();
  const departmentName = search.get('departmentName') ?? '';
  return (
    <PageShell title={`Agents in ${departmentName} Department`}>
      <LaterReleaseNotice />
    </PageShell>
  );
}
