/** Mail delivery rules shared by the server and the Failed Mails screen. */

/** A mail is tried this many times (one try per mailOutbox run), then kept as failed for admins. */
export const MAX_MAIL_ATTEMPTS = 5;

/** A ticket's transaction commits within seconds: a mail still awaiting its ticket after this long is an orphan. */
export const ORPHAN_MAIL_AFTER_MS = 5 * 60 * 1000;

export const RETRY_MAIL_MESSAGE = 'Mail queued for retry';
export const FAILED_MAIL_NOT_FOUND = 'Mail not found among failed mails';
