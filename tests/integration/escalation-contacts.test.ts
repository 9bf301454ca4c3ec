import { beforeAll, describe, expect, it } from 'vitest';
import { getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import { bulkUpdateStatus, getTicketByTicketId } from '../../shared/contract/tickets';
import { createPerson, type Person } from './admin-support';
import { call, demoSessions, raiseTicket } from './api';

/** Issue 21 item 1: whoever a ticket was escalated to works it as an agent of its department. */

const raise = () => raiseTicket(signedInAs.user.token);

async function escalate(ticketId: string, level: 'level1' | 'hod', email: string) {
  const { recordEscalation } = await import('../../functions/db/escalations');
  await recordEscalation({
    ticketId,
    escalatedLevel: level,
    assigneeEmail: email,
    escalatedAt: new Date().toISOString(),
  });
}

const signedInAs = demoSessions('admin', 'user');

describe('escalation contacts (item 1)', () => {
  let levelOne: Person;
  let hod: Person;
  let bystander: Person;

  beforeAll(async () => {
    // Plain agents of another department (Accounts, 3) than the tickets' (IT Support, 1).
    [levelOne, hod, bystander] = await Promise.all([
      createPerson(signedInAs.admin.token, 'Level One Contact', 'agent', { openDepartmentId: '3' }),
      createPerson(signedInAs.admin.token, 'Hod Contact', 'agent', { openDepartmentId: '3' }),
      createPerson(signedInAs.admin.token, 'Not A Contact', 'agent', { openDepartmentId: '3' }),
    ]);
  });

  it('may not open a ticket of another department before it is escalated to them', async () => {
    const id = await raise();
    const answer = await call(getTicketByTicketId, { id }, levelOne.token);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(`Ticket ${id} was not found.`);
  });

  it('read, reply and change the status of a ticket escalated to them, at any level', async () => {
    const id = await raise();
    await escalate(id, 'level1', levelOne.email.toUpperCase());
    await escalate(id, 'hod', hod.email);

    for (const contact of [levelOne, hod]) {
      const ticket = await call(getTicketByTicketId, { id }, contact.token);
      expect(ticket.status, contact.email).toBe(200);
      expect(ticket.body.id).toBe(id);
      expect((await call(getRepliesByTicketId, { ticketId: id }, contact.token)).status).toBe(200);
      const reply = await call(
        saveReply,
        { ticketId: id, message: `<p>On it, ${contact.fullName}</p>` },
        contact.token,
      );
      expect(reply.body).toEqual({ success: true, message: 'Reply Posted' });
    }
    const status = await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Work in progress' }, levelOne.token);
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    // As agents they also write internal notes, which the requester never sees.
    const note = await call(saveReply, { ticketId: id, message: 'Checked stock', isInternalNotes: true }, hod.token);
    expect(note.status).toBe(200);

    const seen = await call(getTicketByTicketId, { id }, signedInAs.user.token);
    expect(seen.body.ticketStatus).toBe('Work in progress');
    const thread = (await call(getRepliesByTicketId, { ticketId: id }, signedInAs.user.token)).body as unknown as {
      message: string;
    }[];
    const messages = thread.map((entry) => entry.message);
    expect(messages).toContain(`<p>On it, ${levelOne.fullName}</p>`);
    expect(messages).toContain(`<p>On it, ${hod.fullName}</p>`);
    expect(messages).not.toContain('Checked stock');
  });

  it('gives nothing to an agent of the same department it was not escalated to', async () => {
    const id = await raise();
    await escalate(id, 'level1', levelOne.email);
    expect((await call(getTicketByTicketId, { id }, bystander.token)).status).toBe(404);
    expect((await call(saveReply, { ticketId: id, message: 'Hello' }, bystander.token)).status).toBe(404);
    expect((await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Resolved' }, bystander.token)).status).toBe(404);
  });
});
