import { randomUUID } from 'node:crypto';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mailsWithStatus, markMail, type OutboxMail } from '../db/outbox';
import type { TicketRecord } from '../db/tickets';
import { ses } from '../lib/aws';
import { env } from '../lib/env';

/** Mails: composed here, queued in the outbox with the change that caused them, sent by a job. */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const ticketLink = (ticketId: string) => `${env.appUrl}/viewTicket/id:${ticketId}`;

export function ticketMail(
  ticket: Pick<TicketRecord, 'id' | 'subject'>,
  to: string[],
  headline: string,
  lines: string[],
  link = ticketLink(ticket.id),
): OutboxMail {
  const subject = `[Ticket #${ticket.id}] ${ticket.subject || 'Helpdesk ticket'} - ${headline}`;
  const text = [headline, '', ...lines, '', `Open the ticket: ${link}`].join('\n');
  const html = `<p><strong>${escapeHtml(headline)}</strong></p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Open ticket #${escapeHtml(ticket.id)}</a></p>`;
  return {
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    to: [...new Set(to.map((address) => address.trim().toLowerCase()).filter(Boolean))],
    subject,
    text,
    html,
    status: 'pending',
    attempts: 0,
    lastError: null,
  };
}

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function send(mail: OutboxMail): Promise<void> {
  const invalid = mail.to.filter((address) => !EMAIL_ADDRESS.test(address));
  if (invalid.length > 0) throw new Error(`Invalid recipient address: ${invalid.join(', ')}`);
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom,
      Destination: { ToAddresses: mail.to },
      ConfigurationSetName: env.sesConfigurationSet,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}

/** Sends every pending mail once; a failure is counted and retried on the next run. */
export async function drainOutbox(): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const mail of await mailsWithStatus('pending')) {
    try {
      if (mail.to.length > 0) await send(mail);
      await markMail(mail, { sent: true });
      sent += 1;
    } catch (error) {
      failed += 1;
      await markMail(mail, { sent: false, error: error instanceof Error ? error.message : String(error) }).catch(
        () => undefined,
      );
    }
  }
  return { sent, failed };
}
