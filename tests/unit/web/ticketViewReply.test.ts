import { describe, expect, it } from 'vitest';
import {
  emptyReplyDraft,
  offeredStatuses,
  planReply,
  postedOutcome,
  type ReplyDraft,
  replyFailure,
  updateRefused,
} from '@/features/tickets/view/replyPlan';

/** Posting a reply from the ticket view (tickets spec 4 "Posting a reply", 5 and 8). */

const ticket = { id: '42', ticketStatus: 'Open' };
const newId = () => 'file-id';
const plan = (draft: Partial<ReplyDraft>) => planReply({ ...emptyReplyDraft(), ...draft }, ticket, '1', newId);

describe('planReply', () => {
  it('refuses an empty message without a status change: Message is mandatory, nothing sent', () => {
    expect(plan({})).toEqual({ kind: 'refuse', message: 'Message is mandatory' });
    expect(plan({ message: '   \n ' })).toEqual({ kind: 'refuse', message: 'Message is mandatory' });
    expect(plan({ message: '<p>&nbsp;</p>' })).toEqual({ kind: 'refuse', message: 'Message is mandatory' });
  });

  it('refuses a file without a message (the file rides on the reply)', () => {
    expect(plan({ status: 'Closed', attachment: { key: 'ticket/tmp/1/a/x.png', fileName: 'x.png' } })).toEqual({
      kind: 'refuse',
      message: 'Message is mandatory',
    });
  });

  it('refuses the status the ticket already has', () => {
    expect(plan({ message: 'Hi', status: 'Open' })).toEqual({
      kind: 'refuse',
      message: 'Ticket already present in same status',
    });
  });

  it('sends a message as a reply, with its one attachment', () => {
    expect(plan({ message: 'Still broken', attachment: { key: 'ticket/tmp/1/a/x.png', fileName: 'x.png' } })).toEqual({
      kind: 'send',
      reply: {
        ticketId: '42',
        from: '1',
        message: 'Still broken',
        s3FilesUrl: [{ key: 'ticket/tmp/1/a/x.png', fileName: 'x.png', id: 'file-id' }],
        isInternalNotes: false,
      },
    });
  });

  it('updates a chosen status first, then replies', () => {
    const result = plan({ message: 'Fixed, thanks', status: 'Closed' });
    expect(result).toMatchObject({
      kind: 'send',
      update: { ticketStatus: 'Closed', id: ['42'], userId: '1' },
      reply: { ticketId: '42', message: 'Fixed, thanks' },
    });
  });

  it('refuses a status change without a message: Message is mandatory (spec 5, issue 21 item 9)', () => {
    expect(plan({ status: 'Re-Open' })).toEqual({ kind: 'refuse', message: 'Message is mandatory' });
    expect(plan({ status: 'Closed', assignee: { id: '2', fullName: 'Arjun Agent' } })).toEqual({
      kind: 'send',
      update: { ticketStatus: 'Closed', id: ['42'], userId: '1', assigneeId: '2', assigneeFullName: 'Arjun Agent' },
    });
  });

  it('sends a chosen assignee with the update (agent tools) and counts it as something to post', () => {
    expect(plan({ assignee: { id: '2', fullName: 'Arjun Agent' } })).toEqual({
      kind: 'send',
      update: { id: ['42'], userId: '1', assigneeId: '2', assigneeFullName: 'Arjun Agent' },
    });
  });
});

describe('failure messages', () => {
  it("turns the update's 'Ticket {id} already present in same status' into the reply's message", () => {
    expect(replyFailure('update', { status: 400, message: 'Ticket 42 already present in same status' })).toEqual({
      intent: 'warning',
      message: 'Ticket already present in same status',
    });
    expect(updateRefused('Ticket 42 already present in same status')).toEqual({
      intent: 'warning',
      message: 'Ticket already present in same status',
    });
  });

  it("shows an update answered with success false by the server's message", () => {
    expect(updateRefused('Ticket changed, reload')).toEqual({ intent: 'error', message: 'Ticket changed, reload' });
  });

  it("shows a refusal's own message: the 400, 403, 404 and 409 texts (issue 21 item 4)", () => {
    const refusals = [
      { status: 400, message: 'Assignee details have not found. Please report the error at the support mailbox x@y.' },
      { status: 403, message: 'You can only set Closed or Re-Open.' },
      { status: 404, message: 'Ticket 42 was not found.' },
      { status: 409, message: 'This ticket was changed by someone else. Reload it and try again.' },
    ];
    for (const refusal of refusals) {
      expect(replyFailure('update', refusal)).toEqual({ intent: 'error', message: refusal.message });
      expect(replyFailure('reply', refusal)).toEqual({ intent: 'error', message: refusal.message });
    }
  });

  it('shows Some Error Occurred when the server gives no reason (no answer, a 5xx)', () => {
    expect(replyFailure('reply', { status: 500, message: 'boom' })).toEqual({
      intent: 'error',
      message: 'Some Error Occurred',
    });
    expect(replyFailure('update', { status: 0, message: 'The server could not be reached.' })).toEqual({
      intent: 'error',
      message: 'Some Error Occurred',
    });
    expect(replyFailure('update', { status: 403 })).toEqual({ intent: 'error', message: 'Some Error Occurred' });
  });
});

describe('a post that changes nothing (desk browser walk)', () => {
  const assigned = { id: '42', ticketStatus: 'Open', assigneeId: '7' };
  const planOn = (draft: Partial<ReplyDraft>) => planReply({ ...emptyReplyDraft(), ...draft }, assigned, '1', newId);

  it('does not count the current assignee as a change: alone it is Message is mandatory, nothing sent', () => {
    expect(planOn({ assignee: { id: '7', fullName: 'Arjun Agent' } })).toEqual({
      kind: 'refuse',
      message: 'Message is mandatory',
    });
  });

  it('sends no update for the current assignee beside a message, only the reply', () => {
    const sent = planOn({ message: 'On it', assignee: { id: '7', fullName: 'Arjun Agent' } });
    expect(sent.kind === 'send' && sent.update).toBeUndefined();
    expect(sent.kind === 'send' && sent.reply?.message).toBe('On it');
  });

  it('still sends another assignee without a message', () => {
    expect(planOn({ assignee: { id: '8', fullName: 'Chitra Central' } })).toEqual({
      kind: 'send',
      update: { id: ['42'], userId: '1', assigneeId: '8', assigneeFullName: 'Chitra Central' },
    });
  });

  it("says 'Reply Posted' only when a reply was posted; an update alone says the update's words", () => {
    expect(postedOutcome({ reply: {} }, 'Ticket updated successfully')).toEqual({
      intent: 'success',
      message: 'Reply Posted',
    });
    expect(postedOutcome({}, 'Ticket updated successfully')).toEqual({
      intent: 'success',
      message: 'Ticket updated successfully',
    });
    expect(postedOutcome({})).toEqual({ intent: 'success', message: 'Ticket updated successfully' });
  });
});

describe('offeredStatuses', () => {
  it("never offers the ticket's own status (it was only refused on Post)", () => {
    expect(offeredStatuses(['Closed', 'Re-Open'], 'Re-Open')).toEqual(['Closed']);
    expect(offeredStatuses(['Closed', 'Re-Open'], 'Closed')).toEqual(['Re-Open']);
    expect(offeredStatuses(['Open', 'Resolved', 'Closed'], 'Open')).toEqual(['Resolved', 'Closed']);
  });
});
