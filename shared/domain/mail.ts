/** Mail delivery rules shared by the server and the Failed Mails screen. */

/** A mail is tried this many times (one try per mailOutbox run), then kept as failed for admins. */
export const MAX_MAIL_ATTEMPTS = 5;

/**
 * A run of the mail job claims a mail for this long before sending it. Longer than a run can last
 * (the job times out after one minute), so a claim ends only when its run has stopped mid-send; the
 * mail is then pending again.
 */
export const MAIL_LEASE_MS = 2 * 60 * 1000;

/** A ticket's transaction commits within seconds: a mail still awaiting its ticket after this long is an orphan. */
export const ORPHAN_MAIL_AFTER_MS = 5 * 60 * 1000;

/**
 * Ends a reply mailed to a recipient who cannot open the ticket in the portal (decision in
 * shared/contract/replies.ts; here so the mail code needs no contract schemas).
 */
export const ADDED_RECIPIENT_MAIL_NOTE =
  'Reply to this mail to answer: your reply is added to the ticket. (This ticket is not shared with you in the helpdesk portal.)';

/**
 * Decision (attachments in reply mails): a reply's files are not sent by mail (they stay with the
 * ticket, behind its access checks); the mail names them so its reader knows a file is waiting:
 * where to find them for those with the portal link, whom to ask for the others.
 */
export const attachmentMailLine = (fileNames: readonly string[], withPortalLink: boolean): string =>
  `${fileNames.length === 1 ? 'Attachment' : 'Attachments'}: ${fileNames.join(', ')} (${
    withPortalLink ? 'open the ticket to see it' : 'kept with the ticket: ask the help desk if you need it'
  }).`;

export const RETRY_MAIL_MESSAGE = 'Mail queued for retry';
export const FAILED_MAIL_NOT_FOUND = 'Mail not found among failed mails';

/**
 * Text placed in a mail header (subject, display names): line breaks become one space and other
 * control characters are removed, so no value can end a header early and add its own (a `Bcc:`
 * smuggled in a ticket subject). Applied by the mail sender to every header it writes.
 */
export function headerText(value: string): string {
  return (
    value
      // CR, LF and the Unicode line and paragraph separators end a line.
      .replace(/[\r\n\u2028\u2029]+/g, ' ')
      // Every other C0 and C1 control character, and DEL.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .trim()
  );
}

/** A control character in an address could end its header line: such an address is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what is refused
export const hasControlCharacters = (value: string): boolean => /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value);

/**
 * Mail Domains (a tenant setting on /smtp_config): the domains agents may add reply recipients
 * from. Not set: the domains of the tenant's users. Compared lower-case, exact domain only.
 */
export const MAX_MAIL_DOMAINS = 50;
export const MAIL_DOMAINS_SAVED_MESSAGE = 'Mail Domains Saved Successfully';
export const MAIL_DOMAINS_MESSAGES = {
  none: 'Enter at least one mail domain',
  tooMany: `Enter at most ${MAX_MAIL_DOMAINS} mail domains`,
  invalid: (domain: string) => `'${domain}' is not a mail domain (for example school.edu)`,
} as const;

const MAIL_DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** 'School.EDU ', '@school.edu' → 'school.edu'. */
export const normalizeMailDomain = (domain: string): string => domain.trim().toLowerCase().replace(/^@/, '');

/** Domains as typed in the form: separated by commas, spaces or new lines; blanks dropped. */
export const parseMailDomains = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map(normalizeMailDomain)
      .filter(Boolean),
  ),
];

export function mailDomainsProblem(domains: readonly string[]): string | undefined {
  const normalized = domains.map(normalizeMailDomain).filter(Boolean);
  if (normalized.length === 0) return MAIL_DOMAINS_MESSAGES.none;
  if (normalized.length > MAX_MAIL_DOMAINS) return MAIL_DOMAINS_MESSAGES.tooMany;
  const invalid = normalized.find((domain) => !MAIL_DOMAIN.test(domain));
  return invalid === undefined ? undefined : MAIL_DOMAINS_MESSAGES.invalid(invalid);
}

/** The domain of an address, lower-case ('' when it has none). */
export const mailDomainOf = (address: string): string => {
  const at = address.lastIndexOf('@');
  return at < 0 ? '' : normalizeMailDomain(address.slice(at + 1));
};

/**
 * An address a reply can be sent to: one `@`, no blanks or control characters, a domain with a dot
 * (the mail job refuses anything else, and with it the whole mail).
 */
const MAIL_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
export const isMailAddress = (address: string): boolean =>
  MAIL_ADDRESS.test(address) && !hasControlCharacters(address) && address.length <= 254;

/** The addresses of a recipients field (comma-joined, as a reply sends them), blanks dropped. */
export const recipientAddresses = (recepients: string): string[] =>
  recepients
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

/** The recipients (comma-joined, as a reply sends them) whose domain is not allowed. */
export function recipientsOutside(recepients: string, allowedDomains: readonly string[]): string[] {
  const allowed = new Set(allowedDomains.map(normalizeMailDomain));
  return recipientAddresses(recepients).filter((address) => !allowed.has(mailDomainOf(address)));
}

export const outsideRecipientsMessage = (outside: readonly string[], allowedDomains: readonly string[] = []) =>
  `Recipients must have an e-mail address in one of the tenant's mail domains (set by admins under SMTP Config): ${outside.join(', ')}` +
  (allowedDomains.length > 0 ? `. Allowed domains: ${allowedDomains.join(', ')}` : '');

/**
 * Each added recipient gets a mail of their own (decision in shared/contract/replies.ts), queued in
 * the reply's one transaction: this many keeps a long reply's mails inside DynamoDB's 4 MB limit.
 */
export const MAX_REPLY_RECIPIENTS = 10;
export const TOO_MANY_RECIPIENTS_MESSAGE = `Add at most ${MAX_REPLY_RECIPIENTS} recipients to one reply`;

export const invalidRecipientsMessage = (invalid: readonly string[]) =>
  `Not an e-mail address: ${invalid.join(', ')}. Enter an address such as name@school.edu`;

/**
 * Why these reply recipients cannot be used (the server's 400 and the reply form's message under
 * Recipients say the same), or undefined when every one can.
 */
export function recipientsProblem(recepients: string, allowedDomains: readonly string[]): string | undefined {
  const distinct = new Set(recipientAddresses(recepients).map((address) => address.toLowerCase()));
  if (distinct.size > MAX_REPLY_RECIPIENTS) return TOO_MANY_RECIPIENTS_MESSAGE;
  const invalid = recipientAddresses(recepients).filter((address) => !isMailAddress(address));
  if (invalid.length > 0) return invalidRecipientsMessage(invalid);
  const outside = recipientsOutside(recepients, allowedDomains);
  return outside.length > 0 ? outsideRecipientsMessage(outside, allowedDomains) : undefined;
}
