import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUpdateTenantSettings } from '../../shared/contract/tenantSettings';
import { bulkUpdateStatus, getTicketByTicketId, saveTicket } from '../../shared/contract/tickets';
import { formatDisplayDate } from '../../shared/domain/dates';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, loadStackEnv, signIn, ticketMails } from './api';

/**
 * Issue 21 items 6, 22 and 28: the Ticket Notice decides the requester's "raised" mail; mails write
 * dates as screens do, in the tenant's time zone, and the closed-ticket link says what it opens.
 */

const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

let requester: Awaited<ReturnType<typeof createRequester>>;
let central: { token: string; userId: string };
let admin: { token: string; userId: string };

beforeAll(async () => {
  loadStackEnv();
  requester = await createRequester('2101');
  central = await signIn(demo.central);
  admin = await signIn(demo.admin);
});

afterAll(async () => {
  await call(saveUpdateTenantSettings, { timeZone: 'Asia/Kolkata' }, admin.token);
});

describe('Ticket Notice', () => {
  it('unticked, the requester gets no "raised" mail; the assignee still hears of the ticket', async () => {
    const saved = await call(
      saveTicket,
      requesterTicket(requester, { ticketNotice: false, ticketSourceId: '1', ticketStatus: 'Open', assigneeId: '2' }),
      central.token,
    );
    expect(saved.status).toBe(200);
    const mails = await ticketMails(String(saved.body.id));
    expect(mails.filter((mail) => mail.destination.to.includes(requester.email))).toEqual([]);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Ticket assigned to you')]);
    expect(mails[0].destination.to).toEqual(['agent@demo.local']);
  });

  it('ticked, the requester gets the "raised" mail', async () => {
    const saved = await call(saveTicket, requesterTicket(requester, { ticketNotice: true }), requester.token);
    const mails = await ticketMails(String(saved.body.id));
    expect(mails.filter((mail) => mail.subject.includes('Ticket raised')).map((mail) => mail.destination.to)).toEqual([
      [requester.email],
    ]);
  });
});

describe('mail texts', () => {
  it('names a requester without a branch by name alone in the Department Queue mail (never "Name ()")', async () => {
    const noBranch = await createRequester('2102', { branch: '' });
    const saved = await call(saveTicket, requesterTicket(noBranch), noBranch.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const queueMail = (await ticketMails(String(saved.body.id))).find((mail) =>
      mail.subject.includes('New ticket in your Department Queue'),
    );
    expect(queueMail?.body.text).toContain(`Raised by ${noBranch.fullName} in `);
    expect(queueMail?.body.text).not.toContain('()');
  });

  it("writes dates in the tenant's zone as on screen, and the feedback link says what it opens", async () => {
    expect((await call(saveUpdateTenantSettings, { timeZone: 'America/New_York' }, admin.token)).status).toBe(200);
    const saved = await call(saveTicket, requesterTicket(requester), requester.token);
    const id = String(saved.body.id);
    await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Closed' }, requester.token);
    const ticket = (await call(getTicketByTicketId, { id }, requester.token)).body as unknown as {
      initialCreatedDate: string;
      closedDate: string;
    };
    const mails = await ticketMails(id);
    const raised = mails.find((mail) => mail.subject.includes('Ticket raised'));
    const closed = mails.find((mail) => mail.subject.includes('Ticket closed'));
    expect(raised?.body.text).toContain(
      `Raised on ${formatDisplayDate(ticket.initialCreatedDate, 'America/New_York')}.`,
    );
    expect(closed?.body.text).toContain(`Closed on ${formatDisplayDate(ticket.closedDate, 'America/New_York')}.`);
    expect(closed?.body.text).toMatch(/Tell us how we did: http\S+\/feedbackForm\?feedbackId=/);
    expect(closed?.body.html).toMatch(/<a href="[^"]+\/feedbackForm\?feedbackId=[^"]+">Tell us how we did<\/a>/);
    for (const mail of mails) {
      expect(mail.body.text).not.toMatch(ISO_INSTANT);
      expect(mail.body.html).not.toMatch(ISO_INSTANT);
    }
  });
});
