import { redirect } from 'react-router';
import { SIGN_IN_PATH } from '../lib/apiError';
import { hasUser } from '../lib/session';

/**
 * Route guard (administration spec, section 2): every route but /login, /feedbackForm and /setPassword needs a
 * stored user id. No role gating: the server refuses what a role may not do.
 */
export function requireUser(): Response | null {
  if (hasUser()) return null;
  throw redirect(SIGN_IN_PATH);
}
