import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import * as z from 'zod';
import {
  DISCOVERY_CACHE_SECONDS,
  oidcCallback,
  PROVIDER_TIMEOUT_MS,
  type SsoFailure,
} from '../../shared/contract/singleSignOn';
import type { OidcProviderRecord } from '../db/singleSignOn';
import { env } from '../lib/env';
import { nowSeconds } from './caller';
import { decryptTenantSecret } from './smtpPassword';

/**
 * The OpenID Connect side of single sign-on (issue 20): the issuer's discovery document and keys
 * (cached per issuer), the code exchanged at the token endpoint, and the id token verified with
 * jose. Every failure is an SsoRefusal the login page explains; singleSignOn.ts runs the flow.
 */

export const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
export const randomToken = () => randomBytes(32).toString('base64url');

/** Asymmetric algorithms only: a token signed with a shared secret proves nothing about the issuer. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const CLOCK_TOLERANCE_SECONDS = 60;

export const callbackUrl = () => `${env.appUrl.replace(/\/$/, '')}${oidcCallback.path}`;

/** A refusal the login page explains (SSO_MESSAGES); the reason is logged, never a token. */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoFailure,
    detail: string,
  ) {
    super(detail);
  }
}

// ---- Discovery and keys (cached per issuer) ----------------------------------------------------

const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

const discoveries = new Map<string, { document: Discovery; fetchedAt: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
export const trimSlash = (url: string) => url.replace(/\/+$/, '');

async function providerFetch(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new SsoRefusal('unreachable', `${new URL(url).host} unreachable: ${(error as Error).message}`);
  }
}

export async function discover(issuer: string): Promise<Discovery> {
  const key = trimSlash(issuer);
  const cached = discoveries.get(key);
  if (cached && nowSeconds() - cached.fetchedAt < DISCOVERY_CACHE_SECONDS) return cached.document;
  const response = await providerFetch(`${key}/.well-known/openid-configuration`);
  if (!response.ok) throw new SsoRefusal('unreachable', `discovery answered ${response.status}`);
  const parsed = discoverySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new SsoRefusal('unreachable', 'discovery document is not usable');
  // OpenID Connect Discovery: the document must name the issuer it was fetched for.
  if (trimSlash(parsed.data.issuer) !== key) throw new SsoRefusal('unreachable', 'discovery names another issuer');
  discoveries.set(key, { document: parsed.data, fetchedAt: nowSeconds() });
  return parsed.data;
}

/** jose's remote key set caches the keys and fetches them again when a token names an unknown kid. */
function keySet(jwksUri: string) {
  let keys = keySets.get(jwksUri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    keySets.set(jwksUri, keys);
  }
  return keys;
}

// ---- Code and id token -------------------------------------------------------------------------

const tokenAnswer = z.object({ id_token: z.string().min(1) });

export async function exchangeCode(
  provider: OidcProviderRecord,
  discovery: Discovery,
  code: string,
  codeVerifier: string,
) {
  const secret = await decryptTenantSecret(provider.clientSecretEncrypted);
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: callbackUrl(),
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const methods = discovery.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    body.set('client_id', provider.clientId);
    body.set('client_secret', secret);
  } else {
    // RFC 6749 2.3.1: each part form-encoded, then joined and base64-encoded.
    const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
    headers.authorization = `Basic ${Buffer.from(`${encode(provider.clientId)}:${encode(secret)}`).toString('base64')}`;
  }
  const response = await providerFetch(discovery.token_endpoint, { method: 'POST', headers, body });
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = answer && typeof answer === 'object' && 'error' in answer ? String(answer.error) : response.status;
    throw new SsoRefusal('refused', `token endpoint refused the code: ${reason}`);
  }
  const parsed = tokenAnswer.safeParse(answer);
  if (!parsed.success) throw new SsoRefusal('refused', 'token endpoint answered no id token');
  return parsed.data.id_token;
}

export async function verifiedClaims(
  idToken: string,
  provider: OidcProviderRecord,
  discovery: Discovery,
  nonce: string,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(discovery.jwks_uri), {
      issuer: discovery.issuer,
      audience: provider.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      requiredClaims: ['sub', 'iat', 'exp', 'nonce'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (payload.nonce !== nonce) throw new SsoRefusal('token', 'id token nonce does not match');
    // OpenID Connect Core 3.1.3.7: with several audiences, azp must be this client.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== provider.clientId)
      throw new SsoRefusal('token', 'id token was issued to another party');
    return payload;
  } catch (error) {
    if (error instanceof SsoRefusal) throw error;
    if (error instanceof joseErrors.JWKSTimeout) throw new SsoRefusal('unreachable', 'JWKS timed out');
    const code = (error as { code?: string }).code ?? 'unknown';
    throw new SsoRefusal('token', `id token refused: ${code} ${(error as Error).message}`);
  }
}
