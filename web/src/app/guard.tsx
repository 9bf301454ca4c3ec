import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasUser, signInAddress } from '@/lib/session';

/**
 * Route guard (administration spec, section 2): every route but /login, /feedbackForm and /setPassword needs a
 * stored user id. No role gating: the server refuses what a role may not do. The login page is told the page
 * asked for (issue 17), restores the session from the refresh cookie when it can, and returns there.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  if (hasUser()) return children;
  return <Navigate to={signInAddress(`${pathname}${search}${hash}`)} replace />;
}
