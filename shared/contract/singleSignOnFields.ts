import * as z from 'zod';
import { providerPresets } from '../domain/singleSignOn';
import { INPUT_LIMITS, text } from './common';

/**
 * The sign-in settings' fields and the save request, apart from the endpoints (./singleSignOn.ts):
 * the Sign-in settings screen checks its form with the request in the browser, and only that
 * screen's chunk then carries zod (web/build/browserContract.ts).
 */

const shortText = text(INPUT_LIMITS.nameBytes);

export const providerFields = z.object({
  id: z.string().trim().max(32),
  preset: z.enum(providerPresets),
  displayName: shortText.trim(),
  issuer: text(1_024).trim(),
  clientId: shortText.trim(),
  allowedDomains: z.array(shortText).max(INPUT_LIMITS.listItems),
});

export const generalSettings = z.object({
  requireSso: z.boolean(),
  breakGlassEmails: z.array(shortText).max(INPUT_LIMITS.listItems),
  createUsersOnFirstSignIn: z.boolean(),
  /** The id-token claim whose value names the new user's department; blank: none. */
  departmentClaim: shortText.trim(),
});

/** The Sign-in settings screen checks its values with it before saving. */
export const saveSignInSettingsRequest = generalSettings.extend({
  providers: z.array(providerFields.extend({ clientSecret: text(1_024).optional() })).max(10),
});
