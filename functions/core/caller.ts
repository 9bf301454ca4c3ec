import { roleFlags, worksTickets } from '../../shared/domain/roles';
import { SESSION_ENDED_MESSAGE } from '../../shared/domain/sessionMessages';
import type { DepartmentAgentRecord } from '../db/departmentAgents';
import { loadSessionCheck, loadSessionContext, type SessionIdentity } from '../db/sessions';
import type { UserRecord } from '../db/users';
import { type Caller, verifyAccessToken } from '../lib/auth';
import { unauthorized } from '../lib/errors';

/**
 * Who calls: every request's access token resolved to a live session and an active user. Kept apart
 * from sign-in (core/session) so every handler's bundle carries only this, not passwords or SSO.
 */

export { SESSION_ENDED_MESSAGE };

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const isActive = (user: UserRecord | undefined): user is UserRecord => Boolean(user) && user?.active !== false;

/**
 * The caller for an access token: its session must be live (not ended, not expired, its epoch
 * current) on every request. The identity comes from the session, read at sign-in: any change to
 * it (role, department, e-mail, agent mapping, Active) raises the user's epoch, which ends the
 * session on its next request. A session from before sessions carried it reads the user as before.
 */
export async function callerForAccessToken(token: string): Promise<Caller> {
  let claims: Awaited<ReturnType<typeof verifyAccessToken>>;
  try {
    claims = await verifyAccessToken(token);
  } catch {
    throw unauthorized('Your session has expired or is not valid. Please sign in again.');
  }
  const { session, epoch } = await loadSessionCheck(claims.sessionId, claims.userId);
  const live =
    session !== undefined &&
    session.userId === claims.userId &&
    session.expiresAt > nowSeconds() &&
    session.epoch >= epoch;
  if (!live) throw unauthorized(SESSION_ENDED_MESSAGE);
  if (session.identity) return callerOfIdentity(claims.userId, session.identity);
  const { user, mapping } = await loadSessionContext(claims.sessionId, claims.userId);
  if (!isActive(user)) throw unauthorized(SESSION_ENDED_MESSAGE);
  return callerFor(user, mapping);
}

/** A session's identity from the stored user and mapping, read at sign-in. */
export function identityOf(user: UserRecord, mapping: DepartmentAgentRecord | undefined): SessionIdentity {
  const { email, helpdeskRole, departmentId } = callerFor(user, mapping);
  return { email, helpdeskRole, departmentId };
}

const callerOfIdentity = (userId: string, identity: SessionIdentity): Caller => ({
  userId,
  email: identity.email,
  helpdeskRole: identity.helpdeskRole,
  departmentId: identity.departmentId,
  flags: roleFlags(identity.helpdeskRole),
});

/**
 * Who the caller is, from the stored user (never from token claims): agents work the tickets of
 * the department their Agent Mapping record names (item 8); an unmapped agent has none.
 */
export function callerFor(user: UserRecord, mapping: DepartmentAgentRecord | undefined): Caller {
  const flags = roleFlags(user.helpdeskRole);
  return {
    userId: user.id,
    email: user.email,
    helpdeskRole: user.helpdeskRole,
    departmentId: worksTickets(flags) ? (mapping?.departmentId ?? '') : user.openDepartmentId,
    flags,
    fullName: user.fullName,
  };
}
