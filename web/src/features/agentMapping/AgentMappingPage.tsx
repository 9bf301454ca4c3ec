import { Dropdown, Field, makeStyles } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { DropdownOptions } from '@/components/DropdownOptions';
import { cardStyle } from '@/components/formStyles';
import { PageShell } from '@/components/PageShell';
import { UNASSOCIATED_AGENTS_PATH } from './AgentMappingBreadcrumb';

const useStyles = makeStyles({
  card: {
    maxWidth: '420px',
    ...cardStyle(),
  },
});

/** The two operations of the landing page and where each leads. */
export const agentMappingOperations = [
  { label: 'View All Departments', path: '/departmentsList' },
  { label: 'Add Agents To Departments', path: UNASSOCIATED_AGENTS_PATH },
] as const;

/** /agentMapping: 'Select operation'. */
export default function AgentMappingPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <PageShell title="Agent Mapping">
      <div className={styles.card}>
        <Field label="Select operation">
          <Dropdown
            placeholder="Select operation"
            onOptionSelect={(_, data) => data.optionValue && navigate(data.optionValue)}
          >
            <DropdownOptions
              choices={agentMappingOperations.map((operation) => ({ value: operation.path, label: operation.label }))}
            />
          </Dropdown>
        </Field>
      </div>
    </PageShell>
  );
}
