import { describe, expect, it } from 'vitest';
import { getTicketsCountForDisplay, saveTicket } from '../../shared/contract/tickets';
import { requesterTicket } from '../factories/tickets';
import { call, demo, signIn } from './api';

/**
 * Issue #15 item 4: the All Tickets count is exact. A refused create uses a ticket number, so the
 * count comes from the creation-day counts, not from the ticket-number counter.
 */
describe('navigation counts', () => {
  it('counts All Tickets exactly: a refused create does not add to it, a saved ticket adds one', async () => {
    const central = await signIn(demo.central);
    const user = await signIn(demo.user);
    const allTickets = async () =>
      (await call(getTicketsCountForDisplay, { userId: central.userId }, central.token)).body.allTicketsCount;
    const before = await allTickets();

    // Refused after its number was taken: the attachment key was never uploaded.
    const refused = await call(
      saveTicket,
      requesterTicket(undefined, { filesUpload: ['ticket/never-uploaded.pdf'] }),
      user.token,
    );
    expect(refused.status).toBe(400);
    expect(await allTickets()).toBe(before);

    const saved = await call(saveTicket, requesterTicket(), user.token);
    expect(saved.status).toBe(200);
    expect(await allTickets()).toBe(before + 1);
  });
});
