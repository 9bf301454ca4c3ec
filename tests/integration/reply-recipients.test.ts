import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDED_RECIPIENT_MAIL_NOTE,
  cannedResponse,
  getRecipientDomains,
  getRepliesByTicketId,
  saveReply,
  type ThreadEntry,
} from '../../shared/contract/replies';
import { attachmentMailLine, MAX_REPLY_RECIPIENTS, TOO_MANY_RECIPIENTS_MESSAGE } from '../../shared/domain/mail';
import { call, createRequester, demo, loadStackEnv, signIn, ticketAssignedToDemoAgent, ticketMails } from './api';
import { uploadThroughS3 } from './uploads';

/**
 * Recipients an agent types into a reply (browser walk, finding 1 and 2): any valid address from
 * the tenant's mail domains is mailed and named in the thread, account or not; anything else is a
 * 400 naming the address (and the allowed domains) with nothing written. Added recipients who
 * cannot open the ticket get no portal link, only how to answer by mail.
 */

const replyMailTo = async (ticketId: string, address: string) =>
  (await ticketMails(ticketId)).filter(
    (mail) => mail.subject.includes('New reply by') && mail.destination.to.includes(address),
  );

let agent: { token: string };
let requester: Awaited<ReturnType<typeof createRequester>>;
let outsider: Awaited<ReturnType<typeof createRequester>>;

beforeAll(async () => {
  loadStackEnv();
  agent = await signIn(demo.agent);
  requester = await createRequester('1571');
  // Has an account, but the ticket is neither theirs nor their department's work.
  outsider = await createRequester('1572');
});

describe('a recipient typed by the agent', () => {
  it('without an account is mailed without a portal link, told to reply by mail, and named in the thread', async () => {
    const ticketId = await ticketAssignedToDemoAgent(requester, agent.token);
    const vendor = `vendor${Date.now()}@demo.local`;
    const posted = await call(saveReply, { ticketId, message: 'Adding the vendor.', recepients: vendor }, agent.token);
    expect(posted.status).toBe(200);

    const [toVendor] = await replyMailTo(ticketId, vendor);
    expect(toVendor?.body.text).toContain('Adding the vendor.');
    expect(toVendor?.body.text).toContain(ADDED_RECIPIENT_MAIL_NOTE);
    expect(toVendor?.body.text).not.toContain('/viewTicket/');
    expect(toVendor?.body.html).not.toContain('/viewTicket/');
    expect(toVendor?.destination.to).toEqual([vendor]);
    // The requester keeps the link to the ticket.
    const [toRequester] = await replyMailTo(ticketId, requester.email);
    expect(toRequester?.body.text).toContain(`/viewTicket/id:${ticketId}`);
    expect(toRequester?.body.text).not.toContain(ADDED_RECIPIENT_MAIL_NOTE);

    // The thread's recipients name the vendor (what canned responses carry on).
    const last = await call(cannedResponse, { ticketId, cannedFilterName: 'Last Message' }, agent.token);
    expect(last.body.recepients.split(',')).toContain(vendor);
    // Agents read them under the reply; the requester does not (recipients are an agent tool).
    const sentTo = async (token: string) =>
      ((await call(getRepliesByTicketId, { ticketId }, token)).body as unknown as ThreadEntry[]).find(
        (entry) => entry.message === 'Adding the vendor.',
      )?.recepients;
    expect(await sentTo(agent.token)).toBe(vendor);
    expect(await sentTo(requester.token)).toBeNull();
  });

  it('with an account that cannot open the ticket gets no link; one who can keeps it', async () => {
    const ticketId = await ticketAssignedToDemoAgent(requester, agent.token);
    const posted = await call(
      saveReply,
      { ticketId, message: 'Looping in two people.', recepients: `${outsider.email}, ${demo.central}` },
      agent.token,
    );
    expect(posted.status).toBe(200);
    const [toOutsider] = await replyMailTo(ticketId, outsider.email);
    expect(toOutsider?.body.text).toContain(ADDED_RECIPIENT_MAIL_NOTE);
    expect(toOutsider?.body.text).not.toContain('/viewTicket/');
    expect(toOutsider?.destination.to).not.toContain(demo.central);
    const [toCentral] = await replyMailTo(ticketId, demo.central);
    expect(toCentral?.body.text).toContain(`/viewTicket/id:${ticketId}`);
  });
});

describe('several added recipients', () => {
  it("each get a mail of their own, naming no other recipient; the requester's mail is unchanged", async () => {
    const ticketId = await ticketAssignedToDemoAgent(requester, agent.token);
    const stamp = Date.now();
    const vendors = [`vendor-a${stamp}@demo.local`, `vendor-b${stamp}@demo.local`];
    const added = [...vendors, outsider.email, demo.central];
    const posted = await call(
      saveReply,
      { ticketId, message: 'Asking everyone at once.', recepients: added.join(', ') },
      agent.token,
    );
    expect(posted.status).toBe(200);
    const replies = (await ticketMails(ticketId)).filter((mail) => mail.subject.includes('New reply by'));
    // The hint promises each chosen address receives the reply: one mail each, only their address in To.
    for (const address of added) {
      const theirs = replies.filter((mail) => mail.destination.to.includes(address));
      expect(theirs.map((mail) => mail.destination.to)).toEqual([[address]]);
    }
    // With a portal link for those who may open the ticket, without for the others.
    for (const address of [...vendors, outsider.email]) {
      const [mail] = replies.filter((each) => each.destination.to.includes(address));
      expect(mail?.body.text).toContain(ADDED_RECIPIENT_MAIL_NOTE);
      expect(mail?.body.text).not.toContain('/viewTicket/');
    }
    const [toCentral] = replies.filter((mail) => mail.destination.to.includes(demo.central));
    expect(toCentral?.body.text).toContain(`/viewTicket/id:${ticketId}`);
    // The requester's mail is as before: hers, with the link, and no added recipient in it.
    const [toRequester, ...more] = replies.filter((mail) => mail.destination.to.includes(requester.email));
    expect(more).toEqual([]);
    expect(toRequester?.destination.to).toEqual([requester.email]);
    expect(toRequester?.body.text).toContain(`/viewTicket/id:${ticketId}`);
    expect(replies).toHaveLength(added.length + 1);
  });
});

describe('a reply with a file', () => {
  it('names the file in its mails: where to see it with the portal link, whom to ask without', async () => {
    const ticketId = await ticketAssignedToDemoAgent(requester, agent.token);
    const vendor = `vendor-file${Date.now()}@demo.local`;
    const upload = await uploadThroughS3(agent.token, 'quote.txt', 'text/plain', Buffer.from('Lamp: 2,400\n'));
    const posted = await call(
      saveReply,
      {
        ticketId,
        message: 'The quote is attached.',
        recepients: vendor,
        s3FilesUrl: [{ key: upload.key, fileName: 'quote.txt', id: 'x' }],
      },
      agent.token,
    );
    expect(posted.status).toBe(200);
    const [toRequester] = await replyMailTo(ticketId, requester.email);
    expect(toRequester?.body.text).toContain(attachmentMailLine(['quote.txt'], true));
    const [toVendor] = await replyMailTo(ticketId, vendor);
    expect(toVendor?.body.text).toContain(attachmentMailLine(['quote.txt'], false));
    expect(toVendor?.body.text).toContain(ADDED_RECIPIENT_MAIL_NOTE);
  });
});

describe('a recipient the server refuses', () => {
  const threadLength = async (ticketId: string) =>
    ((await call(getRepliesByTicketId, { ticketId }, agent.token)).body as unknown as unknown[]).length;

  it('outside the mail domains: 400 naming the address and the allowed domains, nothing written or mailed', async () => {
    const ticketId = await ticketAssignedToDemoAgent(requester, agent.token);
    const before = await threadLength(ticketId);
    const mailsBefore = (await ticketMails(ticketId)).length;
    const refused = await call(
      saveReply,
      { ticketId, message: 'To the vendor.', recepients: 'vendor@outside.example' },
      agent.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('vendor@outside.example');
    expect(refused.body.message).toMatch(/Allowed domains: .*demo\.local/);
    expect(await threadLength(ticketId)).toBe(before);
    expect((await ticketMails(ticketId)).length).toBe(mailsBefore);
  });

  it('not an address the mail job could send to: 400, nothing written (it would have failed the whole mail)', async () => {
    const ticketId = await ticketAssignedToDemoAgent(requester, agent.token);
    const before = await threadLength(ticketId);
    const refused = await call(
      saveReply,
      { ticketId, message: 'To the vendor.', recepients: 'the vendor@demo.local' },
      agent.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Not an e-mail address: the vendor@demo.local');
    expect(await threadLength(ticketId)).toBe(before);
  });

  it('more addresses than one reply may name: 400, nothing written or mailed', async () => {
    const ticketId = await ticketAssignedToDemoAgent(requester, agent.token);
    const before = await threadLength(ticketId);
    const mailsBefore = (await ticketMails(ticketId)).length;
    const many = Array.from({ length: MAX_REPLY_RECIPIENTS + 1 }, (_, index) => `many${index}@demo.local`);
    const refused = await call(saveReply, { ticketId, message: 'To all.', recepients: many.join(',') }, agent.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TOO_MANY_RECIPIENTS_MESSAGE);
    expect(await threadLength(ticketId)).toBe(before);
    expect((await ticketMails(ticketId)).length).toBe(mailsBefore);
  });

  it('the reply form reads the same allowed domains (agents only)', async () => {
    const answer = await call(getRecipientDomains, {}, agent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.domains).toContain('demo.local');
    expect((await call(getRecipientDomains, {}, requester.token)).status).toBe(403);
  });
});
