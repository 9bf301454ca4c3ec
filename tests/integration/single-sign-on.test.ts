import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import {
  getSignInSettings,
  listSignInProviders,
  OIDC_STATE_COOKIE,
  oidcCallback,
  oidcStart,
  SIGN_IN_SETTINGS_SAVED_MESSAGE,
  SSO_REQUIRED_MESSAGE,
  saveSignInSettings,
} from '../../shared/contract/singleSignOn';
import { getUserDetails, LOGIN_FAILED_MESSAGE, login, REFRESH_COOKIE, refreshToken } from '../../shared/contract/users';
import { apiUrl, call, demo, loadStackEnv, signIn } from './api';

/**
 * Single sign-on (issue 20) through the real handlers: the code flow against the local provider
 * (oidc-provider, PORT+14) and, for the id tokens no honest provider issues (wrong audience,
 * expired, unverified e-mail), a small provider of the test's own whose tokens jose signs.
 */

type Jar = Map<string, string>;

function keep(jar: Jar, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const cut = pair.indexOf('=');
    const name = pair.slice(0, cut).trim();
    const value = pair.slice(cut + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A browser: follows nothing by itself, keeps cookies (paths aside: every cookie goes everywhere). */
async function visit(jar: Jar, url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader(jar) },
  });
  keep(jar, response);
  return response;
}

const location = (response: Response, base: string) => new URL(response.headers.get('location') ?? '', base).toString();

/** Starts a sign-in in the browser: the provider's authorization address. */
async function start(jar: Jar, provider: string) {
  const response = await visit(jar, `${apiUrl()}${oidcStart.path}?provider=${provider}`);
  expect(response.status).toBe(302);
  return new URL(location(response, apiUrl()));
}

/** Signs in at the local provider's page; answers the callback address it sends the browser to. */
async function signInAtLocalProvider(jar: Jar, authorization: URL, email: string, password = DEMO_PASSWORD) {
  let response = await visit(jar, authorization.toString());
  let url = location(response, authorization.toString());
  expect(url).toMatch(/\/interaction\//);
  response = await visit(jar, url);
  expect(await response.text()).toContain('name="password"');
  response = await visit(jar, `${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  // Back to the authorization endpoint to resume, then to the helpdesk's callback.
  for (let hops = 0; hops < 5 && !url.startsWith(`${apiUrl()}${oidcCallback.path}`); hops++) {
    expect([302, 303]).toContain(response.status);
    url = location(response, url);
    if (!url.startsWith(`${apiUrl()}${oidcCallback.path}`)) response = await visit(jar, url);
  }
  expect(url.startsWith(`${apiUrl()}${oidcCallback.path}`)).toBe(true);
  return url;
}

/** The callback: answers where the browser is sent (a /login page) and the browser's jar. */
async function finish(jar: Jar, callbackUrl: string) {
  const response = await visit(jar, callbackUrl);
  expect(response.status).toBe(302);
  const target = new URL(location(response, apiUrl()));
  expect(target.pathname).toBe('/login');
  return target.searchParams.get('sso');
}

/** What the login page does after `?sso=signedIn`: the refresh cookie buys the access token. */
async function sessionOf(jar: Jar) {
  const response = await visit(jar, `${apiUrl()}${refreshToken.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

// ---- A provider of the test's own, for forged id tokens -----------------------------------------

interface ForgedAuthorization {
  nonce: string;
  challenge: string;
  claims: JWTPayload;
}

const forge = {
  server: undefined as Server | undefined,
  issuer: '',
  clientId: 'forge-client',
  clientSecret: 'forge-secret',
  codes: new Map<string, ForgedAuthorization>(),
  signingKey: undefined as CryptoKey | undefined,
  kid: randomUUID(),
};

async function startForge() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  forge.signingKey = privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: forge.kid, alg: 'RS256', use: 'sig' };
  forge.server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', forge.issuer);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return send(200, {
        issuer: forge.issuer,
        authorization_endpoint: `${forge.issuer}/authorize`,
        token_endpoint: `${forge.issuer}/token`,
        jwks_uri: `${forge.issuer}/jwks`,
      });
    if (url.pathname === '/jwks') return send(200, { keys: [jwk] });
    if (url.pathname === '/token' && request.method === 'POST') {
      let text = '';
      for await (const chunk of request) text += chunk;
      const form = new URLSearchParams(text);
      const expectedAuth = `Basic ${Buffer.from(`${forge.clientId}:${forge.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expectedAuth) return send(401, { error: 'invalid_client' });
      const granted = forge.codes.get(form.get('code') ?? '');
      forge.codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!granted || createHash('sha256').update(verifier).digest('base64url') !== granted.challenge)
        return send(400, { error: 'invalid_grant' });
      const now = Math.floor(Date.now() / 1000);
      const idToken = await new SignJWT({ nonce: granted.nonce, ...granted.claims })
        .setProtectedHeader({ alg: 'RS256', kid: forge.kid })
        .setIssuer(forge.issuer)
        .setAudience(String(granted.claims.aud ?? forge.clientId))
        .setSubject('forged-user')
        .setIssuedAt(Number(granted.claims.iat ?? now))
        .setExpirationTime(Number(granted.claims.exp ?? now + 300))
        .sign(forge.signingKey as CryptoKey);
      return send(200, { access_token: 'unused', token_type: 'Bearer', id_token: idToken });
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => forge.server?.listen(0, '127.0.0.1', resolve));
  forge.issuer = `http://127.0.0.1:${(forge.server.address() as AddressInfo).port}`;
}

/** A sign-in through the forging provider whose id token carries `claims`: the login page's outcome. */
async function forgedSignIn(claims: JWTPayload, provider = 'forge') {
  const jar: Jar = new Map();
  const authorization = await start(jar, provider);
  const code = randomUUID();
  forge.codes.set(code, {
    nonce: authorization.searchParams.get('nonce') ?? '',
    challenge: authorization.searchParams.get('code_challenge') ?? '',
    claims,
  });
  const callback = `${apiUrl()}${oidcCallback.path}?${new URLSearchParams({
    code,
    state: authorization.searchParams.get('state') ?? '',
  })}`;
  return { outcome: await finish(jar, callback), jar };
}

// ---- Settings ---------------------------------------------------------------------------------

let adminToken = '';
let demoProvider: Record<string, unknown>;
const general = {
  requireSso: false,
  breakGlassEmails: [] as string[],
  createUsersOnFirstSignIn: false,
  departmentClaim: '',
};

async function saveProviders(extra: Record<string, unknown>[], switches: Partial<typeof general> = {}) {
  const answer = await call(
    saveSignInSettings,
    { ...general, ...switches, providers: [demoProvider, ...extra] },
    adminToken,
  );
  expect(answer.body).toEqual({ success: true, message: SIGN_IN_SETTINGS_SAVED_MESSAGE });
}

const forgeProvider = () => ({
  id: 'forge',
  preset: 'generic',
  displayName: 'Forge',
  issuer: forge.issuer,
  clientId: forge.clientId,
  clientSecret: forge.clientSecret,
  allowedDomains: ['demo.local'],
});

beforeAll(async () => {
  await startForge();
  adminToken = (await signIn(demo.admin)).token;
  const stored = await call(getSignInSettings, {}, adminToken);
  const { clientSecretSet, ...provider } = stored.body.providers[0];
  demoProvider = provider;
  await saveProviders([forgeProvider()]);
});

afterAll(async () => {
  await saveProviders([]);
  await new Promise((resolve) => forge.server?.close(resolve));
});

const verified = (email: string) => ({ email, email_verified: true, name: 'Someone' });

describe('the demo tenant', () => {
  it('lists "Demo SSO" and names the tenant on the login page, signed out', async () => {
    const answer = await call(listSignInProviders, {});
    expect(answer.body.providers).toContainEqual({ id: 'demo', displayName: 'Demo SSO' });
    expect(answer.body.tenantName).toBe('demo');
  });

  it('never answers a client secret, and stores it encrypted', async () => {
    const answer = await call(getSignInSettings, {}, adminToken);
    expect(answer.body.providers.map((provider: { id: string }) => provider.id)).toEqual(['demo', 'forge']);
    expect(answer.body.providers[1]).toMatchObject({ clientSecretSet: true });
    expect(JSON.stringify(answer.body)).not.toContain(forge.clientSecret);
    expect(JSON.stringify(answer.body)).not.toMatch(/clientSecret"/);
    loadStackEnv();
    const { getSignInSettings: storedSettings } = await import('../../functions/db/singleSignOn');
    const stored = (await storedSettings()).providers.find((provider) => provider.id === 'forge');
    expect(stored?.clientSecretEncrypted).toMatch(/^v1:/);
    expect(stored?.clientSecretEncrypted).not.toContain(forge.clientSecret);
  });

  it('is for central admins only', async () => {
    const { token } = await signIn(demo.agent);
    expect((await call(getSignInSettings, {}, token)).status).toBe(403);
    expect((await call(saveSignInSettings, { ...general, providers: [] }, token)).status).toBe(403);
  });
});

describe('the code flow against the local provider', () => {
  it('signs the demo agent in: the refresh cookie, then the access token; no token in any address', async () => {
    const jar: Jar = new Map();
    const authorization = await start(jar, 'demo');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(jar.has(OIDC_STATE_COOKIE)).toBe(true);
    const callback = await signInAtLocalProvider(jar, authorization, demo.agent);
    const response = await visit(jar, callback);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?sso=signedIn');
    expect(jar.has(REFRESH_COOKIE)).toBe(true);
    expect(jar.has(OIDC_STATE_COOKIE)).toBe(false);
    const session = await sessionOf(jar);
    expect(session.status).toBe(200);
    expect(session.body.userId).toBe('2');
    const details = await call(getUserDetails, { id: '2' }, session.body.token);
    expect(details.body.email).toBe(demo.agent);

    // The same callback again (a replayed code and state) is refused, and starts no session.
    const replay: Jar = new Map([[OIDC_STATE_COOKIE, 'anything']]);
    expect(await finish(replay, callback)).toBe('state');
    expect(replay.has(REFRESH_COOKIE)).toBe(false);
  });

  it('refuses a used code presented with a fresh attempt (the provider refuses it)', async () => {
    const first: Jar = new Map();
    const callback = await signInAtLocalProvider(first, await start(first, 'demo'), demo.agent);
    expect(await finish(first, callback)).toBe('signedIn');
    const second: Jar = new Map();
    const fresh = await start(second, 'demo');
    const replayed = new URL(callback);
    replayed.searchParams.set('state', fresh.searchParams.get('state') ?? '');
    expect(await finish(second, replayed.toString())).toBe('refused');
    expect(second.has(REFRESH_COOKIE)).toBe(false);
  });

  it('refuses a tampered state', async () => {
    const jar: Jar = new Map();
    const callback = new URL(await signInAtLocalProvider(jar, await start(jar, 'demo'), demo.agent));
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    expect(await finish(jar, callback.toString())).toBe('state');
    expect(jar.has(REFRESH_COOKIE)).toBe(false);
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const jar: Jar = new Map();
    const callback = await signInAtLocalProvider(jar, await start(jar, 'demo'), demo.agent);
    const otherBrowser: Jar = new Map();
    expect(await finish(otherBrowser, callback)).toBe('state');
    expect(otherBrowser.has(REFRESH_COOKIE)).toBe(false);
  });

  it('refuses an id token whose nonce is not the one sent', async () => {
    const jar: Jar = new Map();
    const authorization = await start(jar, 'demo');
    authorization.searchParams.set('nonce', 'a-nonce-the-helpdesk-never-sent');
    const callback = await signInAtLocalProvider(jar, authorization, demo.agent);
    expect(await finish(jar, callback)).toBe('token');
    expect(jar.has(REFRESH_COOKIE)).toBe(false);
  });

  it('refuses an unknown provider id', async () => {
    const jar: Jar = new Map();
    const response = await visit(jar, `${apiUrl()}${oidcStart.path}?provider=nobody`);
    expect(response.headers.get('location')).toBe('/login?sso=unknownProvider');
  });
});

describe('id tokens the helpdesk refuses', () => {
  it('accepts an honest forged-provider token (the test provider itself works)', async () => {
    const { outcome } = await forgedSignIn(verified(demo.user));
    expect(outcome).toBe('signedIn');
  });

  it('for another audience', async () => {
    const { outcome, jar } = await forgedSignIn({ ...verified(demo.agent), aud: 'another-client' });
    expect(outcome).toBe('token');
    expect(jar.has(REFRESH_COOKIE)).toBe(false);
  });

  it('expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { outcome } = await forgedSignIn({ ...verified(demo.agent), iat: now - 3600, exp: now - 1800 });
    expect(outcome).toBe('token');
  });

  it('with an e-mail the provider has not verified', async () => {
    const { outcome } = await forgedSignIn({ email: demo.agent, email_verified: false });
    expect(outcome).toBe('unverified');
  });

  it('with an e-mail outside the allowed domains', async () => {
    const { outcome } = await forgedSignIn(verified('agent@elsewhere.example'));
    expect(outcome).toBe('domain');
  });

  it('for an e-mail no active user has', async () => {
    const { outcome } = await forgedSignIn(verified('stranger@demo.local'));
    expect(outcome).toBe('unknownUser');
  });
});

describe('tenant switches', () => {
  afterEach(async () => {
    await saveProviders([forgeProvider()]);
  });

  it('creates an ordinary user on first sign-in when asked, in the department the claim names', async () => {
    await saveProviders([forgeProvider()], { createUsersOnFirstSignIn: true, departmentClaim: 'department' });
    const email = `new-${randomUUID().slice(0, 8)}@demo.local`;
    const { outcome, jar } = await forgedSignIn({ ...verified(email), name: 'Nina New', department: '2' });
    expect(outcome).toBe('signedIn');
    const session = await sessionOf(jar);
    const details = await call(getUserDetails, { id: session.body.userId }, session.body.token);
    expect(details.body).toMatchObject({ email, fullName: 'Nina New', helpdeskRole: '', openDepartmentId: '2' });
    // No password was set: password sign-in does not open the account.
    expect((await call(login, { email, password: DEMO_PASSWORD })).body).toEqual({
      success: false,
      message: LOGIN_FAILED_MESSAGE,
    });
  });

  it('"Require single sign-on" refuses password sign-in, but lets a break-glass admin in', async () => {
    await saveProviders([forgeProvider()], { requireSso: true, breakGlassEmails: [demo.admin, demo.agent] });
    const refused = await call(login, { email: demo.user, password: DEMO_PASSWORD });
    expect(refused.body).toEqual({ success: false, message: SSO_REQUIRED_MESSAGE });
    // Listed, but not a central admin: refused too.
    const notAdmin = await call(login, { email: demo.agent, password: DEMO_PASSWORD });
    expect(notAdmin.body).toEqual({ success: false, message: SSO_REQUIRED_MESSAGE });
    const admin = await call(login, { email: demo.admin, password: DEMO_PASSWORD });
    expect(admin.body.success).toBe(true);
    // A wrong password for the break-glass admin is still just a wrong password.
    const wrong = await call(login, { email: demo.admin, password: 'nope' });
    expect(wrong.body).toEqual({ success: false, message: LOGIN_FAILED_MESSAGE });
    // Single sign-on still works.
    expect((await forgedSignIn(verified(demo.user))).outcome).toBe('signedIn');
  });

  it('an unreachable provider gives a clear error and password sign-in still works', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await saveProviders([forgeProvider(), { ...forgeProvider(), id: 'down', issuer: `http://127.0.0.1:${port}` }]);
    const jar: Jar = new Map();
    const response = await visit(jar, `${apiUrl()}${oidcStart.path}?provider=down`);
    expect(response.headers.get('location')).toBe('/login?sso=unreachable');
    expect((await call(login, { email: demo.agent, password: DEMO_PASSWORD })).body.success).toBe(true);
  });

  it('refuses settings that could not work, with a clear message, writing nothing', async () => {
    const answer = await call(
      saveSignInSettings,
      { ...general, providers: [demoProvider, { ...forgeProvider(), id: 'x', clientSecret: undefined }] },
      adminToken,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Client secret is required for a new provider');
    const requireWithoutBreakGlass = await call(
      saveSignInSettings,
      { ...general, requireSso: true, providers: [demoProvider] },
      adminToken,
    );
    expect(requireWithoutBreakGlass.status).toBe(400);
    const stored = await call(getSignInSettings, {}, adminToken);
    expect(stored.body.providers.map((provider: { id: string }) => provider.id)).toEqual(['demo', 'forge']);
  });
});
