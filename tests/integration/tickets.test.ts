import { beforeAll, describe, expect, it } from 'vitest';
import { getPieChartDetails } from '../../shared/contract/reference';
import { getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import {
  bulkUpdateStatus,
  getAllTicketsForCentralPool,
  getTicketByTicketId,
  getTicketsCountForDisplay,
  getTicketsWithPageNumber,
  saveTicket,
} from '../../shared/contract/tickets';
import { demoRequester, laptopIssueForm, requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, demoSessions, raiseTicket } from './api';

const signedInAs = demoSessions('user', 'agent', 'central', 'lead');

describe('raising a ticket', () => {
  it('answers the spec message and saves nothing when something mandatory is missing', async () => {
    const before = await call(getTicketsCountForDisplay, {}, signedInAs.central.token);
    for (const missing of [
      'email',
      'fullName',
      'ticketNotice',
      'departmentId',
      'helpTopicId',
      'slaPlan',
      'userId',
      'ticketCategory',
      'employeeNo',
    ]) {
      const payload: Record<string, unknown> = requesterTicket();
      delete payload[missing];
      const answer = await call(saveTicket, payload, signedInAs.user.token);
      expect(answer.status, missing).toBe(400);
      expect(answer.body.message, missing).toBe('Please fill mandatory information');
    }
    const withoutMandatoryField = requesterTicket(demoRequester, {
      dynamicFormJson: { ...laptopIssueForm(), is_it_blocking_work: undefined, priority_level: '' },
    });
    expect((await call(saveTicket, withoutMandatoryField, signedInAs.user.token)).body.message).toBe(
      'Please fill mandatory information',
    );
    const after = await call(getTicketsCountForDisplay, {}, signedInAs.central.token);
    expect(after.body.allTicketsCount).toBe(before.body.allTicketsCount);
  });

  it('makes a requester ticket Open from the default source, whatever the payload asks', async () => {
    const id = await raiseTicket(
      signedInAs.user.token,
      requesterTicket(demoRequester, { ticketStatus: 'Closed', ticketSourceId: '3', assigneeId: '2' }),
    );
    const ticket = (await call(getTicketByTicketId, { id }, signedInAs.user.token)).body;
    expect(ticket.ticketStatus).toBe('Open');
    expect(ticket.ticketsource.sourceName).toBe('Portal');
    expect(ticket.assigneeId).toBeNull();
  });

  it('needs source, status and assignee from an agent, and uses them', async () => {
    const incomplete = {
      ...requesterTicket(),
      employeeNo: undefined,
      ticketSourceId: '3',
      ticketStatus: 'Work in progress',
    };
    expect((await call(saveTicket, incomplete, signedInAs.agent.token)).body.message).toBe(
      'Please fill mandatory information',
    );
    const id = await raiseTicket(signedInAs.agent.token, { ...incomplete, assigneeId: '2' });
    const ticket = (await call(getTicketByTicketId, { id }, signedInAs.agent.token)).body;
    expect(ticket).toMatchObject({
      ticketStatus: 'Work in progress',
      assigneeId: '2',
      assigneeFullName: 'Arjun Agent',
    });
    expect(ticket.ticketsource.sourceName).toBe('Phone');
  });

  it('says so when the assignee does not exist', async () => {
    const answer = await call(
      saveTicket,
      { ...requesterTicket(), ticketSourceId: '1', ticketStatus: 'Open', assigneeId: '999' },
      signedInAs.agent.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Assignee details have not found. Please report the error at the support mailbox support@demo.local.',
    );
  });

  it('derives subject, priority, the SLA label and the due date, and numbers tickets in order', async () => {
    const first = Number(await raiseTicket(signedInAs.user.token));
    const second = Number(
      await raiseTicket(signedInAs.user.token, requesterTicket(demoRequester, { slaPlan: '3 Day' })),
    );
    expect(second).toBeGreaterThan(first);
    const ticket = (await call(getTicketByTicketId, { id: String(second) }, signedInAs.user.token)).body;
    expect(ticket.subject).toBe('Laptop does not boot');
    expect(ticket.priority).toBe('High');
    expect(ticket.slaPlan).toBe('3 Day');
    expect(Date.parse(ticket.level1DueDate) - Date.parse(ticket.initialCreatedDate)).toBe(3 * 24 * 3600 * 1000);
    expect(ticket.dynamicFormFields).toContain('issue_summary,Laptop does not boot');
    expect(ticket.dynamicFormFields).toContain('is_it_blocking_work,true');
    expect(ticket.isTicketOverdue).toBe(false);
  });

  it('starts the thread with the first entry', async () => {
    const id = await raiseTicket(signedInAs.user.token);
    const thread = (await call(getRepliesByTicketId, { ticketId: id }, signedInAs.user.token)).body as unknown as {
      repliedby: string;
    }[];
    expect(thread).toHaveLength(1);
    expect(thread[0].repliedby).toBe('Uma User');
  });

  it('raises on behalf of another person: both the creator and the requester have it', async () => {
    const payload = requesterTicket(
      { userId: '1', email: demo.user, fullName: 'Uma User', employeeId: 'EMP1001' },
      {
        isTicketCreatedOnBehalfOFAnotherPerson: true,
        originalTicketCreator: demo.lead,
        employeeNo: 'EMP1004',
        ticketSourceId: '1',
        ticketStatus: 'Open',
        assigneeId: '2',
      },
    );
    const id = await raiseTicket(signedInAs.lead.token, payload);
    const ticket = (await call(getTicketByTicketId, { id }, signedInAs.user.token)).body;
    expect(ticket).toMatchObject({ userId: '1', createdBy: '4', fullName: 'Uma User' });
    for (const who of [signedInAs.user, signedInAs.lead, signedInAs.agent]) {
      const mine = await call(getTicketsWithPageNumber, { searchParam: id, size: 20, page: 0 }, who.token);
      expect(mine.body.tickets.map((row: { id: string }) => row.id)).toContain(id);
    }
  });
});

describe('reading tickets', () => {
  it("hides another requester's ticket (404) and internal notes from requesters", async () => {
    const id = await raiseTicket(signedInAs.lead.token, {
      ...requesterTicket({ userId: '4', email: demo.lead, fullName: 'Lakshmi Lead', employeeId: 'EMP1004' }),
      ticketSourceId: '1',
      ticketStatus: 'Open',
      assigneeId: '4',
      helpTopicId: '3',
      departmentId: '2',
      dynamicFormJson: { issue_summary: 'Fan broken', priority_level: 'Low', location: 'Room 4' },
    });
    expect((await call(getTicketByTicketId, { id }, signedInAs.user.token)).status).toBe(404);
    expect((await call(getRepliesByTicketId, { ticketId: id }, signedInAs.user.token)).status).toBe(404);
    // An agent of another department cannot read it either; a central pool agent can.
    expect((await call(getTicketByTicketId, { id }, signedInAs.agent.token)).status).toBe(404);
    expect((await call(getTicketByTicketId, { id }, signedInAs.central.token)).status).toBe(200);
  });

  it('keeps internal notes on the server for requesters', async () => {
    const id = await raiseTicket(signedInAs.user.token);
    const note = await call(
      saveReply,
      { ticketId: id, message: 'Check the warranty first', isInternalNotes: true },
      signedInAs.agent.token,
    );
    expect(note.status).toBe(200);
    const reply = await call(saveReply, { ticketId: id, message: 'We are looking at it' }, signedInAs.agent.token);
    expect(reply.body.message).toBe('Reply Posted');
    const asAgent = (await call(getRepliesByTicketId, { ticketId: id }, signedInAs.agent.token)).body as unknown as {
      message: string;
      isInternalNotes: boolean;
    }[];
    const asUser = (await call(getRepliesByTicketId, { ticketId: id }, signedInAs.user.token)).body as unknown as {
      message: string;
    }[];
    expect(asAgent.map((entry) => entry.message)).toContain('Check the warranty first');
    expect(asUser.map((entry) => entry.message)).not.toContain('Check the warranty first');
    expect(asUser.map((entry) => entry.message)).toContain('We are looking at it');
  });

  it('refuses an empty reply with the spec message, and a requester cannot post an internal note', async () => {
    const id = await raiseTicket(signedInAs.user.token);
    expect((await call(saveReply, { ticketId: id, message: '<p> </p>' }, signedInAs.user.token)).body.message).toBe(
      'Message is mandatory',
    );
    await call(saveReply, { ticketId: id, message: 'Secret?', isInternalNotes: true }, signedInAs.user.token);
    const thread = (await call(getRepliesByTicketId, { ticketId: id }, signedInAs.agent.token)).body as unknown as {
      message: string;
      isInternalNotes: boolean;
    }[];
    expect(thread.find((entry) => entry.message === 'Secret?')?.isInternalNotes).toBe(false);
  });
});

describe('bulk status update', () => {
  it('checks the spec rules in order', async () => {
    expect((await call(bulkUpdateStatus, { id: [], ticketStatus: 'Closed' }, signedInAs.user.token)).body.message).toBe(
      'Please select atleast one ticket.',
    );
    const id = await raiseTicket(signedInAs.user.token);
    expect((await call(bulkUpdateStatus, { id: [id] }, signedInAs.user.token)).body.message).toBe(
      'Please select Ticket Status and/or Assignee',
    );
    const same = await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Open' }, signedInAs.agent.token);
    expect(same.body).toEqual({ success: false, message: `Ticket ${id} already present in same status` });
  });

  it('lets a requester only close or re-open, and records each change in the thread', async () => {
    const id = await raiseTicket(signedInAs.user.token);
    expect((await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Resolved' }, signedInAs.user.token)).status).toBe(
      403,
    );
    expect((await call(bulkUpdateStatus, { id: [id], assigneeId: '2' }, signedInAs.user.token)).status).toBe(403);
    expect(
      (await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Closed' }, signedInAs.user.token)).body.success,
    ).toBe(true);
    let ticket = (await call(getTicketByTicketId, { id }, signedInAs.user.token)).body;
    expect(ticket).toMatchObject({ ticketStatus: 'Closed', closedBy: 'Uma User' });
    expect(ticket.closedDate).not.toBeNull();
    expect(
      (await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Re-Open' }, signedInAs.user.token)).body.success,
    ).toBe(true);
    ticket = (await call(getTicketByTicketId, { id }, signedInAs.user.token)).body;
    expect(ticket).toMatchObject({ ticketStatus: 'Re-Open', closedDate: null });
    const thread = (await call(getRepliesByTicketId, { ticketId: id }, signedInAs.user.token)).body as unknown as {
      message: string;
      isTicketActivityThread: boolean;
    }[];
    const activity = thread.filter((entry) => entry.isTicketActivityThread).map((entry) => entry.message);
    expect(activity).toEqual([
      'Status changed from Open to Closed by Uma User',
      'Status changed from Closed to Re-Open by Uma User',
    ]);
  });

  it('lets an agent change status and assignee of several tickets at once, moving them between My Tickets', async () => {
    const ids = [await raiseTicket(signedInAs.user.token), await raiseTicket(signedInAs.user.token)];
    const answer = await call(
      bulkUpdateStatus,
      { id: ids, ticketStatus: 'Work in progress', assigneeId: '2' },
      signedInAs.agent.token,
    );
    expect(answer.body.success).toBe(true);
    const mine = await call(
      getTicketsWithPageNumber,
      { ticketStatus: '11', size: 20, page: 0 },
      signedInAs.agent.token,
    );
    const listed = mine.body.tickets.map((row: { id: string }) => row.id);
    expect(listed).toEqual(expect.arrayContaining(ids));
    const reassigned = await call(bulkUpdateStatus, { id: [ids[0]], assigneeId: '3' }, signedInAs.agent.token);
    expect(reassigned.body.success).toBe(true);
    const after = await call(
      getTicketsWithPageNumber,
      { searchParam: ids[0], size: 20, page: 0 },
      signedInAs.agent.token,
    );
    expect(after.body.totalItems).toBe(0);
  });
});

describe('My Tickets', () => {
  let requester: { token: string; userId: string };
  const ids: string[] = [];

  beforeAll(async () => {
    // A fresh requester, so counts are exact: the seeded ordinary user has other tests' tickets.
    const fresh = await createRequester('900', {
      email: 'lists@demo.local',
      fullName: 'List Tester',
      employeeId: 'EMP900',
    });
    requester = fresh;
    const who = { userId: '900', email: 'lists@demo.local', fullName: 'List Tester', employeeId: 'EMP900' };
    for (let index = 0; index < 23; index += 1) {
      ids.push(
        await raiseTicket(
          requester.token,
          requesterTicket(who, {
            dynamicFormJson: laptopIssueForm(`Issue number ${index}`),
            ...(index % 2 === 1
              ? {
                  departmentId: '2',
                  helpTopicId: '3',
                  dynamicFormJson: { issue_summary: `Facilities ${index}`, priority_level: 'Low', location: 'Lab' },
                }
              : {}),
          }),
        ),
      );
    }
    await call(bulkUpdateStatus, { id: [ids[0], ids[1]], ticketStatus: 'Closed' }, requester.token);
  });

  const list = (query: Record<string, unknown>) =>
    call(getTicketsWithPageNumber, { size: 20, page: 0, ...query }, requester.token).then((answer) => answer.body);

  it('pages 20 at a time with an exact total, newest first', async () => {
    const first = await list({});
    expect(first.totalItems).toBe(23);
    expect(first.tickets).toHaveLength(20);
    expect(first.tickets[0].id).toBe(ids[22]);
    const second = await list({ page: 1 });
    expect(second.tickets).toHaveLength(3);
    expect(second.currentPage).toBe(1);
  });

  it('filters by status ids, department and closed range', async () => {
    expect((await list({ ticketStatus: '14' })).totalItems).toBe(2);
    expect((await list({ ticketStatus: '1' })).totalItems).toBe(23);
    expect((await list({ ticketStatus: '2,15' })).totalItems).toBe(21);
    expect((await list({ departmentId: '2' })).totalItems).toBe(11);
    const today = new Date();
    const start = new Date(today.getTime() - 86_400_000).toISOString();
    expect(
      (await list({ ticketStatus: '14', closedStartDate: start, closedEndDate: today.toISOString() })).totalItems,
    ).toBe(2);
    expect((await list({ overdueDummy: 1, isTicketOverdue: '1' })).totalItems).toBe(0);
    expect((await list({ isTicketOverdue: '2' })).totalItems).toBe(23);
  });

  it('filters by created range and refuses more than 180 days', async () => {
    const now = Date.now();
    expect(
      (
        await list({
          startDate: new Date(now - 3_600_000).toISOString(),
          endDate: new Date(now + 60_000).toISOString(),
        })
      ).totalItems,
    ).toBe(23);
    expect(
      (
        await list({
          startDate: new Date(now - 10 * 86_400_000).toISOString(),
          endDate: new Date(now - 9 * 86_400_000).toISOString(),
        })
      ).totalItems,
    ).toBe(0);
    const tooLong = await call(
      getTicketsWithPageNumber,
      { startDate: new Date(now - 200 * 86_400_000).toISOString(), endDate: new Date(now).toISOString() },
      requester.token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Please select data range within 6 months');
  });

  it('searches by ticket number and subject, and sorts by any column', async () => {
    expect((await list({ searchParam: ids[5] })).tickets.map((row: { id: string }) => row.id)).toContain(ids[5]);
    // Words match whole words (shared/domain/search.ts): 'facilities 1' is not 'Facilities 10'.
    expect((await list({ searchParam: 'facilities 1' })).totalItems).toBe(1);
    expect((await list({ searchParam: 'FACILITIES' })).totalItems).toBe(11);
    const bySubject = await list({ orderBy: 'subject', orderDirection: 'asc', size: 23 });
    const subjects = bySubject.tickets.map((row: { subject: string }) => row.subject.toLowerCase());
    expect(subjects).toEqual([...subjects].sort());
    const byOldest = await list({ orderBy: 'initialCreatedDate', orderDirection: 'asc' });
    expect(byOldest.tickets[0].id).toBe(ids[0]);
  });

  it('feeds the navigation counts and the pie chart', async () => {
    expect((await call(getTicketsCountForDisplay, {}, requester.token)).body.myTicketsCount).toBe(23);
    expect((await call(getPieChartDetails, {}, requester.token)).body).toEqual({
      openTicketCount: 21,
      closedTicketCount: 2,
      overdueTicketCount: 0,
    });
  });

  it('is not All Tickets: only central pool roles may list every ticket', async () => {
    expect((await call(getAllTicketsForCentralPool, {}, requester.token)).status).toBe(403);
    expect((await call(getAllTicketsForCentralPool, {}, signedInAs.agent.token)).status).toBe(403);
    const all = await call(getAllTicketsForCentralPool, { searchParam: 'List Tester' }, signedInAs.central.token);
    expect(all.body.totalItems).toBe(23);
  });
});

describe('two people changing one ticket', () => {
  it('never overwrite each other: the second write, made on a stale copy, is refused', async () => {
    const { getTicket } = await import('../../functions/db/tickets');
    const { applyTicketChanges, StaleTicketError } = await import('../../functions/db/ticketWrites');
    const id = await raiseTicket(signedInAs.user.token);
    const stale = await getTicket(id);
    if (!stale) throw new Error('ticket missing');
    // Someone else changes it first, through the API.
    expect(
      (await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Work in progress' }, signedInAs.agent.token)).body
        .success,
    ).toBe(true);
    const lateChange = {
      ticket: { ...stale, ticketStatus: 'Resolved' as const, version: stale.version + 1 },
      entries: [],
    };
    await expect(applyTicketChanges([lateChange], new Map([[id, stale]]))).rejects.toBeInstanceOf(StaleTicketError);
    expect((await call(getTicketByTicketId, { id }, signedInAs.agent.token)).body.ticketStatus).toBe(
      'Work in progress',
    );
  });
});
