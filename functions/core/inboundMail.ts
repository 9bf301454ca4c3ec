import { createHash, randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import type { MailLogRow } from '../../shared/contract/mailOutbox';
import { MAX_ATTACHMENT_BYTES } from '../../shared/domain/attachments';
import {
  automatedReason,
  failsAuthentication,
  MAIL_REASONS,
  MAIL_REVIEW_PREFIX,
  MAX_INBOUND_MAIL_BYTES,
  MAX_MAIL_TICKETS_PER_HOUR,
  type MailVerdicts,
  REFUSAL_NOTICE_EVERY_MS,
  refusalNotice,
  statusCommand,
  stripQuotedReply,
  UNKNOWN_SENDER_REPLY_EVERY_MS,
  unknownSenderReply,
} from '../../shared/domain/inboundMail';
import { hasMessageText, textToHtml } from '../../shared/domain/richText';
import { worksTickets } from '../../shared/domain/roles';
import {
  claimMessage,
  claimSenderAnswer,
  finishMessage,
  mailTicketsSince,
  recordMailTicket,
  releaseMessage,
} from '../db/inboundMail';
import { putHeldMail } from '../db/mailReview';
import { queueMail } from '../db/outbox';
import { getTenantSettings } from '../db/tenantSettings';
import type { TicketRecord } from '../db/ticketRecord';
import { getTicket } from '../db/tickets';
import { findUserByEmail, type UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
import { s3 } from '../lib/aws';
import { env } from '../lib/env';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/observability';
import { checkReplyAddress, isOwnMessageId, OWN_MAIL_HEADER } from '../lib/replyAddress';
import { readableTicket } from './access';
import { isAllowedType, matchesDeclaredType, SNIFF_BYTES, safeFileName, storeUpload } from './files';
import { guestId, isAddedRecipient, postGuestReply } from './guestReplies';
import { mailHelpTopic, raiseMailTicket, senderCaller } from './mailTickets';
import { postReply } from './replies';
import { bulkUpdate } from './tickets';

/**
 * Inbound mail (issue 19): one message in, one decision out, written to the Mail Log. SES (via the
 * inboundMail function) and the local SMTP listener both hand each message here. Replies go through
 * the web's reply path and new tickets through the web's raise path, as the sender's account.
 */

export interface ReceivedMail {
  raw: Buffer;
  /** The envelope recipients (SES receipt.recipients; the SMTP RCPT TO list locally). */
  recipients: string[];
  verdicts: MailVerdicts;
}

type Decision = Pick<MailLogRow, 'outcome' | 'reason' | 'ticketId'>;

const refused = (reason: keyof typeof MAIL_REASONS, ticketId: string | null = null): Decision => ({
  outcome: 'refused',
  reason: MAIL_REASONS[reason],
  ticketId,
});
const ignored = (reason: keyof typeof MAIL_REASONS): Decision => ({
  outcome: 'ignored',
  reason: MAIL_REASONS[reason],
  ticketId: null,
});

/** A refusal the web path answered (its 4xx message, which says why); anything else is a fault. */
function refusedBy(error: unknown, ticketId: string | null): Decision {
  if (error instanceof HttpError && error.status === 404) return refused('notParticipant', ticketId);
  if (error instanceof HttpError && error.status < 500) return { outcome: 'refused', reason: error.message, ticketId };
  throw error;
}

/** The Message-ID read from the headers without parsing the whole message (a huge one too). */
function messageKey(raw: Buffer): string {
  const head = raw.subarray(0, 64 * 1024).toString('latin1');
  const headers = head.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const found = /^message-id:[ \t]*(<[^>\r\n]{1,500}>)/im.exec(headers)?.[1];
  return found ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );

const headerOf = (parsed: ParsedMail) => (name: string) => {
  const value = parsed.headers.get(name);
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** Processes one received message once; answers its Mail Log row, or null for a repeat delivery. */
export async function receiveMail(mail: ReceivedMail): Promise<MailLogRow | null> {
  const messageId = messageKey(mail.raw);
  if (!(await claimMessage(messageId))) return null;
  const row: MailLogRow = {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    messageId,
    from: '',
    subject: '',
    outcome: 'refused',
    reason: null,
    ticketId: null,
  };
  let decision: Decision;
  try {
    if (mail.raw.length > MAX_INBOUND_MAIL_BYTES) decision = refused('tooLarge');
    else {
      const parsed = await simpleParser(mail.raw, { skipImageLinks: true, skipTextToHtml: true });
      row.from = addresses(parsed.from)[0] ?? '';
      row.subject = (parsed.subject ?? '').slice(0, 300);
      decision = await decide(mail, parsed, row);
    }
  } catch (error) {
    // Let the delivery's retry process it (a failure before the ticket or reply is written is the
    // common case: a throttled or unreachable store); a mail is never dropped as a "repeat".
    await releaseMessage(messageId);
    throw error;
  }
  const entry: MailLogRow = { ...row, ...decision };
  await finishMessage(messageId, entry);
  // After the message is done: a failed notice must not make the retry thread a reply twice.
  if (needsNotice(entry)) {
    try {
      await noticeKnownSender(entry.from, entry.subject, entry);
    } catch (error) {
      logger.warn('Refusal notice not queued', { messageId, error: error as Error });
    }
  }
  return entry;
}

async function decide(mail: ReceivedMail, parsed: ParsedMail, row: MailLogRow): Promise<Decision> {
  const from = row.from;
  const header = headerOf(parsed);
  const automated = automatedReason(header, from, header('content-type') ?? '');
  if (automated) return ignored(automated);
  if (header(OWN_MAIL_HEADER.toLowerCase()) || isOwnMessageId(parsed.messageId) || from === env.mailFrom.toLowerCase())
    return ignored('ownMessage');
  if (!from) return ignored('automated');
  if (failsAuthentication(mail.verdicts)) return refused('authentication');
  return route(mail, parsed, row);
}

/** Where a message from an authentic, non-automatic sender goes: a ticket's thread or a new ticket. */
async function route(mail: ReceivedMail, parsed: ParsedMail, row: MailLogRow): Promise<Decision> {
  const from = row.from;
  const to = [
    ...new Set([
      ...mail.recipients.map((address) => address.toLowerCase()),
      ...addresses(parsed.to),
      ...addresses(parsed.cc),
    ]),
  ];
  let forged = false;
  for (const address of to) {
    const check = await checkReplyAddress(address);
    if (check.kind === 'ticket') return reply(mail.raw, parsed, from, check.ticketId);
    if (check.kind === 'forged') forged = true;
  }
  if (forged) return refused('badSignature');
  return newTicket(mail.raw, parsed, row);
}

/**
 * Refusals the sender is not told of: mail failing SPF/DKIM/DMARC may be forged (backscatter), a
 * message too large was never read, an unknown sender has its own answer, a disabled account
 * gets none, and a sender over the hourly cap is likely a loop already.
 */
const UNTOLD_REFUSALS: ReadonlySet<string> = new Set([
  MAIL_REASONS.authentication,
  MAIL_REASONS.tooLarge,
  MAIL_REASONS.unknownSender,
  MAIL_REASONS.unknownSenderQuiet,
  MAIL_REASONS.inactiveSender,
  MAIL_REASONS.rateLimited,
]);

const needsNotice = (decision: Decision) =>
  decision.reason === MAIL_REASONS.commandDropped ||
  (decision.outcome === 'refused' && decision.reason !== null && !UNTOLD_REFUSALS.has(decision.reason));

/**
 * Tells a known sender (an active user of the tenant, or a recipient an agent added to the ticket)
 * that their mail was refused, or threaded without its #status line, and why: at most once per
 * REFUSAL_NOTICE_EVERY_MS. Never anyone else (no backscatter to forged senders); automatic mail
 * never gets here (see decide), so a notice cannot start a loop.
 */
async function noticeKnownSender(from: string, subject: string, decision: Decision): Promise<void> {
  const user = await findUserByEmail(from);
  const known = user
    ? user.active !== false
    : decision.ticketId !== null && (await isAddedRecipient(decision.ticketId, from));
  if (!known || !(await claimSenderAnswer(from, REFUSAL_NOTICE_EVERY_MS, 'refusalNotice'))) return;
  const kept = decision.outcome === 'threaded';
  const notice = refusalNotice(
    { subject, ticketId: decision.ticketId },
    kept ? MAIL_REASONS.notAllowed : (decision.reason ?? ''),
    kept,
  );
  await queueMail({
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    to: [from],
    subject: notice.subject,
    text: notice.text,
    html: textToHtml(notice.text),
    status: 'pending',
    attempts: 0,
    lastError: null,
  });
}

const bodyText = (parsed: ParsedMail) => stripQuotedReply(parsed.text ?? '');
const senderName = (parsed: ParsedMail) =>
  (Array.isArray(parsed.from) ? '' : (parsed.from?.value[0]?.name ?? '')).trim();

/** Whether a user's account may read the ticket (else, an added recipient may still reply as a guest). */
async function userReaches(user: UserRecord, ticketId: string): Promise<boolean> {
  try {
    await readableTicket(await senderCaller(user), ticketId);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return false;
    throw error;
  }
}

/** The files a ticket takes from a message: attachments of types the web takes, and the original. */
async function mailFiles(parsed: ParsedMail, raw: Buffer) {
  const files = parsed.attachments
    .filter((file) => isAllowedType(file.contentType) && file.size <= MAX_ATTACHMENT_BYTES && file.content.length > 0)
    .slice(0, 9)
    .map((file) => ({ name: file.filename || 'attachment', type: file.contentType, content: file.content }));
  // The original, with everything in it, as text: it is downloaded, never rendered.
  if (await matchesDeclaredType(raw.subarray(0, SNIFF_BYTES), 'text/plain'))
    files.push({ name: 'original.eml', type: 'text/plain', content: raw });
  return files;
}

/** Stores the message's files as uploads of `caller` (checked as web uploads are when claimed). */
async function uploadAttachments(caller: Pick<Caller, 'userId'>, parsed: ParsedMail, raw: Buffer): Promise<string[]> {
  const files = await mailFiles(parsed, raw);
  return Promise.all(
    files.map((file) => storeUpload(caller, { fileName: file.name, contentType: file.type, data: file.content })),
  );
}

/** A reply from a recipient an agent added, who has no account or one that cannot reach the ticket. */
async function guestReply(raw: Buffer, parsed: ParsedMail, from: string, ticket: TicketRecord): Promise<Decision> {
  const text = bodyText(parsed);
  if (!hasMessageText(text)) return refused('empty', ticket.id);
  try {
    const keys = await uploadAttachments({ userId: guestId(from) }, parsed, raw);
    await postGuestReply(ticket, { address: from, name: senderName(parsed) }, textToHtml(text), keys);
  } catch (error) {
    return refusedBy(error, ticket.id);
  }
  return { outcome: 'threaded', reason: null, ticketId: ticket.id };
}

async function reply(raw: Buffer, parsed: ParsedMail, from: string, ticketId: string): Promise<Decision> {
  const ticket = await getTicket(ticketId);
  if (!ticket) return refused('noTicket');
  const user = await findUserByEmail(from);
  if (user?.active === false) return refused('inactiveSender', ticketId);
  if (!user || !(await userReaches(user, ticketId))) {
    if (await isAddedRecipient(ticketId, from)) return guestReply(raw, parsed, from, ticket);
    return refused('notParticipant', ticketId);
  }
  const caller = await senderCaller(user);
  const isAgent = worksTickets(caller.flags);
  const command = statusCommand(bodyText(parsed));
  // Only an agent's #status line is applied; anyone else's is dropped and the rest kept as a reply
  // (decision in shared/contract/mailOutbox.ts), so a requester's words are never lost.
  const applied = isAgent ? command : null;
  const text = command ? command.rest : bodyText(parsed);
  if (command && !isAgent && !hasMessageText(text)) return refused('notAllowed', ticketId);
  try {
    if (hasMessageText(text)) {
      const keys = await uploadAttachments(caller, parsed, raw);
      await postReply(caller, {
        ticketId,
        message: textToHtml(text),
        s3FilesUrl: keys.map((key) => ({ key, fileName: '', id: '' })),
      });
    } else if (!applied) return refused('empty', ticketId);
    if (applied && applied.status !== ticket.ticketStatus)
      await bulkUpdate(caller, { id: [ticketId], ticketStatus: applied.status });
    else if (!isAgent && ticket.ticketStatus === 'Closed')
      await bulkUpdate(caller, { id: [ticketId], ticketStatus: 'Re-Open' });
  } catch (error) {
    return refusedBy(error, ticketId);
  }
  if (command && !applied) return { outcome: 'threaded', reason: MAIL_REASONS.commandDropped, ticketId };
  return { outcome: 'threaded', reason: null, ticketId };
}

async function answerUnknownSender(from: string): Promise<Decision> {
  if (!(await claimSenderAnswer(from, UNKNOWN_SENDER_REPLY_EVERY_MS))) return refused('unknownSenderQuiet');
  const settings = await getTenantSettings();
  const answer = unknownSenderReply({ supportEmail: settings?.supportEmail, helpdeskPhone: settings?.helpdeskPhone });
  await queueMail({
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    to: [from],
    subject: answer.subject,
    text: answer.text,
    html: textToHtml(answer.text),
    status: 'pending',
    attempts: 0,
    lastError: null,
  });
  return refused('unknownSender');
}

const HOUR_MS = 60 * 60 * 1000;

async function newTicket(raw: Buffer, parsed: ParsedMail, row: MailLogRow): Promise<Decision> {
  const from = row.from;
  const user = await findUserByEmail(from);
  const holds = !user && (await getTenantSettings())?.is_mail_review_enabled === true;
  if (!user && !holds) return answerUnknownSender(from);
  if (user?.active === false) return refused('inactiveSender');
  const since = new Date(Date.now() - HOUR_MS).toISOString();
  if ((await mailTicketsSince(from, since)) >= MAX_MAIL_TICKETS_PER_HOUR) return refused('rateLimited');
  if (!user) return holdForReview(raw, parsed, row);
  const target = await mailHelpTopic();
  if (!target) return refused('noHelpTopic');
  try {
    const uploadKeys = await uploadAttachments(await senderCaller(user), parsed, raw);
    const id = await raiseMailTicket(user, target, {
      subject: parsed.subject ?? '',
      text: bodyText(parsed),
      uploadKeys,
    });
    await recordMailTicket(from, new Date().toISOString(), id);
    return { outcome: 'created', reason: null, ticketId: id };
  } catch (error) {
    return refusedBy(error, null);
  }
}

/** Holds an unknown sender's mail for Mail Review: its text and files wait under MAIL_REVIEW_PREFIX. */
async function holdForReview(raw: Buffer, parsed: ParsedMail, row: MailLogRow): Promise<Decision> {
  const id = `${row.receivedAt}_${row.id}`;
  const files = await mailFiles(parsed, raw);
  const held = await Promise.all(
    files.map(async (file, index) => {
      const key = `${MAIL_REVIEW_PREFIX}${row.id}/${index}-${safeFileName(file.name)}`;
      await s3().send(
        new PutObjectCommand({ Bucket: env.bucketName, Key: key, Body: file.content, ContentType: file.type }),
      );
      return { key, name: file.name, type: file.type };
    }),
  );
  await putHeldMail({
    id,
    logId: row.id,
    receivedAt: row.receivedAt,
    from: row.from,
    fromName: senderName(parsed).slice(0, 100),
    subject: row.subject,
    text: bodyText(parsed).slice(0, 20_000),
    files: held,
  });
  await recordMailTicket(row.from, new Date().toISOString(), id);
  return { outcome: 'held', reason: MAIL_REASONS.held, ticketId: null };
}
