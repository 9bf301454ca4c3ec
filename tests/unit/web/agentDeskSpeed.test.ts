import { presenceNotice } from '@shared/contract/presence';
import { describe, expect, it } from 'vitest';
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
