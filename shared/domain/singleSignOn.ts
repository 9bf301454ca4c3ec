/**
 * Single sign-on rules (issue 20), used by the API and the Sign-in settings screen alike.
 */

export const PROVIDER_PRESETS = {
  entra: {
    label: 'Microsoft Entra ID',
    displayName: 'Microsoft',
    issuer: 'https://login.microsoftonline.com/<directory (tenant) id>/v2.0',
  },
  google: { label: 'Google Workspace', displayName: 'Google', issuer: 'https://accounts.google.com' },
  generic: { label: 'Other OpenID Connect provider', displayName: '', issuer: '' },
} as const;
export type ProviderPreset = keyof typeof PROVIDER_PRESETS;
export const providerPresets = Object.keys(PROVIDER_PRESETS) as ProviderPreset[];

/** Provider ids travel in `?provider=` and become part of nothing but a lookup: short and plain. */
export const PROVIDER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const normalizeDomain = (domain: string): string => domain.trim().toLowerCase().replace(/^@/, '');

/** The domain part of an e-mail address ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? normalizeDomain(email.slice(at + 1)) : '';
}

/** An e-mail may sign in through a provider when its domain is one of the provider's allowed domains. */
export function isAllowedDomain(email: string, allowedDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return domain !== '' && allowedDomains.map(normalizeDomain).includes(domain);
}

/**
 * Whether the id token vouches for the e-mail. Standard providers (Google, the local provider) send
 * `email_verified: true`. Microsoft Entra ID sends no `email_verified`; its optional claim
 * `xms_edov` (e-mail domain owner verified) says the same, and only it is accepted from Entra.
 */
export function isEmailVerified(claims: Record<string, unknown>, preset: ProviderPreset): boolean {
  if (claims.email_verified === true || claims.email_verified === 'true') return true;
  return preset === 'entra' && (claims.xms_edov === true || claims.xms_edov === 'true' || claims.xms_edov === 1);
}

/**
 * Issuers are reached over HTTPS; plain HTTP only on this machine (the local provider). Answers a
 * problem message, or null when the URL is acceptable.
 */
export function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'Issuer URL must be a full address, e.g. https://accounts.google.com';
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    return 'Issuer URL must start with https://';
  if (url.search || url.hash) return 'Issuer URL must not have a query or fragment';
  if (issuer.includes('<')) return 'Issuer URL still holds a placeholder: put in your directory (tenant) id';
  return null;
}

/**
 * "Require single sign-on": password sign-in is refused for everyone but the break-glass e-mails
 * (which must also belong to central admins: checked once the user is known).
 */
export function passwordSignInAllowed(
  email: string,
  settings: { requireSso: boolean; breakGlassEmails: readonly string[] },
): boolean {
  if (!settings.requireSso) return true;
  return settings.breakGlassEmails.map(normalizeEmail).includes(normalizeEmail(email));
}
