import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseReplyAddress, replyAddress } from '../../shared/domain/inboundMail';
import { env } from './env';
import { mailReplyKey } from './secrets';

/**
 * Per-ticket reply addresses (issue 19): `help+t<ticketId>.<signature>@<domain>`, where the
 * signature is an HMAC-SHA256 of the tenant and ticket id under the tenant's mail reply key,
 * cut to 20 hex digits (80 bits: not guessable, short enough for a mail address). Lower-case hex,
 * since mail servers may change the case of a local part.
 */

const SIGNATURE_HEX_DIGITS = 20;

async function signatureOf(ticketId: string): Promise<string> {
  return createHmac('sha256', await mailReplyKey())
    .update(`reply-address:${env.tenant}:t${ticketId}`)
    .digest('hex')
    .slice(0, SIGNATURE_HEX_DIGITS);
}

/** The reply address of a ticket, for the Reply-To of its mails. */
export async function ticketReplyAddress(ticketId: string): Promise<string> {
  return replyAddress(env.supportAddress, ticketId, await signatureOf(ticketId));
}

export type ReplyAddressCheck = { kind: 'none' } | { kind: 'forged' } | { kind: 'ticket'; ticketId: string };

/** Whether `address` is a reply address of ours, and whether its signature holds. */
export async function checkReplyAddress(address: string): Promise<ReplyAddressCheck> {
  const parsed = parseReplyAddress(address, env.supportAddress);
  if (!parsed) return { kind: 'none' };
  const expected = Buffer.from(await signatureOf(parsed.ticketId));
  const given = Buffer.from(parsed.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'forged' };
  return { kind: 'ticket', ticketId: parsed.ticketId };
}

/** Marks every mail we send, so one that comes back (a loop, a forward of ours) is recognised. */
export const OWN_MAIL_HEADER = 'X-Helpdesk-Ticket';

const mailDomain = () => env.mailFrom.split('@')[1] ?? 'helpdesk.local';

/** The Message-ID every mail of one ticket answers, so mail programs show them as one thread. */
const threadRootId = (ticketId: string) => `<ticket-${ticketId}.${env.tenant}@${mailDomain()}>`;

/** A Message-ID we wrote (the SMTP path sets its own; SES writes its own and keeps our header). */
export const isOwnMessageId = (messageId: string | undefined) =>
  Boolean(messageId) && new RegExp(`^<?(ticket|hd)-[^@]*\\.${env.tenant}@${mailDomain()}>?$`, 'i').test(messageId!);

export interface TicketMailHeaders {
  replyTo: string;
  messageId: string;
  inReplyTo: string;
  references: string;
}

/** Reply-To (the ticket's signed reply address) and threading headers of a ticket's mail. */
export async function ticketMailHeaders(ticketId: string, mailId: string): Promise<TicketMailHeaders> {
  const root = threadRootId(ticketId);
  return {
    replyTo: await ticketReplyAddress(ticketId),
    messageId: `<hd-${mailId}.${env.tenant}@${mailDomain()}>`,
    inReplyTo: root,
    references: root,
  };
}
