import { presenceNotice } from '@shared/contract/presence';
import { describe, expect, it } from 'vitest';
import { withPostedRepliesSeen } from '@/features/tickets/view/agent/deskState';
import { neighbourTicket } from '@/lib/ticketListNavigation';

/** Issue 17, the agent desk: the collision banner's sentence and j/k through the list's page. */

describe('presenceNotice', () => {
  it('says nothing when the agent is alone', () => {
    expect(presenceNotice([])).toBe('');
  });

  it('names who is typing a reply first, then who is viewing', () => {
    expect(presenceNotice([{ fullName: 'Arjun Agent', typing: false }])).toBe('Arjun Agent is viewing this ticket.');
    expect(
      presenceNotice([
        { fullName: 'Arjun Agent', typing: false },
        { fullName: 'Chitra Central', typing: true },
        { fullName: 'Lakshmi Lead', typing: false },
      ]),
    ).toBe('Chitra Central is typing a reply; Arjun Agent, Lakshmi Lead are viewing this ticket.');
  });
});

describe('neighbourTicket', () => {
  const page = ['41', '37', '36', '30'];

  it('moves to the next and previous ticket of the list, in the order shown', () => {
    expect(neighbourTicket(page, '37', 1)).toBe('36');
    expect(neighbourTicket(page, '37', -1)).toBe('41');
  });

  it('stops at either end and outside the list', () => {
    expect(neighbourTicket(page, '30', 1)).toBeUndefined();
    expect(neighbourTicket(page, '41', -1)).toBeUndefined();
    expect(neighbourTicket(page, '99', 1)).toBeUndefined();
  });
});

describe('withPostedRepliesSeen', () => {
  const typing = { userId: '5', fullName: 'Chitra Central', typing: true, seenAt: '2026-11-27T10:00:05.000Z' };

  it('drops the typing line of an agent whose reply the thread shows, written after their report', () => {
    const thread = [{ repliedby: 'Chitra Central', createdAt: '2026-11-27T10:00:09.000Z' }];
    expect(presenceNotice(withPostedRepliesSeen([typing], thread))).toBe('Chitra Central is viewing this ticket.');
  });

  it('keeps it for an older reply, an activity line, or another author', () => {
    const thread = [
      { repliedby: 'Chitra Central', createdAt: '2026-11-27T09:59:00.000Z' },
      { repliedby: 'Chitra Central', createdAt: '2026-11-27T10:00:09.000Z', isTicketActivityThread: true },
      { repliedby: 'Arjun Agent', createdAt: '2026-11-27T10:00:09.000Z' },
    ];
    expect(withPostedRepliesSeen([typing], thread)).toEqual([typing]);
    expect(withPostedRepliesSeen([typing], undefined)).toEqual([typing]);
  });
});
