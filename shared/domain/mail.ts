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
