import { randomUUID } from 'node:crypto';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { FailedMailRow } from '../../shared/contract/mailOutbox';
import {
  FAILED_MAIL_NOT_FOUND,
  hasControlCharacters,
  headerText,
  MAIL_LEASE_MS,
  ORPHAN_MAIL_AFTER_MS,
  RETRY_MAIL_MESSAGE,
} from '../../shared/domain/mail';
import {
  claimMail,
  deletePendingMail,
  failAbandonedMail,
  mailsWithStatus,
  markMail,
  type OutboxMail,
  requeueFailedMail,
} from '../db/outbox';
import { getTenantSettings } from '../db/tenantSettings';
import type { TicketRecord } from '../db/ticketRecord';
import { getTickets } from '../db/tickets';
import { ses } from '../lib/aws';
import { env } from '../lib/env';
import { notFound } from '../lib/errors';
import { OWN_MAIL_HEADER, ticketMailHeaders } from '../lib/replyAddress';
import { decryptSmtpPassword } from './smtpPassword';

/** Mails: composed here, queued in the outbox with the change that caused them, sent by a job. */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const ticketLink = (ticketId: string) => `${env.appUrl}/viewTicket/id:${ticketId}`;

/** The closed-ticket mail's link text (issue 21 item 22): it says what the link opens. */
export const FEEDBACK_LINK_LABEL = 'Tell us how we did';

/**
 * A ticket's mail. Dates in `lines` are written with the tenant's formatter (./timeZone.ts), as
 * screens show them, never as ISO text. The link opens the ticket unless another is given, with
 * the words it shows; null leaves it out (for someone who cannot open the ticket).
 */
export function ticketMail(
  ticket: Pick<TicketRecord, 'id' | 'subject'>,
  to: string[],
  headline: string,
  lines: string[],
  link: { href: string; label: string } | null = { href: ticketLink(ticket.id), label: `Open ticket #${ticket.id}` },
): OutboxMail {
  const subject = headerText(`[Ticket #${ticket.id}] ${ticket.subject || 'Helpdesk ticket'} - ${headline}`);
  const text = [headline, '', ...lines, ...(link ? ['', `${link.label}: ${link.href}`] : [])].join('\n');
  const linkHtml = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  const html = `<p><strong>${escapeHtml(headline)}</strong></p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${linkHtml}`;
  return {
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    ticketId: ticket.id,
    to: [...new Set(to.map((address) => address.trim().toLowerCase()).filter(Boolean))],
    subject,
    text,
    html,
    status: 'pending',
    attempts: 0,
    lastError: null,
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkRecipients(mail: OutboxMail): void {
  const invalid = mail.to.filter((address) => !EMAIL_ADDRESS.test(address) || hasControlCharacters(address));
  if (invalid.length > 0) throw new Error(`Invalid recipient address: ${invalid.join(', ')}`);
}

/** One way out for the mails of a run: the tenant's SMTP server, or SES. */
interface MailSender {
  readonly via: 'smtp' | 'ses';
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

/** A ticket mail's Reply-To and threading headers; nothing for other mails. */
const headersOf = (mail: OutboxMail) => (mail.ticketId ? ticketMailHeaders(mail.ticketId, mail.id) : undefined);

const sesSender: MailSender = {
  via: 'ses',
  async send(mail) {
    const thread = await headersOf(mail);
    await ses().send(
      new SendEmailCommand({
        FromEmailAddress: env.mailFrom,
        Destination: { ToAddresses: mail.to },
        ReplyToAddresses: thread ? [thread.replyTo] : undefined,
        ConfigurationSetName: env.sesConfigurationSet,
        Content: {
          Simple: {
            Subject: { Data: headerText(mail.subject), Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
            // SES writes its own Message-ID; the threading headers and our mark pass through.
            Headers: thread
              ? [
                  { Name: 'In-Reply-To', Value: thread.inReplyTo },
                  { Name: 'References', Value: thread.references },
                  { Name: OWN_MAIL_HEADER, Value: mail.ticketId! },
                ]
              : undefined,
          },
        },
      }),
    );
  },
  close() {},
};

/** Errors that say the server itself cannot be reached or refuses us, not this one mail. */
const SMTP_SERVER_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'EDNS', 'ESOCKET', 'EAUTH', 'ETLS', 'EPROTOCOL']);

/**
 * The tenant's SMTP server (administration spec, /smtp_config), when SMTP is enabled and all five
 * fields are stored. nodemailer is loaded only here, on first use: the build puts it in a chunk of
 * its own beside the mailOutbox job (infra/build-functions.ts), so a run through SES never loads it.
 * Once the server cannot be reached, the run's other mails are not tried against it again: each
 * counts a failed attempt with the same error, so a wrong configuration shows up in Failed Mails
 * within a few runs instead of one mail at a time.
 */
async function smtpSender(): Promise<MailSender | null> {
  const settings = await getTenantSettings();
  if (!settings?.is_smtp_enabled) return null;
  const { smtp_host, smtp_port, smtp_user, smtp_email, smtp_password_encrypted } = settings;
  if (!smtp_host || !smtp_port || !smtp_user || !smtp_email || !smtp_password_encrypted) return null;
  let unreachable: Error | null = null;
  let password: string;
  try {
    password = await decryptSmtpPassword(smtp_password_encrypted);
  } catch (error) {
    unreachable = new Error(`The stored SMTP password cannot be read: ${errorText(error)}`);
    password = '';
  }
  const port = Number(smtp_port);
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    host: smtp_host,
    port,
    // Port 465 speaks TLS from the start; others upgrade with STARTTLS when the server offers it.
    secure: port === 465,
    auth: { user: smtp_user, pass: password },
    pool: true,
    maxConnections: 1,
    // The job runs every minute with a one-minute timeout: a silent server must not hold it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    via: 'smtp',
    async send(mail) {
      if (unreachable) throw unreachable;
      try {
        const thread = await headersOf(mail);
        await transport.sendMail({
          from: smtp_email,
          to: mail.to,
          subject: headerText(mail.subject),
          text: mail.text,
          html: mail.html,
          ...(thread
            ? {
                replyTo: thread.replyTo,
                messageId: thread.messageId,
                inReplyTo: thread.inReplyTo,
                references: thread.references,
                headers: { [OWN_MAIL_HEADER]: mail.ticketId! },
              }
            : {}),
        });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && SMTP_SERVER_ERRORS.has(code))
          unreachable = new Error(`SMTP ${smtp_host}:${port}: ${errorText(error)}`);
        throw unreachable ?? error;
      }
    },
    close() {
      transport.close();
    },
  };
}

/** A run stops starting new sends after this long (the job's timeout is one minute). */
const RUN_BUDGET_MS = 40_000;

/**
 * The pending mails that may go now. A mail awaiting its ticket (written just before the ticket's
 * transaction) waits, untouched and uncounted, until the ticket exists; if the ticket is still
 * missing once the mail is ORPHAN_MAIL_AFTER_MS old, it was never created and the mail is deleted.
 */
async function sendableMails(pending: OutboxMail[], now: number): Promise<OutboxMail[]> {
  const awaited = [...new Set(pending.flatMap((mail) => (mail.awaitsTicket ? [mail.awaitsTicket] : [])))];
  if (awaited.length === 0) return pending;
  const tickets = await getTickets(awaited);
  const ready: OutboxMail[] = [];
  for (const mail of pending) {
    if (!mail.awaitsTicket || tickets.has(mail.awaitsTicket)) ready.push(mail);
    else if (now - Date.parse(mail.createdAt) > ORPHAN_MAIL_AFTER_MS) await deletePendingMail(mail);
  }
  return ready;
}

/**
 * Sends every pending mail at most once, through the tenant's SMTP server when SMTP is enabled and
 * configured, else SES. Each mail is claimed for this run before it is sent (runs may overlap: the
 * schedule, the table stream, a duplicate delivery), so two runs never send the same mail. A failure
 * is counted on the mail and retried on the next run; after the fifth it is kept as failed for
 * admins. Nothing here ever fails the action that queued the mail.
 */
export async function drainOutbox(): Promise<{ sent: number; failed: number; via: 'smtp' | 'ses' }> {
  const started = Date.now();
  const claimer = randomUUID();
  const queued = await mailsWithStatus('pending');
  let sent = 0;
  let failed = 0;
  for (const mail of queued) if (await failAbandonedMail(mail, started)) failed += 1;
  // Mails another run holds are left alone; an ended lease makes a mail claimable again.
  const pending = await sendableMails(
    queued.filter((mail) => mail.status !== 'sending' || (mail.leaseUntil ?? 0) < started),
    started,
  );
  let sender: MailSender | null = null;
  try {
    for (const candidate of pending) {
      if (Date.now() - started > RUN_BUDGET_MS) break;
      const mail = await claimMail(candidate, claimer, Date.now(), MAIL_LEASE_MS);
      if (!mail) continue;
      sender ??= (await smtpSender()) ?? sesSender;
      try {
        if (mail.to.length > 0) {
          checkRecipients(mail);
          await sender.send(mail);
        }
        await markMail(mail, claimer, { sent: true });
        sent += 1;
      } catch (error) {
        failed += 1;
        await markMail(mail, claimer, { sent: false, error: errorText(error) }).catch(() => undefined);
      }
    }
  } finally {
    sender?.close();
  }
  return { sent, failed, via: (sender ?? sesSender).via };
}

/** Failed Mails (central admins): newest first, searched by recipient or subject, 20 a page. */
export async function failedMailsPage(query: { page: number; size: number; searchParam?: string }) {
  const search = query.searchParam?.trim().toLowerCase() ?? '';
  const rows: FailedMailRow[] = (await mailsWithStatus('failed'))
    .filter(
      (mail) =>
        !search || mail.subject.toLowerCase().includes(search) || mail.to.some((address) => address.includes(search)),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map(({ id, createdAt, to, subject, attempts, lastError }) => ({
      id,
      createdAt,
      to,
      subject,
      attempts,
      lastError,
    }));
  const size = Math.max(1, query.size);
  return {
    failedMails: rows.slice(query.page * size, (query.page + 1) * size),
    currentPage: query.page,
    totalItems: rows.length,
  };
}

/** Puts a failed mail back in the queue with its attempts reset; the next run sends it. */
export async function retryFailedMail(id: string) {
  const mail = (await mailsWithStatus('failed')).find((each) => each.id === id);
  if (!mail || !(await requeueFailedMail(mail))) throw notFound(FAILED_MAIL_NOT_FOUND);
  return { success: true, message: RETRY_MAIL_MESSAGE };
}
