/**
 * The rule for passwords chosen through a set-password link (invite, reset, first admin), shared by
 * the server (which enforces it) and the Set Password page (which shows it and checks it first).
 * Passwords set before this rule existed (the demo's, admin-chosen ones) keep working: the rule
 * applies when a password is chosen, never when one is used to sign in.
 */

/** The public page a set-password link opens (`<site>/setPassword?token=<token>`); mails link to it. */
export const SET_PASSWORD_PATH = '/setPassword';

export const PASSWORD_RULE_MIN_LENGTH = 10;

/** Shown on the Set Password page, next to the field. */
export const PASSWORD_RULE_TEXT = `At least ${PASSWORD_RULE_MIN_LENGTH} characters, not your e-mail address, and not a common password.`;

export const PASSWORD_RULE_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_RULE_MIN_LENGTH} characters`,
  isEmail: 'Password must not be your e-mail address',
  tooCommon: 'This password is too common. Please choose another one',
} as const;

/**
 * A short list of the commonest passwords of 10 or more characters (shorter ones fail on length),
 * compared without case.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890',
  '12345678910',
  '123456789012',
  '0987654321',
  '1111111111',
  '0000000000',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl1',
  'password12',
  'password123',
  'password1234',
  'password@123',
  'passw0rd123',
  'p@ssw0rd123',
  'abcdefghij',
  'abc1234567',
  'abcd123456',
  'iloveyou12',
  'iloveyou123',
  'welcome123',
  'welcome@123',
  'admin12345',
  'admin@1234',
  'administrator',
  'letmein123',
  'changeme123',
  'helpdesk123',
  'helpdesk@123',
  'demo@12345',
  'football123',
  'sunshine123',
  'princess123',
  'monkey12345',
  'india@1234',
  'india12345',
]);

/** The first problem of a chosen password, or undefined when it may be used. */
export function passwordRuleProblem(password: string, email: string): string | undefined {
  if (password.length < PASSWORD_RULE_MIN_LENGTH) return PASSWORD_RULE_MESSAGES.tooShort;
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (address && (lower === address || lower === address.split('@')[0])) return PASSWORD_RULE_MESSAGES.isEmail;
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_RULE_MESSAGES.tooCommon;
  return undefined;
}

export const SET_PASSWORD_MESSAGES = {
  done: 'Password set successfully. Please sign in.',
  unknownLink: 'This set-password link is not valid. Please ask for a new one.',
  usedLink: 'This set-password link has already been used. Please ask for a new one.',
  expiredLink: 'This set-password link has expired. Please ask for a new one.',
  /** Decision: a newer link for the same user voids the older unused ones (only the newest mail works). */
  replacedLink: 'This set-password link was replaced by a newer one. Please use the link in the latest mail.',
} as const;

/** The answer to a reset request, whether or not the e-mail belongs to a user (it reveals nobody). */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account exists for this e-mail address, a link to set a new password has been sent to it.';
