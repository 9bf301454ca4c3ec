import * as z from 'zod';
import { MAIL_OUTCOMES } from '../domain/inboundMail';
import { pagedQuery, pageOf, successMessage } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Failed mails, for central admins (not in the spec; decided here in the spec's style).
 *
 * Decision: every mail waits in the outbox and is tried up to 5 times (through the tenant's SMTP
 * server when SMTP is enabled and configured, else SES); after the fifth failure it is kept as
 * failed. `GET /api/mailOutbox/getFailedMails` pages those (20 a page, newest first; searchParam
 * matches the recipients or the subject), and `POST /api/mailOutbox/retryMail` with `{ id }` puts one
 * back in the queue with its attempts reset to 0, answering 'Mail queued for retry'; the next
 * mailOutbox run sends it. A mail that is not failed (already retried or sent) answers 404
 * 'Mail not found among failed mails'. Neither call ever shows a mail's body.
 */

export const failedMailRow = z.object({
  id: z.string(),
  /** When the mail was queued (ISO). */
  createdAt: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
});
export type FailedMailRow = z.infer<typeof failedMailRow>;

export const getFailedMails = defineEndpoint('GET /api/mailOutbox/getFailedMails', {
  access: 'centralAdmin',
  summary: 'Failed Mails: mails given up after the last retry, newest first (20 a page, search).',
  request: pagedQuery.pick({ page: true, size: true, searchParam: true }),
  response: pageOf('failedMails', failedMailRow),
});

export const retryMail = defineEndpoint('POST /api/mailOutbox/retryMail', {
  access: 'centralAdmin',
  summary: 'Put one failed mail back in the queue with its attempts reset.',
  request: z.object({ id: z.string().min(1).max(100) }),
  response: successMessage,
});

export { FAILED_MAIL_NOT_FOUND, MAX_MAIL_ATTEMPTS, RETRY_MAIL_MESSAGE } from '../domain/mail';

/**
 * Mail Log (issue 19), for central admins: every received message and what became of it (threaded
 * into a ticket, created a ticket, refused or ignored, and why), newest first, kept 90 days (TTL).
 *
 * Decisions:
 * - Paged like the other admin lists (20 a page, exact total), newest first, no search: the log
 *   is one partition, counted per page view (see functions/db/inboundMail.ts for the cost).
 * - Inbound mail is processed once per Message-ID (a message without one: the SHA-256 of its
 *   bytes); a second delivery writes nothing, not even a log row.
 * - Reply addresses are `<support local part>+t<ticketId>.<20 hex digits of HMAC-SHA256>@<support
 *   domain>`, keyed by the tenant's mail reply key (Secrets Manager, MAIL_REPLY_KEY locally).
 *   Rotating the key makes the reply addresses of mails already sent refuse (as forged).
 * - A reply is appended through the web reply path (functions/core/replies.ts postReply) as the
 *   sender's account, so the same access rules, sanitizer and attachment checks apply: the
 *   requester, anyone the ticket is theirs, an agent of its department, an escalation contact or a
 *   central pool role. A recipient an agent added to a public reply of
 *   the ticket (who may have no account, or one that cannot read the ticket) is appended as
 *   themself ("Name (address)"), with the same attachment checks; the requester and assignee hear
 *   of it; it changes no status (functions/core/guestReplies.ts). An attachment of a type the web does not take is left out (the
 *   original, with everything, is kept as `original.eml`, stored as text/plain so it is never
 *   rendered); one whose content does not match its type refuses the whole mail, as on the web.
 * - `#status <Status>` on the first line of an agent's reply changes the status as the Status
 *   menu would (bulk update rules). From a non-agent the line is dropped and the rest of the mail
 *   kept as her reply (logged threaded, with the reason MAIL_REASONS.commandDropped), so her words
 *   are never lost; a #status line with nothing else is refused. A non-agent's reply to a
 *   Closed ticket re-opens it (Re-Open, the requester's status); an agent's reply does not.
 * - A known sender (an active user of the tenant, or a recipient an agent added to the ticket)
 *   whose mail is refused, or whose #status line was dropped, gets one short mail saying what was
 *   not added and why, in the Mail Log's words (refusalNotice), at most once per
 *   REFUSAL_NOTICE_EVERY_MS (10 minutes) per sender. Nobody else is told (no backscatter to forged
 *   or unknown senders), nor a disabled account, a sender over the hourly cap, or mail failing
 *   SPF/DKIM/DMARC; automatic mail (below) is ignored before any notice, so notices cannot loop.
 * - A new mail from a known, active user opens a ticket with source "Email" (else the default
 *   source) in the help topic named by the tenant setting "Help Topic for mail" (its department),
 *   with the topic's own default SLA plan (as New Ticket preselects it; the shortest plan offered
 *   if the tenant no longer offers the topic's) and category Issue. The mail answers the topic's own
 *   form, under its field names so Ticket Details shows the topic's labels: the subject goes into
 *   the Issue Summary field (the field a ticket's subject is read from), else the first text field;
 *   the stripped body into the first long-text field; no other field is filled, and the topic's
 *   mandatory fields are not asked for. The body is the thread's first message and the subject the
 *   ticket's subject even when the form has no field for them. Employee Id is the sender's
 *   employee id, or empty ('-') when they have none. The requester gets the usual "Ticket raised" mail.
 * - An unknown sender gets one polite reply per 24 hours and no ticket (unknownSenderReply: their
 *   address is not known to the help desk; ask their school's office, or the help desk at the
 *   tenant's Support Email / Helpdesk Phone when set; never "sign in": they cannot); a disabled account gets
 *   none. Auto-Submitted, Precedence bulk/list/junk, List-Id/List-Unsubscribe, X-Autoreply,
 *   mailer-daemon/postmaster and multipart/report mail, and mail carrying our own mark or
 *   Message-ID, are ignored without any reply. Locally every SPF/DKIM/DMARC verdict is PASS.
 */
export const mailLogRow = z.object({
  id: z.string(),
  /** When the message arrived (ISO). */
  receivedAt: z.string(),
  messageId: z.string(),
  from: z.string(),
  subject: z.string(),
  outcome: z.enum(MAIL_OUTCOMES),
  /** Why it was refused or ignored, in words; null when threaded or created. */
  reason: z.string().nullable(),
  ticketId: z.string().nullable(),
});
export type MailLogRow = z.infer<typeof mailLogRow>;

export const getMailLog = defineEndpoint('GET /api/mailOutbox/getMailLog', {
  access: 'centralAdmin',
  summary: 'Mail Log: every received mail and what became of it, newest first (20 a page).',
  request: pagedQuery.pick({ page: true, size: true }),
  response: pageOf('mailLog', mailLogRow),
});

/**
 * Mail Review (issue 19), for central admins: mail from unknown senders, held instead of refused
 * when the tenant turns on "Hold mail from unknown senders for Mail Review" (Admin → Tenant
 * Settings; off by default: then an unknown sender gets the one polite reply).
 *
 * Decisions:
 * - A held mail keeps its sender, subject, stripped text and the attachments the web would take
 *   (and `original.eml`), for MAIL_REVIEW_DAYS days; then it goes (TTL and an S3 lifecycle rule).
 *   Held mails count toward the sender's 20 an hour like tickets by mail; over that they are refused.
 * - Accept opens the ticket as a new mail from a known user would (source "Email", the Help Topic
 *   for mail, "Ticket raised" mail). A sender with no account gets one: role User, the name their
 *   mail gives (else the address's local part), the other profile fields blank for an admin to
 *   complete in Users, and the invite mail to set a password, so they can follow the ticket. With
 *   no active Help Topic for mail, Accept is refused (400) and the mail stays held. A disabled
 *   account is refused too.
 * - Discard, once confirmed in a dialog, deletes the mail and its files, and answers nobody; the
 *   toast says MAIL_DISCARDED_MESSAGE, in the spec's "… Successfully" style.
 * - Either way the Mail Log row of the mail says so (outcome created with the ticket, or refused).
 *   A mail accepted or discarded meanwhile answers 404 MAIL_REVIEW_NOT_FOUND.
 * - The Admin menu shows Mail Review after Mail Log whether or not holding is on (what was held
 *   before it was turned off can still be decided).
 */
export const MAIL_REVIEW_NOT_FOUND = 'Mail not found in Mail Review';
export const MAIL_DISCARDED_MESSAGE = 'Mail Discarded Successfully';
export const mailAcceptedMessage = (ticketId: string) => `Ticket #${ticketId} created from the mail`;

export const heldMailRow = z.object({
  id: z.string(),
  /** When the message arrived (ISO). */
  receivedAt: z.string(),
  from: z.string(),
  /** The sender's name as their mail gives it; '' when none. */
  fromName: z.string(),
  subject: z.string(),
  /**
   * The mail's text, quoted history and signature removed. Mail Review (spec silent) shows at most 3
   * lines of it in the row, cut with an ellipsis; the whole text is the cell's tooltip and, when cut,
   * behind a "Show all" button that opens it in a dialog titled with the subject.
   */
  text: z.string(),
  /** The names of the attachments a ticket would get. */
  attachments: z.array(z.string()),
});
export type HeldMailRow = z.infer<typeof heldMailRow>;

export const getMailReview = defineEndpoint('GET /api/mailOutbox/getMailReview', {
  access: 'centralAdmin',
  summary: 'Mail Review: mails from unknown senders held for a decision, newest first (20 a page).',
  request: pagedQuery.pick({ page: true, size: true }),
  response: pageOf('mailReview', heldMailRow),
});

export const acceptHeldMail = defineEndpoint('POST /api/mailOutbox/acceptHeldMail', {
  access: 'centralAdmin',
  summary: 'Accept a held mail: opens its ticket (and the sender’s account when they have none).',
  request: z.object({ id: z.string().min(1).max(100) }),
  response: successMessage.extend({ ticketId: z.string() }),
});

export const discardHeldMail = defineEndpoint('POST /api/mailOutbox/discardHeldMail', {
  access: 'centralAdmin',
  summary: 'Discard a held mail and its files; nobody is answered.',
  request: z.object({ id: z.string().min(1).max(100) }),
  response: successMessage,
});
