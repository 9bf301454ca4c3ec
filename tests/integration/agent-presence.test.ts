import { beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_TTL_SECONDS, ticketPresence } from '../../shared/contract/presence';
import { getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import { bulkUpdateStatus, getTicketByTicketId } from '../../shared/contract/tickets';
import { saveTransfer, transferBack } from '../../shared/contract/transfers';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, loadStackEnv, raiseTicket, signIn } from './api';

/** Issue 17: the agent desk's collision notice (presence) and the review-before-posting check. */

type Session = { token: string; userId: string };
let requester: Session & { email: string; fullName: string; employeeId: string };
let agent: Session;
let central: Session;
let otherDepartmentAgent: Session;

beforeAll(async () => {
  loadStackEnv();
  [agent, central, otherDepartmentAgent] = await Promise.all([
    signIn(demo.agent),
    signIn(demo.central),
    signIn('agent2@demo.local'),
  ]);
  requester = await createRequester('717');
});

const raise = () => raiseTicket(requester.token, requesterTicket({ ...requester }));

describe('presence on a ticket', () => {
  it('shows another agent viewing or typing, never the caller', async () => {
    const ticketId = await raise();
    const first = await call(ticketPresence, { ticketId }, agent.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.others).toEqual([]);

    const second = await call(ticketPresence, { ticketId, typing: true }, central.token);
    expect(second.body.others).toEqual([
      expect.objectContaining({ userId: agent.userId, fullName: 'Arjun Agent', typing: false }),
    ]);
    const back = await call(ticketPresence, { ticketId }, agent.token);
    expect(back.body.others).toEqual([expect.objectContaining({ userId: central.userId, typing: true })]);
  });

  it('forgets an agent whose last poll has expired', async () => {
    const ticketId = await raise();
    const { putPresence } = await import('../../functions/db/presence');
    const lastPoll = Math.floor(Date.now() / 1000) - PRESENCE_TTL_SECONDS - 5;
    // Stored as a poll long ago would have left it (DynamoDB's TTL removes it lazily, if at all yet).
    await putPresence({
      ticketId,
      userId: central.userId,
      fullName: 'Chitra Central',
      typing: true,
      seenAt: new Date(lastPoll * 1000).toISOString(),
      expiresAt: lastPoll + PRESENCE_TTL_SECONDS,
    });
    const answer = await call(ticketPresence, { ticketId }, agent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.others).toEqual([]);
  });

  it('is refused to requesters (even on their own ticket) and hidden from agents who cannot view the ticket', async () => {
    const ticketId = await raise();
    const own = await call(ticketPresence, { ticketId }, requester.token);
    expect(own.status).toBe(403);
    // As viewing the ticket answers: not found, so ids cannot be probed.
    const outside = await call(ticketPresence, { ticketId }, otherDepartmentAgent.token);
    expect(outside.status).toBe(404);
    expect((await call(ticketPresence, { ticketId }, agent.token)).body.others).toEqual([]);
  });

  it('drops an agent who leaves the ticket at once, not a poll period later', async () => {
    const ticketId = await raise();
    expect((await call(ticketPresence, { ticketId }, central.token)).status).toBe(200);
    expect((await call(ticketPresence, { ticketId }, agent.token)).body.others).toEqual([
      expect.objectContaining({ userId: central.userId }),
    ]);
    const left = await call(ticketPresence, { ticketId, leaving: true }, central.token);
    expect(left.status).toBe(200);
    expect(left.body.others).toEqual([]);
    expect((await call(ticketPresence, { ticketId }, agent.token)).body.others).toEqual([]);
  });

  it('lets an agent leave a ticket out of their reach, telling nothing and touching no one else', async () => {
    const ticketId = await raise();
    await call(ticketPresence, { ticketId }, central.token);
    const left = await call(ticketPresence, { ticketId, leaving: true }, otherDepartmentAgent.token);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ others: [] });
    expect((await call(ticketPresence, { ticketId }, agent.token)).body.others).toEqual([
      expect.objectContaining({ userId: central.userId }),
    ]);
  });

  it('lists only viewers who may still open the ticket (a transfer back moved it out of reach)', async () => {
    const ticketId = await raise();
    // Bharat (Facilities) is given the ticket, views it, and hands it back to IT Support.
    const moved = await call(
      saveTransfer,
      {
        ticketId,
        isTicketWronglyAssigned: 1,
        transferReason: 'Wrong department',
        selectedDepartment: { depId: '2', deptName: 'Facilities' },
        selectedAssignee: {
          value: otherDepartmentAgent.userId,
          label: 'Bharat Agent',
          departmentId: '2',
          assigneeName: 'Bharat Agent',
        },
        helpTopicId: '3',
      },
      central.token,
    );
    expect(moved.body.success).toBe('true');
    expect((await call(ticketPresence, { ticketId }, otherDepartmentAgent.token)).status).toBe(200);
    expect((await call(ticketPresence, { ticketId }, central.token)).body.others).toEqual([
      expect.objectContaining({ userId: otherDepartmentAgent.userId, fullName: 'Bharat Agent' }),
    ]);
    const source = (await call(getTicketByTicketId, { id: ticketId }, central.token)).body.ticketSourceHistoryId;
    const back = await call(transferBack, { ticketId, ticketSourceHistoryId: source }, otherDepartmentAgent.token);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // Within his last poll's time, but he can no longer open it: not named.
    expect((await call(ticketPresence, { ticketId }, central.token)).body.others).toEqual([]);
    expect((await call(ticketPresence, { ticketId }, agent.token)).body.others).toEqual([
      expect.objectContaining({ userId: central.userId }),
    ]);
  });

  it('answers 400 to a bad body and writes nothing', async () => {
    const ticketId = await raise();
    for (const body of [{}, { ticketId, typing: 'yes' }, { ticketId: '' }, { ticketId, leaving: 'yes' }]) {
      const answer = await call(ticketPresence, body, central.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(ticketPresence, { ticketId }, agent.token)).body.others).toEqual([]);
  });
});

describe('posting over a newer reply', () => {
  it('asks to review a reply written after the page read the thread, then posts once it has been seen', async () => {
    const ticketId = await raise();
    const thread = async () =>
      (await call(getRepliesByTicketId, { ticketId }, agent.token)).body as unknown as {
        createdAt: string;
      }[];
    const seen = (await thread()).at(-1)?.createdAt ?? '';
    expect(
      (await call(saveReply, { ticketId, message: 'Checking it now', seenThreadThrough: seen }, central.token)).status,
    ).toBe(200);

    const refused = await call(
      saveReply,
      { ticketId, message: 'Please restart', seenThreadThrough: seen },
      agent.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Chitra Central replied after you opened this ticket. Review the new reply before posting yours: your draft is kept.',
    );
    expect((await thread()).map((entry) => (entry as unknown as { textMessage: string }).textMessage)).not.toContain(
      'Please restart',
    );

    const reread = (await thread()).at(-1)?.createdAt ?? '';
    const posted = await call(
      saveReply,
      { ticketId, message: 'Please restart', seenThreadThrough: reread },
      agent.token,
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    // The poster's own replies never count against them.
    const again = await call(saveReply, { ticketId, message: 'And again', seenThreadThrough: reread }, agent.token);
    expect(again.status).toBe(200);
  });

  it('refuses the status or assignee change of a post over a newer reply, writing nothing (the post is refused whole)', async () => {
    const ticketId = await raise();
    const thread = async () =>
      (await call(getRepliesByTicketId, { ticketId }, agent.token)).body as unknown as {
        createdAt: string;
        textMessage: string;
      }[];
    const seen = (await thread()).at(-1)?.createdAt ?? '';
    expect(
      (await call(saveReply, { ticketId, message: 'Looking into it', seenThreadThrough: seen }, central.token)).status,
    ).toBe(200);
    const entriesBefore = (await thread()).length;

    const refused = await call(
      bulkUpdateStatus,
      { id: [ticketId], ticketStatus: 'Resolved', assigneeId: agent.userId, seenThreadThrough: seen },
      agent.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Chitra Central replied after you opened this ticket. Review the new reply before posting yours: your draft is kept.',
    );
    const after = (await call(getTicketByTicketId, { id: ticketId }, agent.token)).body as unknown as {
      ticketStatus: string;
    };
    expect(after.ticketStatus).toBe('Open');
    expect(await thread()).toHaveLength(entriesBefore);

    // Once the thread is read again the same change goes through; without the field, as before.
    const reread = (await thread()).at(-1)?.createdAt ?? '';
    const updated = await call(
      bulkUpdateStatus,
      { id: [ticketId], ticketStatus: 'Resolved', seenThreadThrough: reread },
      agent.token,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await call(bulkUpdateStatus, { id: [ticketId], ticketStatus: 'Open' }, agent.token)).status).toBe(200);
  });
});
