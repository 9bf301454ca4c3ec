import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { Fragment } from 'react';
import { AppBreadcrumbLink } from '@/components/AppBreadcrumb';

/** 'Unassociated Agents' (Add Agents To Departments): where an unmapped agent is mapped. */
export const UNASSOCIATED_AGENTS_PATH = '/unassociatedAgentsList';

const crumbs = [
  { label: 'Agent Mapping', path: '/agentMapping' },
  { label: 'All Departments', path: '/departmentsList' },
  { label: 'Agents', path: undefined },
] as const;

/** Spec: 'Agent Mapping > All Departments > Agents'; `current` marks the screen shown. */
export function AgentMappingBreadcrumb({ current }: { current: 'All Departments' | 'Agents' }) {
  return (
    <Breadcrumb aria-label="Breadcrumb">
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.label}>
          {index > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            {crumb.path && crumb.label !== current ? (
              <AppBreadcrumbLink path={crumb.path}>{crumb.label}</AppBreadcrumbLink>
            ) : (
              <BreadcrumbButton current={crumb.label === current}>{crumb.label}</BreadcrumbButton>
            )}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
