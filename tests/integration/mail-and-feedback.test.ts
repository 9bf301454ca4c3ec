import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFeedbackRecord, submitFeedbackForm } from '../../shared/contract/feedback';
import { getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import { bulkUpdateStatus, getTicketByTicketId, saveTicket } from '../../shared/contract/tickets';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, demoSessions, sesInbox } from './api';

const mailsOf = async (ticketId: string) =>
  (await sesInbox()).filter((mail) => mail.subject.startsWith(`[Ticket #${ticketId}]`));

let requester: Awaited<ReturnType<typeof createRequester>>;

const signedInAs = demoSessions('agent');

beforeAll(async () => {
  requester = await createRequester('500');
});

describe('mail', () => {
  it('tells the requester about a new ticket, replies and changes; internal notes stay with agents', async () => {
    const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
    const id = String(saved.body.id);
    await call(
      bulkUpdateStatus,
      { id: [id], ticketStatus: 'Work in progress', assigneeId: '2' },
      signedInAs.agent.token,
    );
    await call(saveReply, { ticketId: id, message: 'On it', recepients: 'watcher@demo.local' }, signedInAs.agent.token);
    await call(saveReply, { ticketId: id, message: 'Note to self', isInternalNotes: true }, signedInAs.agent.token);
    const mails = await mailsOf(id);
    const to = (fragment: string) =>
      mails.filter((mail) => mail.subject.includes(fragment)).map((mail) => mail.destination.to.sort().join(' '));
    expect(to('Ticket raised')).toEqual([requester.email]);
    expect(to('Ticket updated')).toEqual([requester.email]);
    // The added recipient (no account) gets the reply apart, without the portal link (shared/contract/replies.ts).
    expect(to('New reply by Arjun Agent').sort()).toEqual([requester.email, 'watcher@demo.local'].sort());
    expect(
      mails.some((mail) => mail.subject.includes('Internal note') && mail.destination.to.includes(requester.email)),
    ).toBe(false);
    const toWatcher = (mail: (typeof mails)[number]) => mail.destination.to.includes('watcher@demo.local');
    expect(
      mails.filter((mail) => !toWatcher(mail)).every((mail) => mail.body.text.includes(`/viewTicket/id:${id}`)),
    ).toBe(true);
    expect(mails.filter(toWatcher).some((mail) => mail.body.text.includes('/viewTicket/'))).toBe(false);
  });

  it('retries a mail SES refuses, and keeps it as failed for admins after the last try', async () => {
    const { queueMail, mailsWithStatus } = await import('../../functions/db/outbox');
    const { drainOutbox } = await import('../../functions/core/mail');
    const base = {
      to: ['not an address'],
      subject: 'S',
      text: 'T',
      html: 'H',
      status: 'pending' as const,
      lastError: null,
    };
    await queueMail({ ...base, id: 'retry-first', createdAt: new Date().toISOString(), attempts: 0 });
    await queueMail({ ...base, id: 'retry-last', createdAt: new Date().toISOString(), attempts: 4 });
    const outcome = await drainOutbox();
    expect(outcome.failed).toBeGreaterThanOrEqual(2);
    const pending = (await mailsWithStatus('pending')).find((mail) => mail.id === 'retry-first');
    expect(pending).toMatchObject({ attempts: 1 });
    expect(pending?.lastError).toBeTruthy();
    const failed = (await mailsWithStatus('failed')).find((mail) => mail.id === 'retry-last');
    expect(failed).toMatchObject({ attempts: 5, status: 'failed' });
  });
});

describe('a mail awaiting its ticket (written just before the ticket transaction)', () => {
  const awaitingMail = (awaitsTicket: string, createdAt = new Date()) => ({
    id: randomUUID(),
    createdAt: createdAt.toISOString(),
    to: [requester.email],
    subject: `Awaits ticket ${randomUUID()}`,
    text: 'T',
    html: 'H',
    status: 'pending' as const,
    attempts: 0,
    lastError: null,
    awaitsTicket,
  });
  const outbox = () => import('../../functions/db/outbox');
  const pendingWith = async (id: string) =>
    (await (await outbox()).mailsWithStatus('pending')).find((m) => m.id === id);
  const anywhere = async (id: string) => {
    const { mailsWithStatus } = await outbox();
    const lists = await Promise.all([mailsWithStatus('pending'), mailsWithStatus('failed')]);
    return lists.flat().filter((mail) => mail.id === id);
  };

  it('is sent once its ticket exists', async () => {
    const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
    expect(saved.status).toBe(200);
    const mail = awaitingMail(String(saved.body.id));
    await (await outbox()).queueMail(mail);
    const sent = (await sesInbox()).filter((entry) => entry.subject === mail.subject);
    expect(sent.map((entry) => entry.destination.to)).toEqual([[requester.email]]);
    expect(await anywhere(mail.id)).toEqual([]);
  });

  it('waits, pending and uncounted, while its ticket is missing and the mail is fresh', async () => {
    const mail = awaitingMail(`missing-${randomUUID()}`);
    await (await outbox()).queueMail(mail);
    const mails = await sesInbox();
    expect(mails.some((entry) => entry.subject === mail.subject)).toBe(false);
    expect(await pendingWith(mail.id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    await (await outbox()).deletePendingMail(mail);
  });

  it('is removed unsent once 5 minutes old with its ticket still missing', async () => {
    const mail = awaitingMail(`missing-${randomUUID()}`, new Date(Date.now() - 6 * 60 * 1000));
    await (await outbox()).queueMail(mail);
    expect(await pendingWith(mail.id)).toBeDefined();
    const mails = await sesInbox();
    expect(mails.some((entry) => entry.subject === mail.subject)).toBe(false);
    expect(await anywhere(mail.id)).toEqual([]);
    // Gone for good: a later run has nothing of it to send.
    expect((await sesInbox()).some((entry) => entry.subject === mail.subject)).toBe(false);
  });
});

describe('feedback', () => {
  async function closedTicketLink() {
    const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
    const id = String(saved.body.id);
    await call(bulkUpdateStatus, { id: [id], assigneeId: '2' }, signedInAs.agent.token);
    await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Closed' }, requester.token);
    const mail = (await mailsOf(id)).find(
      (entry) => entry.subject.includes('Ticket closed') && entry.destination.to.includes(requester.email),
    );
    const link = /feedbackForm\?feedbackId=([\w-]+)/.exec(mail?.body.text ?? '')?.[1];
    if (!link) throw new Error('no feedback link mailed');
    return { id, link };
  }

  it('is answered once, publicly; Yes is stored on the ticket', async () => {
    const { id, link } = await closedTicketLink();
    expect((await call(getFeedbackRecord, { formUUId: link })).body).toMatchObject({ isFeedbackSubmitted: false });
    const answer = await call(submitFeedbackForm, { feedbacklinkId: link, ticketSatisfaction: 'Yes' });
    expect(answer.body.success).toBe(true);
    expect((await call(getFeedbackRecord, { formUUId: link })).body).toMatchObject({ isFeedbackSubmitted: true });
    const again = await call(submitFeedbackForm, { feedbacklinkId: link, ticketSatisfaction: 'No' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Your Feedback is already submitted');
    const ticket = (await call(getTicketByTicketId, { id }, requester.token)).body;
    expect(ticket).toMatchObject({ ticketStatus: 'Closed', ticketSatisfaction: 'Yes' });
    expect((await call(getFeedbackRecord, { formUUId: 'not-a-real-link-at-all' })).status).toBe(404);
  });

  it('No re-opens the ticket with the reason and tells the assignee', async () => {
    const { id, link } = await closedTicketLink();
    await call(submitFeedbackForm, { feedbacklinkId: link, ticketSatisfaction: 'No', reopenReason: 'Still broken' });
    const ticket = (await call(getTicketByTicketId, { id }, requester.token)).body;
    expect(ticket).toMatchObject({ ticketStatus: 'Re-Open', ticketSatisfaction: 'No' });
    const thread = (await call(getRepliesByTicketId, { ticketId: id }, requester.token)).body as unknown as {
      message: string;
    }[];
    expect(thread.map((entry) => entry.message)).toContain('Re-opened from feedback. Reason: Still broken');
    const mails = await mailsOf(id);
    expect(
      mails.some(
        (mail) => mail.subject.includes('Re-opened by the requester') && mail.destination.to.includes(demo.agent),
      ),
    ).toBe(true);
  });

  it('names the ticket and the tenant, and refuses No without a reason (issue 21 item 23)', async () => {
    const { id, link } = await closedTicketLink();
    const state = await call(getFeedbackRecord, { formUUId: link });
    expect(state.body).toEqual({
      isFeedbackSubmitted: false,
      ticketId: id,
      subject: expect.stringContaining('Laptop'),
      tenantName: expect.any(String),
    });
    expect(state.body.tenantName).not.toBe('');
    for (const reopenReason of [undefined, null, '   ']) {
      const refused = await call(submitFeedbackForm, { feedbacklinkId: link, ticketSatisfaction: 'No', reopenReason });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Please enter the reason');
    }
    // Nothing was written: the ticket stays closed and the link still answers.
    const ticket = (await call(getTicketByTicketId, { id }, requester.token)).body;
    expect(ticket).toMatchObject({ ticketStatus: 'Closed', ticketSatisfaction: null });
    expect((await call(getFeedbackRecord, { formUUId: link })).body.isFeedbackSubmitted).toBe(false);
  });
});
