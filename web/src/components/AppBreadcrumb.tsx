import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * A breadcrumb step to another screen of the app: a real link (it can open in a new tab), which the
 * router follows in place of a page load.
 */
export function AppBreadcrumbLink({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <BreadcrumbButton
      href={path}
      onClick={(event) => {
        // A modified click (a new tab or window) is the browser's; a plain one moves in place.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(path);
      }}
    >
      {children}
    </BreadcrumbButton>
  );
}

/** A two-step breadcrumb: back to a list, then the screen shown ('My Teams > Team Tickets'). */
export function BackBreadcrumb({ back, current }: { back: { path: string; label: string }; current: string }) {
  return (
    <Breadcrumb aria-label="Breadcrumb">
      <BreadcrumbItem>
        <AppBreadcrumbLink path={back.path}>{back.label}</AppBreadcrumbLink>
      </BreadcrumbItem>
      <BreadcrumbDivider />
      <BreadcrumbItem>
        <BreadcrumbButton current>{current}</BreadcrumbButton>
      </BreadcrumbItem>
    </Breadcrumb>
  );
}
