import * as z from 'zod';
import { PROVIDER_ID_PATTERN } from '../domain/singleSignOn';
import { successMessage } from './common';
import { defineEndpoint } from './endpoint';
import { generalSettings, providerFields, saveSignInSettingsRequest } from './singleSignOnFields';

export { saveSignInSettingsRequest } from './singleSignOnFields';

/**
 * Single sign-on (issue 20): staff sign in with their school's Microsoft Entra ID or Google Workspace
 * account (any OpenID Connect provider), beside the password.
 *
 * Decisions where the issue is silent:
 * - The flow is the authorization code flow with PKCE (S256), `state` and `nonce`, run by the API.
 *   `start` keeps the PKCE verifier, the nonce and the provider server-side (one item keyed by the
 *   hash of `state`, ten minutes, single use) and binds the attempt to the browser with a random
 *   value in the cookie `helpdesk_oidc` (HttpOnly; Secure; SameSite=Lax, so the provider's redirect
 *   back carries it; Path=/api/auth/oidc/callback; ten minutes), whose hash the item holds. A
 *   callback without the matching cookie is refused, so nobody can finish a sign-in they did not
 *   start in this browser (login CSRF).
 * - The id token is verified with `jose` against the issuer's JWKS: signature (asymmetric
 *   algorithms only), issuer, audience (the client id), expiry, `iat`, and the nonce; then the
 *   e-mail must be verified (shared/domain/singleSignOn.ts: `email_verified`, or Entra's
 *   `xms_edov`) and in one of the provider's allowed domains, then belong to an active user.
 * - The callback issues the session exactly as a password sign-in does (the refresh cookie) and
 *   redirects to `/login?sso=signedIn`; the login page then asks refreshToken for the access token
 *   (which now also answers the user id) and the user's details. No token travels in an address.
 *   Every refusal redirects to `/login?sso=<reason>`, and the login page shows SSO_MESSAGES[reason].
 * - Discovery documents are cached per issuer for an hour (an unreachable provider is not cached);
 *   the JWKS is cached and fetched again when a token names an unknown `kid` (jose's remote JWKS).
 *   The provider is given 5 seconds; an unreachable one answers `unreachable` and never touches
 *   password sign-in.
 * - The client secret is stored encrypted like the SMTP password (AES-256-GCM under the tenant's
 *   key) and never answered: the screen shows whether one is set; a blank one on save keeps it.
 *   The token endpoint is called with client_secret_basic, or client_secret_post when the
 *   provider's discovery document lists only that.
 * - "Require single sign-on" refuses every password sign-in with SSO_REQUIRED_MESSAGE, except for
 *   the break-glass e-mails, which must belong to central admins. It does not touch sessions
 *   already running, set-password links or hand-off codes.
 * - "Create users on first sign-in" creates an ordinary user (no help desk role) named by the
 *   token's `name` claim; the department is the department whose id or name equals the value of
 *   the claim named in "Department claim", else none. Without it, unknown e-mails are refused.
 */

export const OIDC_STATE_COOKIE = 'helpdesk_oidc';
export const OIDC_ATTEMPT_SECONDS = 10 * 60;
export const DISCOVERY_CACHE_SECONDS = 60 * 60;
export const PROVIDER_TIMEOUT_MS = 5_000;
/** The login page's query parameter that carries the outcome of a single sign-on (never a token). */
export const SSO_RESULT_PARAM = 'sso';
export const SSO_SIGNED_IN = 'signedIn';

export const SSO_MESSAGES = {
  unknownProvider: 'This sign-in option is not available. Please choose another, or sign in with your password.',
  unreachable:
    'The sign-in provider could not be reached. Please try again later, or sign in with your password if you have one.',
  state: 'This sign-in attempt has expired or was not started in this browser. Please start again.',
  refused: 'The sign-in provider did not complete the sign-in. Please try again.',
  token: 'The answer of the sign-in provider could not be verified. Please try again.',
  unverified: 'The sign-in provider has not verified the e-mail address of your account.',
  domain: 'Your e-mail address is not in a domain that may sign in here.',
  unknownUser: 'There is no active helpdesk account for your e-mail address. Please ask a central admin to add you.',
} as const;
export type SsoFailure = keyof typeof SSO_MESSAGES;

export const SSO_REQUIRED_MESSAGE =
  'This helpdesk uses single sign-on: please use the "Sign in with" button of your organisation.';
export const SIGN_IN_SETTINGS_SAVED_MESSAGE = 'Sign-in settings saved';

export const SIGN_IN_SETTINGS_MESSAGES = {
  providerId: 'Provider id must be 1 to 32 lower-case letters, digits or hyphens',
  duplicateId: 'Each provider needs its own id',
  displayName: 'Display name is required',
  clientId: 'Client id is required',
  clientSecret: 'Client secret is required for a new provider',
  domains: 'Add at least one allowed e-mail domain',
  breakGlass: 'Require single sign-on needs at least one break-glass admin e-mail',
} as const;

export const providerSettingsView = providerFields.extend({ clientSecretSet: z.boolean() });
export type ProviderSettingsView = z.infer<typeof providerSettingsView>;

export const signInSettingsView = generalSettings.extend({ providers: z.array(providerSettingsView) });
export type SignInSettingsView = z.infer<typeof signInSettingsView>;

export const listSignInProviders = defineEndpoint('GET /api/auth/oidc/providers', {
  access: 'public',
  summary:
    "The login page's \"Sign in with <name>\" buttons (each configured provider's id and display name) and the tenant's name.",
  request: z.object({}),
  response: z.object({
    /**
     * Decision (issue 17: "the login page shows the product name, the tenant's name and a heading"):
     * the tenant's name travels with the providers, the login page's one public read. It is no
     * secret: the tenant's site address carries it already.
     */
    tenantName: z.string(),
    providers: z.array(z.object({ id: z.string(), displayName: z.string() })),
  }),
});

export const oidcStart = defineEndpoint('GET /api/auth/oidc/start', {
  handler: 'oidcStart',
  access: 'public',
  kind: 'redirect',
  summary: "Starts a single sign-on: a redirect to the provider's authorization endpoint (code flow, PKCE).",
  request: z.object({ provider: z.string().max(64).regex(PROVIDER_ID_PATTERN, SIGN_IN_SETTINGS_MESSAGES.providerId) }),
  response: z.never(),
});

/** The provider's redirect back: extra parameters (`iss`, `session_state`) are allowed and unused. */
export const oidcCallback = defineEndpoint('GET /api/auth/oidc/callback', {
  handler: 'oidcCallback',
  access: 'public',
  kind: 'redirect',
  summary: 'Finishes a single sign-on: verifies the answer, starts the session (refresh cookie), redirects to /login.',
  request: z.looseObject({
    code: z.string().max(4_096).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(512).optional(),
  }),
  response: z.never(),
});

export const getSignInSettings = defineEndpoint('POST /api/auth/getSignInSettings', {
  access: 'centralAdmin',
  summary: 'Admin → Sign-in: the providers (never a client secret) and the single sign-on switches.',
  request: z.object({}),
  response: signInSettingsView,
});

export const saveSignInSettings = defineEndpoint('POST /api/auth/saveSignInSettings', {
  access: 'centralAdmin',
  summary: 'Saves the providers (client secrets stored encrypted; blank keeps the stored one) and the switches.',
  request: saveSignInSettingsRequest,
  response: successMessage,
});
