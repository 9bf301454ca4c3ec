import type { JWTPayload } from 'jose';
import type { ParsedRequestOf } from '../../shared/contract/endpoint';
import {
  OIDC_ATTEMPT_SECONDS,
  OIDC_STATE_COOKIE,
  oidcCallback,
  SIGN_IN_SETTINGS_MESSAGES,
  SIGN_IN_SETTINGS_SAVED_MESSAGE,
  type SignInSettingsView,
  SSO_RESULT_PARAM,
  SSO_SIGNED_IN,
  type SsoFailure,
  type saveSignInSettings,
} from '../../shared/contract/singleSignOn';
import { emptyUserFields } from '../../shared/domain/adminRules';
import {
  isAllowedDomain,
  isEmailVerified,
  issuerProblem,
  normalizeDomain,
  normalizeEmail,
  PROVIDER_ID_PATTERN,
  type ProviderPreset,
} from '../../shared/domain/singleSignOn';
import { nextId } from '../db/idSequences';
import { readCatalogue } from '../db/reference';
import {
  getSignInSettings,
  type OidcProviderRecord,
  putOidcAttempt,
  putSignInSettings,
  type SignInSettingsRecord,
  takeOidcAttempt,
} from '../db/singleSignOn';
import { getTenantSettings } from '../db/tenantSettings';
import { createUser, DuplicateEmailError, findUserByEmail, type UserRecord } from '../db/users';
import { env } from '../lib/env';
import { badRequest } from '../lib/errors';
import { countMetric, logger } from '../lib/observability';
import { nowSeconds } from './caller';
import {
  callbackUrl,
  discover,
  exchangeCode,
  randomToken,
  SsoRefusal,
  sha256,
  trimSlash,
  verifiedClaims,
} from './oidcProvider';
import { startSession } from './session';
import { encryptTenantSecret } from './smtpPassword';

/**
 * Single sign-on with OpenID Connect (issue 20; the decisions are in shared/contract/singleSignOn.ts):
 * the code flow with PKCE, state and nonce, the id token verified with jose against the issuer's JWKS.
 */

const loginPage = (outcome: SsoFailure | typeof SSO_SIGNED_IN) =>
  `/login?${new URLSearchParams({ [SSO_RESULT_PARAM]: outcome })}`;

// ---- Binding cookie ---------------------------------------------------------------------------

function attemptCookie(value: string, maxAgeSeconds: number): string {
  return [
    `${OIDC_STATE_COOKIE}=${value}`,
    `Path=${oidcCallback.path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'Secure',
    // Lax: the provider's redirect back is a cross-site top-level navigation, which Strict would strip.
    'SameSite=Lax',
  ].join('; ');
}

// ---- Start ------------------------------------------------------------------------------------

async function configuredProvider(
  providerId: string,
): Promise<{ provider: OidcProviderRecord; settings: SignInSettingsRecord }> {
  const settings = await getSignInSettings();
  const provider = settings.providers.find((entry) => entry.id === providerId);
  if (!provider) throw new SsoRefusal('unknownProvider', `no provider ${providerId}`);
  return { provider, settings };
}

export interface BrowserOutcome {
  location: string;
  cookies: string[];
}

function refused(error: unknown, providerId: string | undefined, cookies: string[]): BrowserOutcome {
  if (!(error instanceof SsoRefusal)) throw error;
  countMetric('LoginFailures');
  logger.warn('Single sign-on refused', { providerId, reason: error.reason, detail: error.message });
  return { location: loginPage(error.reason), cookies };
}

/** Sends the browser to the provider: the attempt is kept server-side, bound to this browser by a cookie. */
export async function startSignOn(providerId: string): Promise<BrowserOutcome> {
  try {
    const { provider } = await configuredProvider(providerId);
    const discovery = await discover(provider.issuer);
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = randomToken();
    const binding = randomToken();
    await putOidcAttempt(sha256(state), {
      providerId,
      codeVerifier,
      nonce,
      browserHash: sha256(binding),
      expiresAt: nowSeconds() + OIDC_ATTEMPT_SECONDS,
    });
    const address = new URL(discovery.authorization_endpoint);
    const params = {
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: callbackUrl(),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: sha256(codeVerifier),
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(params)) address.searchParams.set(name, value);
    return { location: address.toString(), cookies: [attemptCookie(binding, OIDC_ATTEMPT_SECONDS)] };
  } catch (error) {
    return refused(error, providerId, []);
  }
}

// ---- Callback ---------------------------------------------------------------------------------

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The new user's department: the department whose id or name is the claim's value, else none. */
async function departmentFromClaim(claims: JWTPayload, claimName: string): Promise<string> {
  const value = claimName ? text(claims[claimName]).toLowerCase() : '';
  if (!value) return '';
  const { departments } = await readCatalogue();
  const found = departments.find((entry) => entry.id === value || entry.departmentName.trim().toLowerCase() === value);
  return found?.id ?? '';
}

async function createUserOnFirstSignIn(email: string, claims: JWTPayload, settings: SignInSettingsRecord) {
  const now = new Date().toISOString();
  const user: UserRecord = {
    id: await nextId('USER'),
    // No role: an ordinary user, raising tickets only, until a central admin gives one.
    ...emptyUserFields(),
    email,
    fullName: text(claims.name) || email,
    openDepartmentId: await departmentFromClaim(claims, settings.departmentClaim),
    // No password: '' matches no password (functions/lib/passwords.ts), so only single sign-on works.
    passwordHash: '',
    createdAt: now,
    updatedAt: now,
  };
  try {
    await createUser(user);
    logger.info('User created on first single sign-on', { userId: user.id });
    return user;
  } catch (error) {
    // Two first sign-ins at once: the other one created the user.
    if (error instanceof DuplicateEmailError) return findUserByEmail(email);
    throw error;
  }
}

async function signedInUser(claims: JWTPayload, provider: OidcProviderRecord, settings: SignInSettingsRecord) {
  const email = normalizeEmail(text(claims.email));
  if (!email) throw new SsoRefusal('unverified', 'id token has no e-mail');
  if (!isEmailVerified(claims, provider.preset)) throw new SsoRefusal('unverified', 'e-mail not verified');
  if (!isAllowedDomain(email, provider.allowedDomains)) throw new SsoRefusal('domain', 'e-mail domain not allowed');
  let user = await findUserByEmail(email);
  if (!user && settings.createUsersOnFirstSignIn) user = await createUserOnFirstSignIn(email, claims, settings);
  if (!user || user.active === false) throw new SsoRefusal('unknownUser', 'no active user for the e-mail');
  return user;
}

export interface CallbackRequest {
  query: ParsedRequestOf<typeof oidcCallback>;
  bindingCookie: string | undefined;
}

/**
 * The provider's redirect back. The attempt is taken out first (single use: a replayed callback
 * finds nothing), must belong to this browser, and only then is the code exchanged and the id token
 * verified. Success starts the session exactly as a password sign-in does.
 */
export async function finishSignOn({ query, bindingCookie }: CallbackRequest): Promise<BrowserOutcome> {
  const clearBinding = attemptCookie('', 0);
  let providerId: string | undefined;
  try {
    if (!query.state) throw new SsoRefusal('state', 'no state');
    const attempt = await takeOidcAttempt(sha256(query.state));
    if (!attempt || attempt.expiresAt <= nowSeconds()) throw new SsoRefusal('state', 'unknown or used state');
    if (!bindingCookie || sha256(bindingCookie) !== attempt.browserHash)
      throw new SsoRefusal('state', 'attempt started in another browser');
    providerId = attempt.providerId;
    if (query.error || !query.code) throw new SsoRefusal('refused', `provider answered ${query.error ?? 'no code'}`);
    const { provider, settings } = await configuredProvider(attempt.providerId);
    const discovery = await discover(provider.issuer);
    const idToken = await exchangeCode(provider, discovery, query.code, attempt.codeVerifier);
    const claims = await verifiedClaims(idToken, provider, discovery, attempt.nonce);
    const user = await signedInUser(claims, provider, settings);
    const { cookies } = await startSession(user);
    logger.info('Signed in with single sign-on', { providerId, userId: user.id });
    return { location: loginPage(SSO_SIGNED_IN), cookies: [...cookies, clearBinding] };
  } catch (error) {
    return refused(error, providerId, [clearBinding]);
  }
}

// ---- Login page and settings ------------------------------------------------------------------

export async function signInProviders() {
  const [{ providers }, tenant] = await Promise.all([getSignInSettings(), getTenantSettings()]);
  return {
    tenantName: tenant?.organisationName || tenant?.tenantName || env.tenant,
    providers: providers.map(({ id, displayName }) => ({ id, displayName })),
  };
}

export async function signInSettingsView(): Promise<SignInSettingsView> {
  const { updatedAt, providers, ...general } = await getSignInSettings();
  return {
    ...general,
    providers: providers.map(({ clientSecretEncrypted, ...provider }) => ({
      ...provider,
      clientSecretSet: Boolean(clientSecretEncrypted),
    })),
  };
}

type SaveInput = ParsedRequestOf<typeof saveSignInSettings>;

function settingsProblem(input: SaveInput, stored: SignInSettingsRecord): string | null {
  const ids = new Set<string>();
  for (const provider of input.providers) {
    if (!PROVIDER_ID_PATTERN.test(provider.id)) return SIGN_IN_SETTINGS_MESSAGES.providerId;
    if (ids.has(provider.id)) return SIGN_IN_SETTINGS_MESSAGES.duplicateId;
    ids.add(provider.id);
    if (!provider.displayName) return SIGN_IN_SETTINGS_MESSAGES.displayName;
    const issuer = issuerProblem(provider.issuer);
    if (issuer) return issuer;
    if (!provider.clientId) return SIGN_IN_SETTINGS_MESSAGES.clientId;
    const kept = stored.providers.find((entry) => entry.id === provider.id)?.clientSecretEncrypted;
    if (!provider.clientSecret && !kept) return SIGN_IN_SETTINGS_MESSAGES.clientSecret;
    if (provider.allowedDomains.map(normalizeDomain).filter(Boolean).length === 0)
      return SIGN_IN_SETTINGS_MESSAGES.domains;
  }
  if (input.requireSso && input.breakGlassEmails.map(normalizeEmail).filter(Boolean).length === 0)
    return SIGN_IN_SETTINGS_MESSAGES.breakGlass;
  return null;
}

/** Saves the sign-in settings; a blank client secret keeps the provider's stored one. */
export async function saveSignInSettingsFor(input: SaveInput) {
  const stored = await getSignInSettings();
  const problem = settingsProblem(input, stored);
  if (problem) throw badRequest(problem);
  const providers: OidcProviderRecord[] = [];
  for (const provider of input.providers) {
    const kept = stored.providers.find((entry) => entry.id === provider.id)?.clientSecretEncrypted ?? '';
    providers.push({
      id: provider.id,
      preset: provider.preset as ProviderPreset,
      displayName: provider.displayName,
      issuer: trimSlash(provider.issuer),
      clientId: provider.clientId,
      clientSecretEncrypted: provider.clientSecret ? await encryptTenantSecret(provider.clientSecret) : kept,
      allowedDomains: [...new Set(provider.allowedDomains.map(normalizeDomain).filter(Boolean))],
    });
  }
  await putSignInSettings({
    providers,
    requireSso: input.requireSso,
    breakGlassEmails: [...new Set(input.breakGlassEmails.map(normalizeEmail).filter(Boolean))],
    createUsersOnFirstSignIn: input.createUsersOnFirstSignIn,
    departmentClaim: input.departmentClaim,
    updatedAt: new Date().toISOString(),
  });
  return { success: true, message: SIGN_IN_SETTINGS_SAVED_MESSAGE };
}
