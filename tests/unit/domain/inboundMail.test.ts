import {
  automatedReason,
  failsAuthentication,
  MAIL_REASONS,
  parseReplyAddress,
  reasonForSender,
  refusalNotice,
  replyAddress,
  statusCommand,
  stripQuotedReply,
  unknownSenderReply,
} from '@shared/domain/inboundMail';
import { describe, expect, it } from 'vitest';

/** Real-world reply shapes, as the mail programs write them in their plain-text parts. */
const samples = {
  gmail: [
    'Thanks, that fixed it.',
    '',
    'On Tue, 24 Nov 2026 at 10:02, Helpdesk <helpdesk@demo.local> wrote:',
    '',
    '> New reply by Agent',
    '>',
    '> Please restart the router.',
  ].join('\r\n'),
  gmailWrapped: [
    'Still failing after the restart.',
    '',
    'On Tue, 24 Nov 2026 at 10:02, Helpdesk Portal of the Demo School Group <helpdesk@demo.local>',
    'wrote:',
    '> Please restart the router.',
  ].join('\n'),
  outlook: [
    'The projector works again.',
    '',
    'Regards,',
    'Asha',
    '',
    '________________________________',
    'From: Helpdesk <helpdesk@demo.local>',
    'Sent: Tuesday, November 24, 2026 10:02 AM',
    'To: Asha <asha@demo.local>',
    'Subject: [Ticket #12] Projector - New reply by Agent',
    '',
    'Please check the HDMI cable.',
  ].join('\r\n'),
  outlookNoRule: [
    'Done, thank you.',
    '',
    'From: Helpdesk <helpdesk@demo.local>',
    'Sent: Tuesday, November 24, 2026 10:02 AM',
    'Subject: Re: [Ticket #12]',
  ].join('\n'),
  appleMail: [
    'I have attached the photo.',
    '',
    'Sent from my iPhone',
    '',
    '> On 24 Nov 2026, at 10:02, Helpdesk <helpdesk@demo.local> wrote:',
    '> ',
    '> Could you send a photo of the screen?',
  ].join('\n'),
  signature: ['Yes, from room 4.', '', '-- ', 'Ravi Kumar', 'Teacher, Demo School'].join('\n'),
  forwardedChain: [
    'Forwarding the vendor answer for the ticket.',
    '',
    '---------- Forwarded message ---------',
    'From: Vendor <support@vendor.example>',
    'Date: Mon, 23 Nov 2026 at 18:00',
    'Subject: Replacement lamp',
    '',
    'The lamp ships on Friday.',
  ].join('\n'),
  forwardOnly: [
    '---------- Forwarded message ---------',
    'From: Vendor <support@vendor.example>',
    '',
    'The lamp ships on Friday.',
  ].join('\n'),
};

describe('stripQuotedReply', () => {
  it.each([
    ['keeps only the new text of a Gmail reply', samples.gmail, 'Thanks, that fixed it.'],
    [
      'keeps only the new text when Gmail wraps its "wrote:" line',
      samples.gmailWrapped,
      'Still failing after the restart.',
    ],
    [
      'cuts Outlook at its rule and header block, keeping the closing words',
      samples.outlook,
      'The projector works again.\n\nRegards,\nAsha',
    ],
    ['cuts Outlook at its header block when there is no rule', samples.outlookNoRule, 'Done, thank you.'],
    [
      'drops Apple Mail\'s "Sent from my iPhone" and its quoted history',
      samples.appleMail,
      'I have attached the photo.',
    ],
    ['drops a signature after the standard delimiter', samples.signature, 'Yes, from room 4.'],
    [
      'keeps the words of a forward and drops the forwarded chain',
      samples.forwardedChain,
      'Forwarding the vendor answer for the ticket.',
    ],
    ['leaves a message without history as it is', 'Line one\nLine two', 'Line one\nLine two'],
  ])('%s', (_rule, mail, newText) => {
    expect(stripQuotedReply(mail)).toBe(newText);
  });

  it('keeps everything when a forward has no words of its own', () => {
    expect(stripQuotedReply(samples.forwardOnly)).toContain('The lamp ships on Friday.');
  });
});

describe('reply addresses', () => {
  const support = 'help@demo.local';
  it('reads back the ticket and signature of an address it wrote, whatever the case', () => {
    const address = replyAddress(support, '42', 'ab12cd34ef56ab12cd34');
    expect(address).toBe('help+t42.ab12cd34ef56ab12cd34@demo.local');
    expect(parseReplyAddress(address.toUpperCase(), support)).toEqual({
      ticketId: '42',
      signature: 'ab12cd34ef56ab12cd34',
    });
  });

  it('is not an address of another mailbox or domain, or without a signature', () => {
    expect(parseReplyAddress('help+t42.ab12cd34ef56@other.example', support)).toBeNull();
    expect(parseReplyAddress('sales+t42.ab12cd34ef56@demo.local', support)).toBeNull();
    expect(parseReplyAddress('help+t42@demo.local', support)).toBeNull();
    expect(parseReplyAddress('help@demo.local', support)).toBeNull();
  });
});

describe('mail that is never answered', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];
  it('names auto-replies, bulk and list mail, and bounces', () => {
    expect(automatedReason(headers({ 'auto-submitted': 'auto-replied' }), 'a@b.c', 'text/plain')).toBe('automated');
    expect(automatedReason(headers({ precedence: 'bulk' }), 'a@b.c', 'text/plain')).toBe('automated');
    expect(automatedReason(headers({ 'list-id': '<staff.list>' }), 'a@b.c', 'text/plain')).toBe('automated');
    expect(automatedReason(headers({}), 'MAILER-DAEMON@b.c', 'text/plain')).toBe('bounce');
    expect(automatedReason(headers({}), 'a@b.c', 'multipart/report; report-type=delivery-status')).toBe('bounce');
  });

  it("lets a person's mail through, including Auto-Submitted: no", () => {
    expect(automatedReason(headers({ 'auto-submitted': 'no' }), 'a@b.c', 'text/plain')).toBeNull();
  });

  it('refuses a FAIL verdict only', () => {
    expect(failsAuthentication({ spf: 'PASS', dkim: 'GRAY', dmarc: 'PASS' })).toBe(false);
    expect(failsAuthentication({ spf: 'PASS', dkim: 'PASS', dmarc: 'FAIL' })).toBe(true);
  });
});

describe('#status', () => {
  it('reads a status on the first line, any case, and keeps the rest as the message', () => {
    expect(statusCommand('#status resolved\nRestarted it.')).toEqual({ status: 'Resolved', rest: 'Restarted it.' });
  });
  it('is no command later in the message or with an unknown status', () => {
    expect(statusCommand('Hello\n#status Resolved')).toBeNull();
    expect(statusCommand('#status Finished')).toBeNull();
  });
});

describe('answers to senders', () => {
  it('tells an unknown sender their address is not known and whom to ask, never to sign in', () => {
    const withContact = unknownSenderReply({ supportEmail: 'help@school.example', helpdeskPhone: '040 1234 5678' });
    expect(withContact.text).toContain('your address is not known to the help desk');
    expect(withContact.text).toContain(
      "Please ask your school's office for help, or contact the help desk at help@school.example or on 040 1234 5678.",
    );
    expect(withContact.text).not.toMatch(/sign in/i);
    const bare = unknownSenderReply({ supportEmail: ' ', helpdeskPhone: null });
    expect(bare.text).toContain("Please ask your school's office for help.");
    expect(bare.text).not.toContain('contact the help desk');
  });

  it('tells a known sender what was not added and why, in the Mail Log words', () => {
    const refused = refusalNotice({ subject: 'Re: Printer', ticketId: '42' }, MAIL_REASONS.attachment, false);
    expect(refused.subject).toBe('Your mail was not added to ticket #42');
    expect(refused.text).toContain('Your mail "Re: Printer" was not added to ticket #42.');
    expect(refused.text).toContain(`Why: ${MAIL_REASONS.attachment}.`);
    const kept = refusalNotice({ subject: '', ticketId: '42' }, MAIL_REASONS.notAllowed, true);
    expect(kept.subject).toBe('Your reply was added to ticket #42, without its #status line');
    // Said to the sender, not about them (the Mail Log's "The sender may not…").
    expect(kept.text).toContain(
      "Why: You may not make this change: only the help desk's agents can set a status by mail.",
    );
    const notOnTicket = refusalNotice({ subject: 'Re: Printer', ticketId: '42' }, MAIL_REASONS.notParticipant, false);
    expect(notOnTicket.text).toContain('Why: You may not reply to this ticket.');
    expect(reasonForSender(MAIL_REASONS.inactiveSender)).toBe('Your account is disabled');
  });
});
