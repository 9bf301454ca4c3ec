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
