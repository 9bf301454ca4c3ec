import { randomUUID } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { type RoleFlags, roleFlags } from '../../shared/domain/roles';
import { env } from './env';
import { jwtSecret } from './secrets';

/** Bearer tokens: HS256, issuer, audience and expiry pinned on both sides. */

const ALGORITHM = 'HS256';
const SESSION_AUDIENCE = 'helpdesk-web';
const DOWNLOAD_AUDIENCE = 'helpdesk-download';
/** The access token's life: a revoked session stops working within this, and in practice at once. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A session's absolute life from sign-in; refreshing never extends it. */
export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
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
  /** The stored name, only where the caller was made from the user record (core/caller.ts callerFor): sessions carry none. */
  fullName?: string;
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

/** What an access token carries: who, and which session (looked up on every request). */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export async function issueAccessToken(claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setIssuer(issuer())
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await key());
}

/**
 * Verifies an access token's signature, issuer, audience and expiry. `ignoreExpiry` is for logout
 * only: an expired token may still name the session to end.
 */
export async function verifyAccessToken(
  token: string,
  options: { ignoreExpiry?: boolean } = {},
): Promise<AccessClaims> {
  const { payload } = await jwtVerify(token, await key(), {
    algorithms: [ALGORITHM],
    issuer: issuer(),
    audience: SESSION_AUDIENCE,
    requiredClaims: ['sub', 'exp', 'sid'],
    ...(options.ignoreExpiry ? { clockTolerance: SESSION_LIFETIME_SECONDS } : {}),
  });
  if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') throw new Error('Malformed access token');
  return { userId: payload.sub, sessionId: payload.sid };
}

/**
 * A download's query in one canonical form: parameters sorted by name, blanks and the token itself
 * left out, so the browser's order of parameters does not matter but their values do.
 */
export function canonicalQuery(query: Record<string, string | undefined>): string {
  const entries = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[0] !== 'downloadToken' && Boolean(entry[1]))
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** A one-minute, single-use token that authorises one GET download: one path with one query. */
export async function issueDownloadToken(caller: Caller, path: string, query: string): Promise<string> {
  return new SignJWT({ email: caller.email, role: caller.helpdeskRole, dept: caller.departmentId, path, query })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(caller.userId)
    .setIssuer(issuer())
    .setAudience(DOWNLOAD_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DOWNLOAD_TTL_SECONDS}s`)
    .sign(await key());
}

/** Checks a download token against the request's path and query; answers its caller, id and expiry. */
export async function verifyDownloadToken(
  token: string,
  path: string,
  query: string,
): Promise<{ caller: Caller; tokenId: string; expiresAt: number }> {
  const { payload } = await jwtVerify(token, await key(), {
    algorithms: [ALGORITHM],
    issuer: issuer(),
    audience: DOWNLOAD_AUDIENCE,
    requiredClaims: ['sub', 'exp', 'jti', 'path', 'query'],
  });
  if (payload.path !== path) throw new Error('Download token is for another path');
  if (payload.query !== query) throw new Error('Download token is for another query');
  return { caller: callerFrom(payload), tokenId: String(payload.jti), expiresAt: Number(payload.exp) };
}
