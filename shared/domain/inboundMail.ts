import { type TicketStatus, ticketStatuses } from './statuses';

/**
 * Inbound mail (issue 19): the pure rules the inboundMail core applies to a parsed message before
 * anything is written. The HMAC of reply addresses needs node:crypto, so it lives in
 * functions/lib/replyAddress.ts; everything here runs anywhere.
 */

/** Messages over this size are refused (SES receives at most 40 MB; we take less). */
export const MAX_INBOUND_MAIL_BYTES = 25 * 1024 * 1024;
/** A sender opens at most this many tickets by mail in an hour. */
export const MAX_MAIL_TICKETS_PER_HOUR = 20;
/** An unknown sender is answered at most once in this long. */
export const UNKNOWN_SENDER_REPLY_EVERY_MS = 24 * 60 * 60 * 1000;
/** Mail Log entries and Message-ID records live this long (DynamoDB TTL). */
export const MAIL_LOG_DAYS = 90;

/** Mail held for Mail Review waits this long (DynamoDB TTL; an S3 lifecycle rule for its files). */
export const MAIL_REVIEW_DAYS = 30;
/** Where held mails' attachments wait in the attachments bucket (outside the uploads' prefix). */
export const MAIL_REVIEW_PREFIX = 'mailReview/';

/** What became of a message, as the Mail Log shows it. */
export const MAIL_OUTCOMES = ['threaded', 'created', 'held', 'refused', 'ignored'] as const;
export type MailOutcome = (typeof MAIL_OUTCOMES)[number];

/** The reasons a message is refused or ignored, in the Mail Log's words. */
export const MAIL_REASONS = {
  tooLarge: `Larger than ${MAX_INBOUND_MAIL_BYTES / 1024 / 1024} MB`,
  authentication: 'Failed SPF, DKIM or DMARC',
  automated: 'Automatic mail (auto-reply, bulk or list): never answered',
  bounce: 'Delivery report (bounce): never answered',
  ownMessage: 'One of our own messages: never answered',
  badSignature: 'Reply address with a forged or altered signature',
  noTicket: 'The ticket of the reply address does not exist',
  notParticipant: 'The sender may not reply to this ticket',
  unknownSender: 'Unknown sender: answered once with how to reach us',
  unknownSenderQuiet: 'Unknown sender: already answered recently',
  inactiveSender: 'The sender’s account is disabled',
  rateLimited: `More than ${MAX_MAIL_TICKETS_PER_HOUR} new tickets by mail in an hour`,
  noHelpTopic: 'No active help topic is set for tickets by mail (Admin → Tenant Settings)',
  empty: 'No message text after removing the quoted history',
  attachment: 'An attachment failed the upload checks',
  notAllowed: 'The sender may not make this change',
  commandDropped: 'Threaded without its #status line: the sender may not make this change',
  held: 'Unknown sender: held in Mail Review',
  accepted: 'Unknown sender: accepted in Mail Review',
  discarded: 'Unknown sender: discarded in Mail Review',
} as const;

/** How the tenant's help desk is reached other than by the portal (Tenant Settings), when set. */
export interface HelpdeskContact {
  supportEmail?: string | null;
  helpdeskPhone?: string | null;
}

/** "at help@x or on 555 0100", or '' when the tenant set neither. */
function contactWords({ supportEmail, helpdeskPhone }: HelpdeskContact): string {
  const ways = [
    supportEmail?.trim() ? `at ${supportEmail.trim()}` : '',
    helpdeskPhone?.trim() ? `on ${helpdeskPhone.trim()}` : '',
  ].filter(Boolean);
  return ways.join(' or ');
}

/**
 * The message we send once to an unknown sender. They have no account, so they cannot sign in:
 * it says their address is not known and whom to ask (their school's office, or the help desk by
 * the tenant's support e-mail or phone when set).
 */
export function unknownSenderReply(contact: HelpdeskContact): { subject: string; text: string } {
  const reach = contactWords(contact);
  return {
    subject: 'We could not open a ticket from your mail',
    text: [
      'Thank you for writing to the help desk.',
      '',
      'We could not open a ticket from your message because your address is not known to the help desk.',
      reach
        ? `Please ask your school's office for help, or contact the help desk ${reach}.`
        : "Please ask your school's office for help.",
      '',
      'This is an automatic reply; replies to it are not read.',
    ].join('\n'),
  };
}

/**
 * A Mail Log reason as said to the sender themselves: "The sender may not reply to this ticket"
 * becomes "You may not reply to this ticket"; a `#status` line refused says who may use one.
 */
export function reasonForSender(reason: string): string {
  const said = reason
    .trim()
    .replace(/\.$/, '')
    .replace(/^Threaded without its #status line: /, '')
    .replace(/\bthe sender’s\b/gi, 'your')
    .replace(/\bthe sender\b/gi, 'you');
  const spoken = said.charAt(0).toUpperCase() + said.slice(1);
  return /make this change$/.test(spoken) ? `${spoken}: only the help desk's agents can set a status by mail` : spoken;
}

/** A known sender hears of a refused mail at most once in this long (no storm, no loop). */
export const REFUSAL_NOTICE_EVERY_MS = 10 * 60 * 1000;

/**
 * The short answer to a known sender whose mail was refused (or whose `#status` line was dropped):
 * what was not done and why, in the Mail Log's words said to them. `ticketId` when the mail was about a ticket.
 */
export function refusalNotice(
  mail: { subject: string; ticketId: string | null },
  why: string,
  kept: boolean,
): { subject: string; text: string } {
  const about = mail.ticketId ? ` to ticket #${mail.ticketId}` : '';
  const reason = reasonForSender(why);
  const what = mail.subject.trim() ? `"${mail.subject.trim().slice(0, 200)}"` : 'without a subject';
  return kept
    ? {
        subject: `Your reply was added${about}, without its #status line`,
        text: [
          `Your mail ${what} was added${about} as a reply, but its first line (#status) was not applied.`,
          `Why: ${reason}.`,
          '',
          'This is an automatic reply.',
        ].join('\n'),
      }
    : {
        subject: mail.ticketId ? `Your mail was not added to ticket #${mail.ticketId}` : 'Your mail was not added',
        text: [
          `Your mail ${what} was not added${about}.`,
          `Why: ${reason}.`,
          '',
          mail.ticketId
            ? 'Please correct it and send it again, or reply on the help desk portal.'
            : 'Please correct it and send it again, or raise your ticket on the help desk portal.',
          '',
          'This is an automatic reply.',
        ].join('\n'),
      };
}

/**
 * The reply address of a ticket: `<local>+t<ticketId>.<signature>@<domain>` for the support
 * address `<local>@<domain>`. Answers null when `address` is not one.
 */
export function parseReplyAddress(
  address: string,
  supportAddress: string,
): { ticketId: string; signature: string } | null {
  const [supportLocal, supportDomain] = supportAddress.toLowerCase().split('@');
  const [local, domain] = address.trim().toLowerCase().split('@');
  if (!local || !domain || domain !== supportDomain) return null;
  const match = /^(.+)\+t(\d{1,12})\.([0-9a-f]{8,64})$/.exec(local);
  if (!match || match[1] !== supportLocal) return null;
  return { ticketId: match[2]!, signature: match[3]! };
}

export function replyAddress(supportAddress: string, ticketId: string, signature: string): string {
  const [local, domain] = supportAddress.toLowerCase().split('@');
  return `${local}+t${ticketId}.${signature}@${domain}`;
}

export const isSupportAddress = (address: string, supportAddress: string) =>
  address.trim().toLowerCase() === supportAddress.toLowerCase();

/** Header values by lower-case name, as the parser gives them (strings only). */
export type HeaderLookup = (name: string) => string | undefined;

/**
 * Why a message must never be answered (RFC 3834 and common practice), or null. No reply, no
 * ticket, no thread entry for these: that is how mail loops are avoided.
 */
export function automatedReason(
  header: HeaderLookup,
  from: string,
  contentType: string,
): keyof typeof MAIL_REASONS | null {
  const sender = from.toLowerCase();
  if (/^(mailer-daemon|postmaster)@/.test(sender) || /multipart\/report/i.test(contentType)) return 'bounce';
  const autoSubmitted = header('auto-submitted')?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return 'automated';
  if (/^(bulk|list|junk|auto_reply)$/i.test(header('precedence')?.trim() ?? '')) return 'automated';
  if (header('list-id') || header('list-unsubscribe')) return 'automated';
  if (header('x-autoreply') || header('x-autorespond')) return 'automated';
  return null;
}

/** SES's receipt verdicts; locally every verdict is PASS (no DNS to check against). */
export interface MailVerdicts {
  spf: string;
  dkim: string;
  dmarc: string;
}

/** Refused when any verdict is FAIL; GRAY and PROCESSING_FAILED (no policy, no answer) pass. */
export const failsAuthentication = (verdicts: MailVerdicts) =>
  [verdicts.spf, verdicts.dkim, verdicts.dmarc].some((verdict) => verdict.toUpperCase() === 'FAIL');

/**
 * An agent's `#status <Status>` command on the first line of a mail reply. Answers the status (one
 * of the ticket statuses, case-insensitive) and the message without that line, or null.
 */
export function statusCommand(text: string): { status: TicketStatus; rest: string } | null {
  const lines = text.replace(/^\s*\n/, '').split('\n');
  const match = /^\s*#status\s+(.+?)\s*$/i.exec(lines[0] ?? '');
  if (!match) return null;
  const status = ticketStatuses.find((candidate) => candidate.toLowerCase() === match[1]!.toLowerCase());
  if (!status) return null;
  return { status, rest: lines.slice(1).join('\n').trim() };
}

/** Lines that open the quoted history of a reply, as mail programs write them. */
const QUOTE_OPENERS: RegExp[] = [
  // Gmail, Apple Mail, Thunderbird: "On <date>, <name> <address> wrote:" (may wrap onto two lines).
  /^\s*On\b.{0,300}\bwrote:\s*$/i,
  /^\s*Am\b.{0,300}\bschrieb.{0,80}:\s*$/i,
  /^\s*Le\b.{0,300}\ba écrit\s*:\s*$/i,
  // Outlook: a rule line, or the "From:" header block of the quoted message.
  /^\s*_{10,}\s*$/,
  /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^\s*-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
  /^\s*Begin forwarded message:\s*$/i,
  /^\s*\*?From:\*?\s.+$/i,
];

/** Lines that open a signature. */
const SIGNATURE_OPENERS: RegExp[] = [
  // The standard delimiter "-- " (often trimmed to "--").
  /^--\s?$/,
  /^\s*Sent from my \w+/i,
  /^\s*Get Outlook for \w+/i,
  /^\s*Sent from (Mail|Outlook|Yahoo Mail) for \w+/i,
];

/**
 * The new text of a reply: everything before the quoted history ("On … wrote:", Outlook's header
 * block or rule, "> " lines, forwarded chains) and before the signature. When stripping would leave
 * nothing (a forward with no words of its own), the whole text is kept so nothing is lost.
 */
export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const joined = `${line} ${lines[index + 1] ?? ''}`;
    const opensQuote =
      QUOTE_OPENERS.some((pattern) => pattern.test(line)) ||
      // "On Tue, 3 Nov 2026 at 10:00, Name <a@b>" + "wrote:" on the next line.
      (/^\s*On\b/i.test(line) && /^\s*On\b.{0,300}\bwrote:\s*$/i.test(joined)) ||
      (/^\s*>/.test(line) && lines.slice(index).every((rest) => /^\s*(>|$)/.test(rest)));
    if (opensQuote || SIGNATURE_OPENERS.some((pattern) => pattern.test(line))) {
      end = index;
      break;
    }
  }
  const kept = lines
    .slice(0, end)
    .filter((line) => !/^\s*>/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return kept || text.trim();
}
