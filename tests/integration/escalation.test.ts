import { beforeAll, describe, expect, it } from 'vitest';
import { ESCALATION_LOOKUP_MESSAGES, schoolEscalation } from '../../shared/contract/escalationMatrices';
import { getRepliesByTicketId } from '../../shared/contract/replies';
import { bulkUpdateStatus, getTicketByTicketId, saveTicket } from '../../shared/contract/tickets';
import { getEscalatedByLoggedInUserId } from '../../shared/contract/transfers';
import { laptopIssueForm, requesterTicket } from '../factories/tickets';
import { apiUrl, call, createRequester, demo, demoSessions, sesInbox, signIn } from './api';

let requester: Awaited<ReturnType<typeof createRequester>>;

const matrixRow = {
  branch: 'Warangal',
  department: 'IT Support',
  module: 'IT',
  state: 'Telangana',
  district: 'Warangal',
  l1name: 'Arjun Agent',
  l1mobile: '9848000002',
  l1email: demo.agent,
  l2name: 'Level Two',
  l2email: 'level2@demo.local',
  hodname: 'Head Of IT',
  hodemail: 'hod@demo.local',
};

const signedInAs = demoSessions('admin', 'agent');

beforeAll(async () => {
  requester = await createRequester('600', { officeType: 'School', branch: 'Warangal' });
});

describe('escalation matrices', () => {
  it('are for central admins only', async () => {
    for (const email of [demo.user, demo.agent, demo.central, demo.lead]) {
      const { token } = await signIn(email);
      expect((await call(schoolEscalation.list, {}, token)).status, email).toBe(403);
      expect((await call(schoolEscalation.saveUpdate, matrixRow, token)).status, email).toBe(403);
    }
  });

  it('check required fields and the 12-character state before writing, then list, find and update', async () => {
    expect((await call(schoolEscalation.saveUpdate, { ...matrixRow, module: '' }, signedInAs.admin.token)).status).toBe(
      400,
    );
    // The input takes 12 characters; a longer State sent anyway is refused with a message naming it.
    const tooLong = await call(
      schoolEscalation.saveUpdate,
      { ...matrixRow, state: 'Thirteen chars' },
      signedInAs.admin.token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('State must be at most 12 characters');
    const created = await call(schoolEscalation.saveUpdate, matrixRow, signedInAs.admin.token);
    expect(created.body).toEqual({ success: true, message: 'Details submitted' });
    const list = await call(
      schoolEscalation.list,
      { searchParam: 'warangal', size: 8, page: 0 },
      signedInAs.admin.token,
    );
    expect(list.body.totalItems).toBe(1);
    const row = list.body.schoolEscalationList[0];
    expect(row).toMatchObject({ branch: 'Warangal', module: 'IT' });
    const id = row.idschoolescalation;
    expect((await call(schoolEscalation.findById, { id }, signedInAs.admin.token)).body.l1email).toBe(demo.agent);
    const updated = await call(
      schoolEscalation.saveUpdate,
      { ...matrixRow, id, agm: 'AGM Name' },
      signedInAs.admin.token,
    );
    expect(updated.body.message).toBe('Details Submitted Successfully');
    expect((await call(schoolEscalation.findById, { id }, signedInAs.admin.token)).body.agm).toBe('AGM Name');
  });

  it('answer the level-1 contact of the caller branch, or a message', async () => {
    const found = await call(
      schoolEscalation.assignee,
      { department: 'IT Support', module: 'IT', openDepartmentId: '1' },
      requester.token,
    );
    expect(found.body).toMatchObject({ branch: 'Warangal', l1email: demo.agent, state: 'Telangana' });
    const missing = await call(
      schoolEscalation.assignee,
      { department: 'Accounts', module: 'Accounts', openDepartmentId: '1' },
      requester.token,
    );
    expect(missing.body.message).toMatch(/No school escalation contact/);
    // A help topic stored without a category (before it was required) is named as the cause.
    const noCategory = await call(
      schoolEscalation.assignee,
      { department: 'IT Support', module: '', openDepartmentId: '1' },
      requester.token,
    );
    expect(noCategory.body.message).toBe(ESCALATION_LOOKUP_MESSAGES.noCategory);
  });
});

describe('the overdue sweep', () => {
  it('escalates level by level, once each, with activity, records and mails; nothing when closed', async () => {
    const { runOverdueSweep } = await import('../../functions/core/overdueSweep');
    const saved = await call(saveTicket, requesterTicket({ ...requester }, { slaPlan: '1' }), requester.token);
    const id = String(saved.body.id);
    const mine = (ticket: { id: string }) => ticket.id === id;
    const due = Date.parse((await call(getTicketByTicketId, { id }, requester.token)).body.level1DueDate);

    // Before its due date the sweep leaves this ticket alone (other tests' tickets may be due earlier).
    await runOverdueSweep(due - 60_000, mine);
    expect(
      (await call(getEscalatedByLoggedInUserId, { searchParam: id }, signedInAs.agent.token)).body.totalItems,
    ).toBe(0);
    const first = await runOverdueSweep(due + 60_000, mine);
    expect(first.escalated).toBeGreaterThanOrEqual(1);
    // Running again, or twice at once, escalates nothing more.
    const again = await Promise.all([runOverdueSweep(due + 60_000, mine), runOverdueSweep(due + 60_000, mine)]);
    expect(again.map((outcome) => outcome.escalated)).toEqual([0, 0]);

    const escalated = await call(getEscalatedByLoggedInUserId, { searchParam: id }, signedInAs.agent.token);
    expect(escalated.body.tickets).toHaveLength(1);
    expect(escalated.body.tickets[0]).toMatchObject({ escalatedLevel: 'level1', ticket: { id } });

    // Two days late, one level only (level 3's time has come too, but level 2 gets its day first) ...
    const late = await runOverdueSweep(due + 49 * 3_600_000, mine);
    expect(late.escalated + late.missingContacts).toBe(1);
    expect((await runOverdueSweep(due + 60 * 3_600_000, mine)).escalated).toBe(0);
    // ... a day after it, level 3, which has no contact: reported once in the thread, not retried.
    await runOverdueSweep(due + 73 * 3_600_000, mine);
    await runOverdueSweep(due + 73 * 3_600_000, mine);
    // Levels and staff e-mails are for agents (an internal activity entry, issue 21 item 20) ...
    const thread = (await call(getRepliesByTicketId, { ticketId: id }, signedInAs.agent.token)).body as unknown as {
      message: string;
      isInternalNotes: boolean;
    }[];
    const internal = thread.filter((entry) => entry.message.startsWith('Ticket is overdue'));
    expect(internal.every((entry) => entry.isInternalNotes)).toBe(true);
    const activity = internal.map((entry) => entry.message);
    expect(activity).toEqual([
      `Ticket is overdue and was escalated to LEVEL1: Arjun Agent (${demo.agent})`,
      'Ticket is overdue and was escalated to LEVEL2: Level Two (level2@demo.local)',
      expect.stringMatching(/^Ticket is overdue, but no escalation contact is set for LEVEL3/),
    ]);
    // ... and never reach the requester, who reads only that the ticket was escalated (twice: two contacts told).
    const seen = (await call(getRepliesByTicketId, { ticketId: id }, requester.token)).body as unknown as {
      message: string;
    }[];
    const texts = seen.map((entry) => entry.message);
    expect(texts.filter((message) => /overdue|LEVEL\d|@demo\.local/.test(message))).toEqual([]);
    expect(texts.filter((message) => message === 'Your ticket has been escalated')).toHaveLength(2);

    // Other suites' mails may be in the outbox too: what matters is that this ticket's arrived.
    const subjects = (await sesInbox()).filter(
      (mail) => mail.subject.startsWith(`[Ticket #${id}]`) && mail.subject.includes('Escalated to you'),
    );
    expect(subjects.map((mail) => mail.destination.to[0]).sort()).toEqual([demo.agent, 'level2@demo.local']);

    await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Closed' }, requester.token);
    await runOverdueSweep(due + 200 * 3_600_000, mine);
    const after = (await call(getRepliesByTicketId, { ticketId: id }, signedInAs.agent.token)).body as unknown as {
      message: string;
    }[];
    expect(after.filter((entry) => entry.message.startsWith('Ticket is overdue'))).toHaveLength(3);
  });

  it('finds escalated tickets by the rule of every ticket list: whole words, the number, "#" and all', async () => {
    const { runOverdueSweep } = await import('../../functions/core/overdueSweep');
    // A word of its own, so other suites' tickets never match it.
    const marker = `lab${Date.now().toString(36)}`;
    const saved = await call(
      saveTicket,
      requesterTicket(
        { ...requester },
        { slaPlan: '1', dynamicFormJson: laptopIssueForm(`${marker} desktops frozen`) },
      ),
      requester.token,
    );
    const id = String(saved.body.id);
    const due = Date.parse((await call(getTicketByTicketId, { id }, requester.token)).body.level1DueDate);
    await runOverdueSweep(due + 60_000, (ticket) => ticket.id === id);
    const found = async (searchParam: string) =>
      (await call(getEscalatedByLoggedInUserId, { searchParam }, signedInAs.agent.token)).body.tickets.map(
        (row: { ticketId: string }) => row.ticketId,
      );

    expect(await found(`${marker} desktops`)).toEqual([id]);
    expect(await found(`DESKTOPS ${marker}`)).toEqual([id]);
    expect(await found(id)).toEqual([id]);
    expect(await found(`#${id}`)).toEqual([id]);
    // Parts of words find nothing, as on My Tickets, All Tickets and the Department Queue.
    expect(await found(`${marker} desk`)).toEqual([]);
    expect(await found(marker.slice(0, -1))).toEqual([]);
  });

  it('runs on demand on the local stack', async () => {
    const response = await fetch(`${apiUrl()}/__local/jobs/overdueSweep`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await response.json()).outcome).toHaveProperty('overdueTickets');
  });
});
