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

export const getFailedMails = defineEndpoint({
  area: 'mailOutbox',
  handler: 'getFailedMails',
  method: 'GET',
  path: '/api/mailOutbox/getFailedMails',
  access: 'centralAdmin',
  summary: 'Failed Mails: mails given up after the last retry, newest first (20 a page, search).',
  request: pagedQuery.pick({ page: true, size: true, searchParam: true }),
  response: pageOf('failedMails', failedMailRow),
});

export const retryMail = defineEndpoint({
  area: 'mailOutbox',
  handler: 'retryMail',
  method: 'POST',
  path: '/api/mailOutbox/retryMail',
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
 * - Paging is by cursor (`next`, the last row's position): the log is written per message and
 *   read newest first from one partition, so a page costs one query however long the log is; the
 *   screen shows Newer/Older rather than page numbers and an exact total.
 * - Inbound mail is processed once per Message-ID (a message without one: the SHA-256 of its
 *   bytes); a second delivery writes nothing, not even a log row.
 * - Reply addresses are `<support local part>+t<ticketId>.<20 hex digits of HMAC-SHA256>@<support
 *   domain>`, keyed by the tenant's mail reply key (Secrets Manager, MAIL_REPLY_KEY locally).
 *   Rotating the key makes the reply addresses of mails already sent refuse (as forged).
 * - A reply is appended through the web reply path (functions/core/replies.ts postReply) as the
 *   sender's account, so the same access rules, sanitizer and attachment checks apply: the
 *   requester, anyone the ticket is theirs, an agent of its department, an escalation contact or a
 *   central pool role. Outside recipients an agent added have no account and are refused
 *   (logged), not appended. An attachment of a type the web does not take is left out (the
 *   original, with everything, is kept as `original.eml`, stored as text/plain so it is never
 *   rendered); one whose content does not match its type refuses the whole mail, as on the web.
 * - `#status <Status>` on the first line of an agent's reply changes the status as the Status
 *   menu would (bulk update rules); from a non-agent it is refused. A non-agent's reply to a
 *   Closed ticket re-opens it (Re-Open, the requester's status); an agent's reply does not.
 * - A new mail from a known, active user opens a ticket with source "Email" (else the default
 *   source) in the help topic named by the tenant setting "Help Topic for mail" (its department),
 *   with the first SLA plan offered and category Issue; subject → Issue Summary, the stripped body
 *   → description; the help topic's own mandatory form fields are not asked for. The requester gets
 *   the usual "Ticket raised" mail.
 * - An unknown sender gets one polite reply per 24 hours and no ticket; a disabled account gets
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

export const MAIL_LOG_PAGE_SIZE = 20;

export const getMailLog = defineEndpoint({
  area: 'mailOutbox',
  handler: 'getMailLog',
  method: 'GET',
  path: '/api/mailOutbox/getMailLog',
  access: 'centralAdmin',
  summary: 'Mail Log: every received mail and what became of it, newest first (20 a page, by cursor).',
  request: z.object({ cursor: z.string().max(200).optional() }),
  response: z.object({ rows: z.array(mailLogRow), next: z.string().nullable() }),
});
