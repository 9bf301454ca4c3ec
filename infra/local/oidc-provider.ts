import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import type { RunningService } from './emulators';
import { closeHttpServer, listenLocally } from './listen';

/**
 * The local OpenID Connect provider (issue 20): the certified `oidc-provider` package on PORT+14,
 * so single sign-on runs whole on this machine. It knows the demo users (their e-mail and the demo
 * password) and one client, the local helpdesk; its sign-in page is a small form of our own.
 */

export interface LocalOidcAccount {
  sub: string;
  email: string;
  name: string;
}

export interface LocalOidcOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: readonly LocalOidcAccount[];
  password: string;
  /** Signs the provider's own cookies. */
  cookieKey: string;
}

export const localOidcIssuer = (port: number) => `http://localhost:${port}`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function loginPage(uid: string, problem = '', email = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local sign-in provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:4rem auto;padding:0 1rem}
label{display:block;margin-top:1rem}input{width:100%;padding:.4rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.5rem 1.5rem}.problem{color:#b00020}</style></head>
<body><h1>Local sign-in provider</h1>
<p>The development stand-in for Microsoft Entra ID or Google: sign in as a demo user.</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></body></html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('Form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export async function startLocalOidcProvider(options: LocalOidcOptions): Promise<RunningService> {
  const issuer = localOidcIssuer(options.port);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: `local-${Date.now()}`, alg: 'RS256', use: 'sig' };
  const bySub = new Map(options.accounts.map((account) => [account.sub, account]));
  const byEmail = new Map(options.accounts.map((account) => [account.email.toLowerCase(), account]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [options.cookieKey] },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The helpdesk reads the e-mail from the id token (as from Entra ID and Google), not userinfo.
    conformIdTokenClaims: false,
    pkce: { methods: ['S256'], required: () => true },
    // Lifetimes in seconds, set so the package does not warn about its defaults.
    ttl: {
      AccessToken: 3_600,
      AuthorizationCode: 60,
      IdToken: 3_600,
      Interaction: 3_600,
      Grant: 86_400,
      Session: 86_400,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_context: unknown, sub: string) => {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
  });
  // Its console warnings (development keys, plain HTTP) are expected here.
  provider.on('server_error', (_context, error) => console.error('Local OIDC provider error:', error));
  const providerCallback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string, action: string) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) return sendHtml(response, 400, loginPage(uid, 'This sign-in page has expired.'));
    if (request.method === 'GET') return sendHtml(response, 200, loginPage(uid));
    if (request.method !== 'POST' || action !== 'login') return sendHtml(response, 405, loginPage(uid));
    const form = await formBody(request);
    const email = (form.get('email') ?? '').trim();
    const account = byEmail.get(email.toLowerCase());
    if (!account || form.get('password') !== options.password)
      return sendHtml(response, 200, loginPage(uid, 'Invalid email or password', email));
    // Signing in also grants the requested scopes: the demo users are not asked to consent.
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server: Server = createServer((request, response) => {
    const match = /^\/interaction\/([^/?]+)(?:\/([a-z]+))?/.exec(request.url ?? '');
    if (!match) return providerCallback(request, response);
    interaction(request, response, match[1] ?? '', match[2] ?? '').catch((error: Error) => {
      if (!response.headersSent) sendHtml(response, 400, `<p>${escapeHtml(error.message)}</p>`);
    });
  });
  await listenLocally(server, options.port);
  return {
    stop: () => closeHttpServer(server),
  };
}
