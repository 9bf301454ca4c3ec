import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS } from '../../shared/domain/mail';
import { apiUrl, loadStackEnv } from '../integration/api';
import { stackEnv } from '../integration/stack-env';

/**
 * Issue #15 item 1: the mail job claims each mail before sending it, so overlapping runs (the
 * schedule, the table stream, a duplicate delivery) never send a mail twice; a claim whose run
 * stopped mid-send expires and the mail goes out once; a mail whose every run stops mid-send ends
 * failed. Counted in the local SES emulator's store.
 */

const outbox = () => import('../../functions/db/outbox');

async function runJobOnStack(): Promise<void> {
  const response = await fetch(`${apiUrl()}/__local/jobs/mailOutbox`, { method: 'POST' });
  expect(response.status).toBe(200);
}

async function delivered(subjectPrefix: string): Promise<string[]> {
  const store = (await (await fetch(`${stackEnv().SES_ENDPOINT}/store`)).json()) as { emails: { subject: string }[] };
  return store.emails.map((mail) => mail.subject).filter((subject) => subject.startsWith(subjectPrefix));
}

const queued = (subject: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  createdAt: new Date().toISOString(),
  to: ['user@demo.local'],
  subject,
  text: 'T',
  html: '<p>T</p>',
  status: 'pending' as const,
  attempts: 0,
  lastError: null,
  ...extra,
});

beforeAll(() => {
  loadStackEnv();
});

describe('the mail outbox job', () => {
  it('delivers 20 queued mails exactly once over 3 concurrent runs', { timeout: 180_000 }, async () => {
    const tag = `Concurrent ${randomUUID()}`;
    const { queueMail, mailsWithStatus } = await outbox();
    const { drainOutbox } = await import('../../functions/core/mail');
    // Warm both processes first, so the three runs below really overlap.
    await Promise.all([runJobOnStack(), drainOutbox()]);
    for (let index = 0; index < 20; index += 1) await queueMail(queued(`${tag} #${index}`));
    // Two runs in the stack's process (as two invocations) and one here, in another process.
    await Promise.all([runJobOnStack(), runJobOnStack(), drainOutbox()]);

    const subjects = await delivered(tag);
    expect(subjects).toHaveLength(20);
    expect(new Set(subjects).size).toBe(20);
    expect((await mailsWithStatus('pending')).filter((mail) => mail.subject.startsWith(tag))).toEqual([]);
  });

  it('leaves a mail another run holds alone, and sends it once when that claim has expired', async () => {
    const { queueMail, mailsWithStatus } = await outbox();
    const { drainOutbox } = await import('../../functions/core/mail');
    const held = queued(`Held ${randomUUID()}`, {
      status: 'sending',
      attempts: 1,
      claimedBy: 'another-run',
      leaseUntil: Date.now() + MAIL_LEASE_MS,
    });
    const abandoned = queued(`Abandoned ${randomUUID()}`, {
      status: 'sending',
      attempts: 1,
      claimedBy: 'a-run-that-crashed',
      leaseUntil: Date.now() - 1,
    });
    await queueMail(held);
    await queueMail(abandoned);
    await drainOutbox();
    await drainOutbox();

    expect(await delivered(held.subject)).toEqual([]);
    expect((await mailsWithStatus('pending')).find((mail) => mail.id === held.id)).toMatchObject({
      status: 'sending',
      claimedBy: 'another-run',
    });
    expect(await delivered(abandoned.subject)).toEqual([abandoned.subject]);
    expect((await mailsWithStatus('pending')).some((mail) => mail.id === abandoned.id)).toBe(false);
    await (await outbox()).deletePendingMail(held);
  });

  it('ends a mail failed when every run that took it stopped mid-send', async () => {
    const { queueMail, mailsWithStatus } = await outbox();
    const { drainOutbox } = await import('../../functions/core/mail');
    const poison = queued(`Poison ${randomUUID()}`, {
      status: 'sending',
      attempts: MAX_MAIL_ATTEMPTS,
      claimedBy: 'the-last-crashed-run',
      leaseUntil: Date.now() - 1,
    });
    await queueMail(poison);
    await drainOutbox();

    expect(await delivered(poison.subject)).toEqual([]);
    expect((await mailsWithStatus('pending')).some((mail) => mail.id === poison.id)).toBe(false);
    const failed = (await mailsWithStatus('failed')).find((mail) => mail.id === poison.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(failed?.lastError).toMatch(/did not finish/);
    expect(failed).not.toHaveProperty('claimedBy');
  });

  it('never sends a line break or control character in a header (issue #15 item 14)', async () => {
    const { queueMail } = await outbox();
    const { drainOutbox } = await import('../../functions/core/mail');
    const tag = `Header ${randomUUID()}`;
    // As a stored ticket subject could carry it: a line break followed by a header of its own.
    await queueMail(queued(`${tag}\r\nBcc: intruder@evil.example\u0000`));
    await queueMail(queued(`${tag} bad address`, { to: ['user@demo.local\r\nBcc: intruder@evil.example'] }));
    await drainOutbox();

    const store = (await (await fetch(`${stackEnv().SES_ENDPOINT}/store`)).json()) as {
      emails: { subject: string; destination: { to: string[]; bcc?: string[] } }[];
    };
    const mails = store.emails.filter((mail) => mail.subject.startsWith(tag));
    expect(mails.map((mail) => mail.subject)).toEqual([`${tag} Bcc: intruder@evil.example`]);
    expect(mails[0].destination.to).toEqual(['user@demo.local']);
    expect(mails[0].destination.bcc ?? []).toEqual([]);
  });
});
