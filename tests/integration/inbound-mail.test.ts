import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  acceptHeldMail,
  discardHeldMail,
  getMailLog,
  getMailReview,
  MAIL_REVIEW_NOT_FOUND,
} from '../../shared/contract/mailOutbox';
import { getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import {
  findByTenantName,
  saveUpdateTenantSettings,
  TENANT_SETTINGS_MESSAGES,
} from '../../shared/contract/tenantSettings';
import { getTicketByTicketId } from '../../shared/contract/tickets';
import { attachmentContentMessage } from '../../shared/domain/attachments';
import { MAIL_REASONS, reasonForSender } from '../../shared/domain/inboundMail';
import { apiUrl, call, createRequester, demo, loadStackEnv, signIn } from './api';
import { stackEnv } from './stack-env';

/**
 * Issue 19: mail in through the local SMTP listener (what `npm start` runs on PORT+13), processed
 * by the inboundMail function bundle, seen through the API as a person would see it.
 */

interface StoredMail {
  subject: string;
  body: { text: string; html: string };
  destination: { to: string[] };
  replyTo: string[];
  headers?: { name: string; value: string }[];
}

let admin: { token: string };
let agent: { token: string };
let requester: Awaited<ReturnType<typeof createRequester>>;

const support = () => stackEnv().SUPPORT_ADDRESS;
let sequence = 0;
function messageId() {
  sequence += 1;
  return `<test-${Date.now()}-${sequence}@example.org>`;
}

async function send(message: {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer | string; contentType: string }[];
}) {
  const transport = createTransport({ host: '127.0.0.1', port: inject('smtpPort'), secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ messageId: messageId(), ...message });
  } finally {
    transport.close();
  }
}

async function sesStore(): Promise<StoredMail[]> {
  return ((await (await fetch(`${stackEnv().SES_ENDPOINT}/store`)).json()) as { emails: StoredMail[] }).emails;
}

async function sentMails(filter: (mail: StoredMail) => boolean): Promise<StoredMail[]> {
  await fetch(`${apiUrl()}/__local/jobs/mailOutbox`, { method: 'POST' });
  return (await sesStore()).filter(filter);
}

async function thread(ticketId: string, token = agent.token) {
  return (await call(getRepliesByTicketId, { ticketId }, token)).body as unknown as {
    message: string;
    repliedby: string;
    s3FilesUrl: { fileName: string }[];
  }[];
}

async function logRows() {
  return (await call(getMailLog, { page: 0, size: 100 }, admin.token)).body.mailLog as {
    messageId: string;
    from: string;
    outcome: string;
    reason: string | null;
    ticketId: string | null;
  }[];
}

/** Opens a ticket by mail as the requester; answers its number and the "Ticket raised" mail's Reply-To. */
async function ticketByMail(subject: string, sender: { email: string } = requester) {
  const id = messageId();
  await send({
    from: sender.email,
    to: support(),
    subject,
    text: 'The projector in room 4 is dead.',
    messageId: id,
  });
  const row = (await logRows()).find((entry) => entry.messageId === id);
  expect(row).toMatchObject({ outcome: 'created' });
  const ticketId = row!.ticketId!;
  const raised = await sentMails((mail) => mail.subject.startsWith(`[Ticket #${ticketId}]`));
  expect(raised.length).toBeGreaterThan(0);
  return { ticketId, replyTo: raised[0]!.replyTo[0]!, headers: raised[0]!.headers ?? [] };
}

beforeAll(async () => {
  loadStackEnv();
  [admin, agent] = await Promise.all([signIn(demo.admin), signIn(demo.agent)]);
  requester = await createRequester('9190');
});

describe('tickets by mail', () => {
  it('a new mail from a known user opens a ticket with source Email in the mail help topic, and the usual mail', async () => {
    const { ticketId, replyTo, headers } = await ticketByMail('Projector broken');
    const ticket = (await call(getTicketByTicketId, { id: ticketId }, requester.token)).body;
    expect(ticket).toMatchObject({
      ticketsource: { sourceName: 'Email' },
      helptopic: { id: '1' },
      department: { id: '1' },
      subject: 'Projector broken',
    });
    expect(replyTo).toMatch(new RegExp(`^help\\+t${ticketId}\\.[0-9a-f]{20}@demo\\.local$`));
    expect(headers.map((header) => header.name)).toEqual(expect.arrayContaining(['In-Reply-To', 'References']));
    expect((await thread(ticketId))[0]!.message).toContain('projector in room 4');
  }, 120_000 /* the first mail loads the inboundMail and mail job functions */);

  it("answers the mail help topic's own form, SLA plan and the sender's employee id, as a portal ticket on it", async () => {
    const { ticketId } = await ticketByMail('Projector flickers');
    const ticket = (await call(getTicketByTicketId, { id: ticketId }, requester.token)).body;
    // The demo's mail topic (Laptop / Desktop Issue) defaults to 2 Day; the shortest plan offered is 1 Day.
    expect(ticket.slaPlan).toBe('2 Day');
    expect(ticket.employeeNo).toBe(requester.employeeId);
    // Every answer is one of the topic's fields, so Ticket Details shows the topic's labels.
    const fields = ticket.helptopic.dynamicFormDetails.fields as { name: string }[];
    const fieldNames = fields.map((field) => field.name);
    const answers = (ticket.dynamicFormFields as string[]).map((field) => field.slice(0, field.indexOf(',')));
    expect(answers.filter((name) => !fieldNames.includes(name))).toEqual([]);
    expect(ticket.dynamicFormFields).toEqual([
      'issue_summary,Projector flickers',
      'description,The projector in room 4 is dead.',
    ]);
    expect(ticket.subject).toBe('Projector flickers');
  });

  it('a reply to the signed address lands in the thread as its sender, with its attachment and the original', async () => {
    const { ticketId, replyTo } = await ticketByMail('Printer jam');
    await send({
      from: requester.email,
      to: replyTo,
      subject: `Re: [Ticket #${ticketId}] Printer jam`,
      text: 'Here is the error it shows.\n\nOn Tue, 24 Nov 2026 at 10:00, Helpdesk <helpdesk@demo.local> wrote:\n> Ticket raised',
      attachments: [{ filename: 'error.txt', content: 'E42 paper jam', contentType: 'text/plain' }],
    });
    const entries = await thread(ticketId);
    const last = entries.at(-1)!;
    expect(last.repliedby).toBe(requester.fullName);
    expect(last.message).toContain('Here is the error it shows.');
    expect(last.message).not.toContain('wrote:');
    expect(last.s3FilesUrl.map((file) => file.fileName).sort()).toEqual(['error.txt', 'original.eml']);
  });

  it('refuses a forged or altered signature', async () => {
    const { ticketId, replyTo } = await ticketByMail('Laptop slow');
    const before = (await thread(ticketId)).length;
    const altered = replyTo.replace(/\.([0-9a-f])/, (_match, digit: string) => `.${digit === '0' ? '1' : '0'}`);
    const otherTicket = replyTo.replace(`+t${ticketId}.`, `+t${Number(ticketId) + 1000}.`);
    for (const to of [altered, otherTicket]) {
      const id = messageId();
      await send({ from: requester.email, to, subject: 'Re: Laptop slow', text: 'Any news?', messageId: id });
      expect((await logRows()).find((row) => row.messageId === id)).toMatchObject({ outcome: 'refused' });
    }
    expect((await thread(ticketId)).length).toBe(before);
  });

  it("an agent's #status Resolved changes the status; the requester's reply to a Closed ticket re-opens it", async () => {
    const { ticketId, replyTo } = await ticketByMail('Wi-Fi down');
    await send({
      from: demo.agent,
      to: replyTo,
      subject: 'Re: Wi-Fi down',
      text: '#status Resolved\nRestarted the access point.',
    });
    let ticket = (await call(getTicketByTicketId, { id: ticketId }, agent.token)).body;
    expect(ticket.ticketStatus).toBe('Resolved');
    expect((await thread(ticketId)).some((entry) => entry.message.includes('Restarted the access point.'))).toBe(true);

    await send({ from: demo.agent, to: replyTo, subject: 'Re: Wi-Fi down', text: '#status Closed' });
    await send({ from: requester.email, to: replyTo, subject: 'Re: Wi-Fi down', text: 'It is down again.' });
    ticket = (await call(getTicketByTicketId, { id: ticketId }, agent.token)).body;
    expect(ticket.ticketStatus).toBe('Re-Open');
  });

  it('an unknown sender gets one polite reply and no ticket', async () => {
    const stranger = `stranger${Date.now()}@elsewhere.example`;
    const ids = [messageId(), messageId()];
    for (const id of ids)
      await send({ from: stranger, to: support(), subject: 'Hello', text: 'Can you help?', messageId: id });
    const rows = (await logRows()).filter((row) => ids.includes(row.messageId));
    expect(rows.map((row) => row.outcome)).toEqual(['refused', 'refused']);
    expect(rows.every((row) => row.ticketId === null)).toBe(true);
    const answers = await sentMails((mail) => mail.destination.to.includes(stranger));
    expect(answers).toHaveLength(1);
    // They have no account: never told to sign in, but whom to ask.
    expect(answers[0]!.body.text).toContain('your address is not known to the help desk');
    expect(answers[0]!.body.text).toContain("Please ask your school's office for help");
    expect(answers[0]!.body.text).not.toMatch(/sign in/i);
  });

  it('ignores an auto-reply and a bounce, and answers neither', async () => {
    const autoReply = messageId();
    const bounce = messageId();
    await send({
      from: requester.email,
      to: support(),
      subject: 'Out of office',
      text: 'I am away.',
      messageId: autoReply,
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    await send({
      from: 'MAILER-DAEMON@elsewhere.example',
      to: support(),
      subject: 'Undelivered',
      text: 'Failed.',
      messageId: bounce,
    });
    const rows = (await logRows()).filter((row) => [autoReply, bounce].includes(row.messageId));
    expect(rows.map((row) => row.outcome)).toEqual(['ignored', 'ignored']);
    expect(await sentMails((mail) => mail.destination.to.includes('mailer-daemon@elsewhere.example'))).toHaveLength(0);
  });

  it('the same message delivered twice makes one entry', async () => {
    const { ticketId, replyTo } = await ticketByMail('Phone line');
    const before = (await thread(ticketId)).length;
    const id = messageId();
    for (let delivery = 0; delivery < 2; delivery += 1)
      await send({
        from: requester.email,
        to: replyTo,
        subject: 'Re: Phone line',
        text: 'Still crackling.',
        messageId: id,
      });
    expect((await thread(ticketId)).length).toBe(before + 1);
    expect((await logRows()).filter((row) => row.messageId === id)).toHaveLength(1);
  });
});

describe('a delivery that fails', () => {
  it('releases its claim, so the retry processes the message; a finished one stays claimed', async () => {
    loadStackEnv();
    const { claimMessage, releaseMessage } = await import('../../functions/db/inboundMail');
    const id = `<failed-${Date.now()}@example.org>`;
    expect(await claimMessage(id)).toBe(true);
    // A second delivery while the first is in progress is a repeat.
    expect(await claimMessage(id)).toBe(false);
    await releaseMessage(id);
    expect(await claimMessage(id)).toBe(true);

    // A message already processed is never released (and so never processed twice).
    const done = messageId();
    await send({ from: requester.email, to: support(), subject: 'Fan noise', text: 'It rattles.', messageId: done });
    expect((await logRows()).find((entry) => entry.messageId === done)).toMatchObject({ outcome: 'created' });
    await releaseMessage(done);
    expect(await claimMessage(done)).toBe(false);
  });
});

describe('replies from recipients an agent added', () => {
  it('a recipient without an account replies by mail and lands in the thread as themself', async () => {
    const { ticketId } = await ticketByMail('Canteen menu');
    const outsider = `caterer${Date.now()}@demo.local`;
    await call(saveReply, { ticketId, message: 'Adding the caterer.', recepients: outsider }, agent.token);
    const told = await sentMails((mail) => mail.destination.to.includes(outsider));
    expect(told.length).toBeGreaterThan(0);
    const replyTo = told[0]!.replyTo[0]!;

    await send({
      from: `Cara Caterer <${outsider}>`,
      to: replyTo,
      subject: 'Re: Canteen menu',
      text: 'The new menu starts Monday.\n\nOn Tue, 24 Nov 2026, Helpdesk wrote:\n> Adding the caterer.',
      attachments: [{ filename: 'menu.txt', content: 'Monday: rice', contentType: 'text/plain' }],
    });
    const last = (await thread(ticketId)).at(-1)!;
    expect(last.repliedby).toBe(`Cara Caterer (${outsider})`);
    expect(last.message).toContain('The new menu starts Monday.');
    expect(last.message).not.toContain('Adding the caterer.');
    expect(last.s3FilesUrl.map((file) => file.fileName).sort()).toEqual(['menu.txt', 'original.eml']);
    // The requester hears of it as of any reply.
    expect(
      await sentMails((mail) => mail.destination.to.includes(requester.email) && mail.subject.includes(ticketId)),
    ).not.toHaveLength(0);
  });

  it('someone the agent did not add is still refused, and not answered (no backscatter)', async () => {
    const { ticketId, replyTo } = await ticketByMail('Canteen hours');
    const before = (await thread(ticketId)).length;
    const id = messageId();
    const nosy = `nosy${Date.now()}@demo.local`;
    await send({ from: nosy, to: replyTo, subject: 'Re', text: 'Me too', messageId: id });
    expect((await logRows()).find((row) => row.messageId === id)).toMatchObject({ outcome: 'refused' });
    expect((await thread(ticketId)).length).toBe(before);
    expect(await sentMails((mail) => mail.destination.to.includes(nosy))).toHaveLength(0);
  });
});

describe('a known sender whose mail is not taken as sent', () => {
  it("a requester's #status line is dropped, her text kept as a reply, and she is told why", async () => {
    const sender = await createRequester('9192');
    const { ticketId, replyTo } = await ticketByMail('Projector fixed', sender);
    const id = messageId();
    await send({
      from: sender.email,
      to: replyTo,
      subject: `Re: [Ticket #${ticketId}] Projector fixed`,
      text: '#status Closed\nIt works again, thank you.',
      messageId: id,
    });
    expect((await logRows()).find((row) => row.messageId === id)).toMatchObject({
      outcome: 'threaded',
      reason: MAIL_REASONS.commandDropped,
      ticketId,
    });
    const last = (await thread(ticketId)).at(-1)!;
    expect(last.repliedby).toBe(sender.fullName);
    expect(last.message).toContain('It works again, thank you.');
    expect(last.message).not.toContain('#status');
    expect((await call(getTicketByTicketId, { id: ticketId }, agent.token)).body.ticketStatus).not.toBe('Closed');
    const told = await sentMails((mail) => mail.destination.to.includes(sender.email) && !mail.subject.includes('['));
    expect(told.map((mail) => mail.subject)).toEqual([
      `Your reply was added to ticket #${ticketId}, without its #status line`,
    ]);

    // A #status line alone (nothing to keep) is refused; within the notice's quiet time she is not told twice.
    const alone = messageId();
    await send({ from: sender.email, to: replyTo, subject: 'Re', text: '#status Closed', messageId: alone });
    expect((await logRows()).find((row) => row.messageId === alone)).toMatchObject({
      outcome: 'refused',
      reason: MAIL_REASONS.notAllowed,
    });
    expect(
      await sentMails((mail) => mail.destination.to.includes(sender.email) && !mail.subject.includes('[')),
    ).toHaveLength(1);
  });

  it('a refused reply (a fake .png) gets one short mail saying it was not added and why, in the Mail Log’s words', async () => {
    const sender = await createRequester('9193');
    const { ticketId, replyTo } = await ticketByMail('Screen cracked', sender);
    const before = (await thread(ticketId)).length;
    const id = messageId();
    await send({
      from: sender.email,
      to: replyTo,
      subject: 'Re: Screen cracked',
      text: 'Photo attached.',
      messageId: id,
      attachments: [{ filename: 'photo.png', content: 'not really a picture', contentType: 'image/png' }],
    });
    const row = (await logRows()).find((entry) => entry.messageId === id)!;
    expect(row).toMatchObject({ outcome: 'refused', reason: attachmentContentMessage('photo.png'), ticketId });
    expect((await thread(ticketId)).length).toBe(before);
    const told = await sentMails((mail) => mail.destination.to.includes(sender.email) && !mail.subject.includes('['));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`Your mail was not added to ticket #${ticketId}`);
    expect(told[0]!.body.text).toContain('"Re: Screen cracked" was not added to ticket');
    expect(told[0]!.body.text).toContain(`Why: ${reasonForSender(row.reason!)}.`);
  });

  it('an auto-reply that would be refused is ignored and never answered (no loop)', async () => {
    const sender = await createRequester('9194');
    const { replyTo } = await ticketByMail('Keyboard sticky', sender);
    const id = messageId();
    await send({
      from: sender.email,
      to: replyTo,
      subject: 'Automatic reply: Keyboard sticky',
      text: '#status Closed',
      messageId: id,
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect((await logRows()).find((row) => row.messageId === id)).toMatchObject({ outcome: 'ignored' });
    expect(
      await sentMails((mail) => mail.destination.to.includes(sender.email) && !mail.subject.includes('[')),
    ).toHaveLength(0);
  });
});

describe('Help Topic for mail', () => {
  it('takes only an active help topic: an unknown id is refused and nothing is written', async () => {
    const refusedSave = await call(saveUpdateTenantSettings, { mailHelpTopicId: '999999' }, admin.token);
    expect(refusedSave.status).toBe(400);
    expect(refusedSave.body.message).toBe(TENANT_SETTINGS_MESSAGES.unknownMailHelpTopic);
    const stored = (await call(findByTenantName, {}, admin.token)).body.data;
    expect(stored.mailHelpTopicId).toBe('1');
    expect((await call(saveUpdateTenantSettings, { mailHelpTopicId: '1' }, admin.token)).status).toBe(200);
  });
});

interface HeldRow {
  id: string;
  from: string;
  fromName: string;
  subject: string;
  text: string;
  attachments: string[];
}

describe('Mail Review', () => {
  const heldFor = async (from: string) =>
    ((await call(getMailReview, { page: 0, size: 100 }, admin.token)).body.mailReview as HeldRow[]).filter(
      (row) => row.from === from,
    );

  beforeAll(async () => {
    expect((await call(saveUpdateTenantSettings, { is_mail_review_enabled: true }, admin.token)).status).toBe(200);
  });
  afterAll(async () => {
    await call(saveUpdateTenantSettings, { is_mail_review_enabled: false }, admin.token);
  });

  it('holds an unknown sender’s mail, unanswered; Accept opens the ticket and the sender’s account', async () => {
    const stranger = `parent${Date.now()}@elsewhere.example`;
    const id = messageId();
    await send({
      from: `Pat Parent <${stranger}>`,
      to: support(),
      subject: 'Bus timing',
      text: 'When does the school bus leave?',
      messageId: id,
      attachments: [{ filename: 'route.txt', content: 'Route 7', contentType: 'text/plain' }],
    });
    expect((await logRows()).find((row) => row.messageId === id)).toMatchObject({ outcome: 'held', ticketId: null });
    expect(await sentMails((mail) => mail.destination.to.includes(stranger))).toHaveLength(0);
    const [held] = await heldFor(stranger);
    expect(held).toMatchObject({
      fromName: 'Pat Parent',
      subject: 'Bus timing',
      text: 'When does the school bus leave?',
      attachments: ['route.txt', 'original.eml'],
    });

    // Central admins only, checked by the server.
    expect((await call(acceptHeldMail, { id: held!.id }, agent.token)).status).toBe(403);
    expect((await call(getMailReview, { page: 0, size: 20 }, agent.token)).status).toBe(403);

    const accepted = await call(acceptHeldMail, { id: held!.id }, admin.token);
    expect(accepted.status).toBe(200);
    const ticketId = accepted.body.ticketId as string;
    const ticket = (await call(getTicketByTicketId, { id: ticketId }, admin.token)).body;
    expect(ticket).toMatchObject({
      ticketsource: { sourceName: 'Email' },
      helptopic: { id: '1' },
      subject: 'Bus timing',
      email: stranger,
      fullName: 'Pat Parent',
      slaPlan: '2 Day',
    });
    // The new account has no employee id: the ticket shows none (never the internal user id).
    expect(ticket.employeeNo ?? '').toBe('');
    expect(ticket.dynamicFormFields).toEqual([
      'issue_summary,Bus timing',
      'description,When does the school bus leave?',
    ]);
    expect((await thread(ticketId, admin.token))[0]!.s3FilesUrl.map((file) => file.fileName).sort()).toEqual([
      'original.eml',
      'route.txt',
    ]);
    expect((await logRows()).find((row) => row.messageId === id)).toMatchObject({ outcome: 'created', ticketId });
    expect(await heldFor(stranger)).toHaveLength(0);
    // The new account is invited, and the sender hears of the ticket.
    const mails = await sentMails((mail) => mail.destination.to.includes(stranger));
    expect(mails.some((mail) => mail.subject.startsWith(`[Ticket #${ticketId}]`))).toBe(true);
    expect(mails.length).toBeGreaterThanOrEqual(2);

    const again = await call(acceptHeldMail, { id: held!.id }, admin.token);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(MAIL_REVIEW_NOT_FOUND);
  });

  it('Discard drops a held mail without an answer', async () => {
    const stranger = `spam${Date.now()}@elsewhere.example`;
    const id = messageId();
    await send({ from: stranger, to: support(), subject: 'Cheap pens', text: 'Buy now', messageId: id });
    const [held] = await heldFor(stranger);
    expect((await call(discardHeldMail, { id: held!.id }, agent.token)).status).toBe(403);
    expect((await call(discardHeldMail, { id: held!.id }, admin.token)).status).toBe(200);
    expect(await heldFor(stranger)).toHaveLength(0);
    expect((await logRows()).find((row) => row.messageId === id)).toMatchObject({ outcome: 'refused' });
    expect(await sentMails((mail) => mail.destination.to.includes(stranger))).toHaveLength(0);
  });
});
