import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { type RoleFlags, roleFlags } from '../../shared/domain/roles';
import { env } from './env';
import { jwtSecret } from './secrets';

/** Bearer tokens: HS256, issuer, audience and expiry pinned on both sides. */

const ALGORITHM = 'HS256';
const SESSION_AUDIENCE = 'helpdesk-web';
const DOWNLOAD_AUDIENCE = 'helpdesk-download';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const DOWNLOAD_TTL_SECONDS = 60;

const issuer = () => `helpdesk-${env.tenant}`;
const key = async () => new TextEncoder().encode(await jwtSecret());

export interface Caller {
  userId: string;
  email: string;
  helpdeskRole: string;
  /** The user's open department: agents work the tickets of this department. */
  departmentId: string;
  flags: RoleFlags;
}

function callerFrom(payload: JWTPayload): Caller {
  const helpdeskRole = typeof payload.role === 'string' ? payload.role : '';
  return {
    userId: String(payload.sub),
    email: typeof payload.email === 'string' ? payload.email : '',
    helpdeskRole,
    departmentId: typeof payload.dept === 'string' ? payload.dept : '',
    flags: roleFlags(helpdeskRole),
  };
}

export async function issueSessionToken(user: {
  id: string;
  email: string;
  helpdeskRole: string;
  openDepartmentId?: string;
}): Promise<string> {
  return new SignJWT({ email: user.email, role: user.helpdeskRole, dept: user.openDepartmentId ?? '' })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setIssuer(issuer())
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(await key());
}

export async function verifySessionToken(token: string): Promise<Caller> {
  const { payload } = await jwtVerify(token, await key(), {
    algorithms: [ALGORITHM],
    issuer: issuer(),
    audience: SESSION_AUDIENCE,
    requiredClaims: ['sub', 'exp'],
  });
  return callerFrom(payload);
}

/** A one-minute token that authorises one GET download path for the caller. */
export async function issueDownloadToken(caller: Caller, path: string): Promise<string> {
  return new SignJWT({ email: caller.email, role: caller.helpdeskRole, dept: caller.departmentId, path })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(caller.userId)
    .setIssuer(issuer())
    .setAudience(DOWNLOAD_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DOWNLOAD_TTL_SECONDS}s`)
    .sign(await key());
}

export async function verifyDownloadToken(token: string, path: string): Promise<Caller> {
  const { payload } = await jwtVerify(token, await key(), {
    algorithms: [ALGORITHM],
    issuer: issuer(),
    audience: DOWNLOAD_AUDIENCE,
    requiredClaims: ['sub', 'exp', 'path'],
  });
  if (payload.path !== path) throw new Error('Download token is for another path');
  return callerFrom(payload);
}
