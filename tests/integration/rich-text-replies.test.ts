import { beforeAll, describe, expect, it } from 'vitest';
import { getRepliesByTicketId, REPLY_MESSAGES, saveReply } from '../../shared/contract/replies';
import { saveTicket } from '../../shared/contract/tickets';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demoSessions, raiseLaptopTicket, sesInbox } from './api';

/** Reply messages as rich text (issue 21 item 15): stored and served through the allow-list. */

let requester: Awaited<ReturnType<typeof createRequester>>;
let ticketId: string;

const thread = async () =>
  (await call(getRepliesByTicketId, { ticketId }, requester.token)).body as unknown as {
    message: string;
    textMessage: string;
  }[];

const signedInAs = demoSessions('agent');

beforeAll(async () => {
  requester = await createRequester('5150');
  const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
  ticketId = String(saved.body.id);
});

describe('rich-text replies', () => {
  it('stores and serves a hostile reply sanitised, and mails its text only', async () => {
    const hostile =
      '<p>Hi <strong>there</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<ul><li><em>one</em></li></ul><a href="javascript:alert(3)" onclick="alert(4)">bad</a>' +
      '<a href="https://example.com/help" target="_self">good</a>';
    const answer = await call(saveReply, { ticketId, message: hostile }, signedInAs.agent.token);
    expect(answer.status).toBe(200);
    const stored = (await thread()).at(-1);
    expect(stored?.message).toBe(
      '<p>Hi <strong>there</strong></p><ul><li><em>one</em></li></ul><a>bad</a>' +
        '<a href="https://example.com/help" rel="noopener noreferrer" target="_blank">good</a>',
    );
    expect(stored?.textMessage).toBe('Hi there\none\nbadgood (https://example.com/help)');

    const mail = (await sesInbox()).find(
      (sent) => sent.subject.startsWith(`[Ticket #${ticketId}]`) && sent.subject.includes('New reply by'),
    );
    expect(mail?.body.text).toContain('Hi there');
    // The message's text, escaped into the mail's own layout: none of the reply's markup.
    expect(mail?.body.html).toContain('<p>Hi there</p><p>one</p><p>badgood (https://example.com/help)</p>');
    expect(`${mail?.body.text}${mail?.body.html}`).not.toMatch(
      /<script|onerror|javascript:|<em>|<a href="https:\/\/example/i,
    );
  });

  it('stores a plain-text reply exactly as written', async () => {
    const plain = 'Line one\nLine two: 2 < 3 & more';
    expect((await call(saveReply, { ticketId, message: plain }, requester.token)).status).toBe(200);
    const stored = (await thread()).at(-1);
    expect(stored?.message).toBe(plain);
    expect(stored?.textMessage).toBe(plain);
  });

  it('refuses markup that holds no text as "Message is mandatory", writing nothing', async () => {
    const before = (await thread()).length;
    for (const message of ['<p></p>', '<p> &nbsp;</p><p></p>', '<script>alert(1)</script>', '<img src=x onerror=y>']) {
      const answer = await call(saveReply, { ticketId, message }, signedInAs.agent.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(REPLY_MESSAGES.mandatory);
    }
    expect((await thread()).length).toBe(before);
  });

  it("sanitises a new ticket's first message too", async () => {
    const summary = 'Screen <img src=x onerror="alert(1)">dead';
    const id = await raiseLaptopTicket(requester, summary);
    const [first] = (await call(getRepliesByTicketId, { ticketId: id }, requester.token)).body as unknown as {
      message: string;
    }[];
    expect(first.message).not.toMatch(/<img|onerror/i);
    expect(first.message).toContain('Screen');
  });
});
