import { createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_MAIL_NOT_FOUND, getFailedMails, RETRY_MAIL_MESSAGE, retryMail } from '../../shared/contract/mailOutbox';
import { saveUpdateTenantSettings } from '../../shared/contract/tenantSettings';
import { saveTicket } from '../../shared/contract/tickets';
import { requesterTicket } from '../factories/tickets';
import { apiUrl, call, createRequester, demo, loadStackEnv, sesStore, signIn } from './api';

/**
 * Mail delivery through the tenant's SMTP server (when enabled and configured) or SES, and the
 * central admins' Failed Mails list with Retry. Mails are queued by real ticket actions and sent by
 * the real mailOutbox job on the local stack (POST /__local/jobs/mailOutbox).
 */

interface ReceivedMail {
  from: string;
  to: string[];
  user: string;
  raw: string;
}

/** A tiny SMTP server on loopback that accepts one user and keeps what it receives. */
async function startSmtpServer(credentials: { user: string; pass: string }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: String(session.user),
          // Unfold header lines so a long subject reads as one line.
          raw: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/\r?\n[ \t]+/g, ' '),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: connections are refused, as with a server that is down. */
async function closedPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function runMailJob(): Promise<{ sent: number; failed: number; via: string }> {
  const response = await fetch(`${apiUrl()}/__local/jobs/mailOutbox`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()).outcome;
}

const credentials = { user: 'helpdesk-mailer', pass: 'Smtp-Pa55 word!' };
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: { token: string; userId: string };
let agent: { token: string; userId: string };
let requester: Awaited<ReturnType<typeof createRequester>>;
let settingsBefore: Awaited<ReturnType<typeof import('../../functions/db/tenantSettings').getTenantSettings>>;

const smtpForm = (port: number) => ({
  smtp_host: '127.0.0.1',
  smtp_port: String(port),
  smtp_user: credentials.user,
  smtp_password: credentials.pass,
  smtp_email: 'helpdesk-smtp@demo.local',
  is_smtp_enabled: true,
});

async function raiseTicket(): Promise<string> {
  const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
  expect(saved.status).toBe(200);
  return String(saved.body.id);
}

const raisedMailSubject = (id: string) => `[Ticket #${id}]`;

beforeAll(async () => {
  loadStackEnv();
  const { getTenantSettings } = await import('../../functions/db/tenantSettings');
  settingsBefore = await getTenantSettings();
  [admin, agent] = await Promise.all([signIn(demo.admin), signIn(demo.agent)]);
  // Each test follows the one mail of its new ticket: no Department Queue mail beside it (put back after).
  await call(saveUpdateTenantSettings, { is_department_queue_mail_enabled: false }, admin.token);
  requester = await createRequester('7700');
  smtp = await startSmtpServer(credentials);
  // Mails other suites left queued are sent now, so each test below sees only its own.
  await runMailJob();
});

afterAll(async () => {
  await smtp?.close();
  // There is no "remove SMTP" call: put the tenant settings back as they were (SES for the others).
  const { putTenantSettings } = await import('../../functions/db/tenantSettings');
  if (settingsBefore) await putTenantSettings(settingsBefore);
  // Send what these tests left queued (through SES again), so no later suite meets it.
  await runMailJob();
});

describe('mail delivery', () => {
  it('goes through the tenant SMTP server, signed in, from the SMTP address, when SMTP is enabled', async () => {
    const saved = await call(saveUpdateTenantSettings, smtpForm(smtp.port), admin.token);
    expect(saved.body).toEqual({ success: true, message: 'SMTP Configured Successfully' });
    const id = await raiseTicket();

    const outcome = await runMailJob();
    expect(outcome.via).toBe('smtp');
    const mails = smtp.received.filter((mail) => mail.raw.includes(raisedMailSubject(id)));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: 'helpdesk-smtp@demo.local', to: [requester.email], user: credentials.user });
    expect(mails[0].raw).toMatch(/Subject: .*Ticket raised/);
    expect(mails[0].raw).toContain(`/viewTicket/id:${id}`);
    // Not through SES as well.
    expect((await sesStore()).some((mail) => mail.subject.startsWith(raisedMailSubject(id)))).toBe(false);
  });

  it('goes through SES when SMTP is switched off, even with SMTP fields stored', async () => {
    await call(saveUpdateTenantSettings, smtpForm(smtp.port), admin.token);
    await call(saveUpdateTenantSettings, { is_smtp_enabled: false }, admin.token);
    const id = await raiseTicket();

    expect((await runMailJob()).via).toBe('ses');
    const inSes = (await sesStore()).filter((mail) => mail.subject.startsWith(raisedMailSubject(id)));
    expect(inSes.map((mail) => mail.destination.to)).toEqual([[requester.email]]);
    expect(smtp.received.some((mail) => mail.raw.includes(raisedMailSubject(id)))).toBe(false);
  });

  it('never fails the action when the SMTP server is down: the mail waits, is retried, then listed as failed', async () => {
    const down = await closedPort();
    await call(saveUpdateTenantSettings, smtpForm(down), admin.token);
    const id = await raiseTicket(); // answered 200 above although no mail can go out

    const { mailsWithStatus } = await import('../../functions/db/outbox');
    const mine = async (status: 'pending' | 'failed') =>
      (await mailsWithStatus(status)).filter((mail) => mail.subject.startsWith(raisedMailSubject(id)));

    const first = await runMailJob();
    expect(first).toMatchObject({ via: 'smtp' });
    expect(first.failed).toBeGreaterThanOrEqual(1);
    const waiting = await mine('pending');
    expect(waiting).toHaveLength(1);
    expect(waiting[0].attempts).toBe(1);
    expect(waiting[0].lastError).toMatch(/SMTP 127\.0\.0\.1/);
    expect(await mine('failed')).toEqual([]);

    for (let run = 2; run <= 5; run += 1) await runMailJob();
    expect(await mine('pending')).toEqual([]);
    const [failed] = await mine('failed');
    expect(failed).toMatchObject({ status: 'failed', attempts: 5 });

    // Central admins see it in Failed Mails, newest first, searchable; nobody else may.
    const list = await call(getFailedMails, { page: 0, size: 20, searchParam: requester.email }, admin.token);
    expect(list.status).toBe(200);
    const row = list.body.failedMails.find((mail: { id: string }) => mail.id === failed.id);
    expect(row).toEqual({
      id: failed.id,
      createdAt: failed.createdAt,
      to: [requester.email],
      subject: failed.subject,
      attempts: 5,
      lastError: expect.stringMatching(/SMTP 127\.0\.0\.1/),
    });
    expect(list.body.totalItems).toBeGreaterThanOrEqual(1);
    expect(row).not.toHaveProperty('html');
    const nothing = await call(getFailedMails, { searchParam: 'no-such-recipient-xyz' }, admin.token);
    expect(nothing.body).toEqual({ failedMails: [], currentPage: 0, totalItems: 0 });
    expect((await call(getFailedMails, {}, agent.token)).status).toBe(403);
    expect((await call(retryMail, { id: failed.id }, agent.token)).status).toBe(403);

    // The server is fixed; Retry puts the mail back with its attempts reset and the next run sends it.
    await call(saveUpdateTenantSettings, smtpForm(smtp.port), admin.token);
    const retried = await call(retryMail, { id: failed.id }, admin.token);
    expect(retried.body).toEqual({ success: true, message: RETRY_MAIL_MESSAGE });
    expect((await mine('pending')).map((mail) => mail.attempts)).toEqual([0]);
    const again = await call(retryMail, { id: failed.id }, admin.token);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(FAILED_MAIL_NOT_FOUND);

    await runMailJob();
    expect(smtp.received.filter((mail) => mail.raw.includes(raisedMailSubject(id)))).toHaveLength(1);
    expect(await mine('pending')).toEqual([]);
    expect(await mine('failed')).toEqual([]);
    const after = await call(getFailedMails, { searchParam: requester.email }, admin.token);
    expect(after.body.failedMails.some((mail: { id: string }) => mail.id === failed.id)).toBe(false);
  });

  it('counts a refused sign-in as a failed attempt, never a sent mail', async () => {
    await call(saveUpdateTenantSettings, { ...smtpForm(smtp.port), smtp_password: 'wrong password' }, admin.token);
    const id = await raiseTicket();
    const outcome = await runMailJob();
    expect(outcome.failed).toBeGreaterThanOrEqual(1);
    const { mailsWithStatus } = await import('../../functions/db/outbox');
    const [waiting] = (await mailsWithStatus('pending')).filter((mail) =>
      mail.subject.startsWith(raisedMailSubject(id)),
    );
    expect(waiting).toMatchObject({ attempts: 1 });
    expect(waiting.lastError).toMatch(/Invalid username or password|auth/i);
    expect(smtp.received.some((mail) => mail.raw.includes(raisedMailSubject(id)))).toBe(false);
  });
});
