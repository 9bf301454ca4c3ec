import { beforeAll, describe, expect, it } from 'vitest';
import { downloadAllTickets } from '../../shared/contract/exports';
import { cannedResponse, getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import {
  getAllTicketsForCentralPool,
  getDepartmentQueue,
  getTicketByTicketId,
  getTicketsCountForDisplay,
  QUEUE_MESSAGES,
  takeTicket,
  updateSLATime,
  updateTicketDetails,
} from '../../shared/contract/tickets';
import {
  getAllTransfers,
  getEscalatedByLoggedInUserId,
  getTransferById,
  interDepartmentUpdateTicket,
  saveTransfer,
  transferBack,
} from '../../shared/contract/transfers';
import { createDownloadToken, findByUserName, getUsersByBranch } from '../../shared/contract/users';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, demoSessions, raiseTicket, signIn } from './api';

type Session = { token: string; userId: string };
let requester: Session & { email: string; fullName: string; employeeId: string };

const signedInAs = demoSessions('agent', 'central', 'lead');

beforeAll(async () => {
  requester = await createRequester('700');
});

const raise = () => raiseTicket(requester.token, requesterTicket({ ...requester }));

const ticket = (id: string, token = signedInAs.central.token) =>
  call(getTicketByTicketId, { id }, token).then((answer) => answer.body);

describe('canned responses', () => {
  it('offer the original, last and full messages and the closing e-mail, with the recipients', async () => {
    const id = await raise();
    await call(
      saveReply,
      { ticketId: id, message: 'Please restart it', recepients: 'boss@demo.local' },
      signedInAs.agent.token,
    );
    await call(saveReply, { ticketId: id, message: 'Private', isInternalNotes: true }, signedInAs.agent.token);
    const original = (
      await call(cannedResponse, { ticketId: id, cannedFilterName: 'Original Message' }, signedInAs.agent.token)
    ).body;
    expect(original.message).toBe('Laptop does not boot');
    expect(original.recepients).toBe(`${requester.email},boss@demo.local`);
    const last = (
      await call(cannedResponse, { ticketId: id, cannedFilterName: 'Last Message' }, signedInAs.agent.token)
    ).body;
    expect(last.message).toBe('Please restart it');
    const full = (
      await call(cannedResponse, { ticketId: id, cannedFilterName: 'Full Message' }, signedInAs.agent.token)
    ).body;
    expect(full.list).toHaveLength(2);
    const closing = (
      await call(cannedResponse, { ticketId: id, cannedFilterName: 'Closing email' }, signedInAs.agent.token)
    ).body;
    expect(closing.message).toContain(`Your ticket #${id}`);
    expect(
      (await call(cannedResponse, { ticketId: id, cannedFilterName: 'Last Message' }, requester.token)).status,
    ).toBe(403);
  });
});

describe('SLA changes', () => {
  it('follow the spec messages and move the due date', async () => {
    const id = await raise();
    expect((await call(updateSLATime, { ticketId: id }, requester.token)).body.message).toBe(
      'Please select new SLA plan',
    );
    expect((await call(updateSLATime, { ticketId: id, slaPlan: '2' }, requester.token)).body.message).toBe(
      'SLA plan already present',
    );
    const created = (await ticket(id)).initialCreatedDate as string;
    const earlier = new Date(Date.parse(created) - 86_400_000).toISOString();
    expect((await call(updateSLATime, { ticketId: id, slaPlan: earlier }, requester.token)).status).toBe(400);
    expect((await call(updateSLATime, { ticketId: id, slaPlan: '5' }, signedInAs.agent.token)).status).toBe(403);
    const newDue = new Date(Date.parse(created) + 4.5 * 86_400_000).toISOString();
    const answer = await call(updateSLATime, { ticketId: id, slaPlan: newDue }, requester.token);
    expect(answer.body.message).toBe('SLA Updated');
    const after = await ticket(id);
    expect(after.modifiedSlaPlan).toBe('5 Day');
    expect(Date.parse(after.level1DueDate) - Date.parse(created)).toBe(5 * 86_400_000);
    expect(after.modifiedCreatedDate).not.toBeNull();
  });
});

describe('ticket details', () => {
  it('change the sub-category among the help topic options, on the version read', async () => {
    const id = await raise();
    const { version } = await ticket(id);
    const setSubCategory = (ticketSubCategory: string) =>
      call(updateTicketDetails, { ticketId: id, ticketSubCategory, version }, signedInAs.agent.token);
    expect((await setSubCategory('Nonsense')).status).toBe(400);
    expect((await setSubCategory('Hardware')).status).toBe(200);
    // The same version again: someone else changed the ticket since it was read.
    const stale = await setSubCategory('Software');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await ticket(id)).ticketSubCategory).toBe('Hardware');
    expect(
      (await call(updateTicketDetails, { ticketId: id, ticketSubCategory: 'Software' }, requester.token)).status,
    ).toBe(403);
  });
});

describe('transfers', () => {
  const toFacilities = (id: string) => ({
    ticketId: id,
    isTicketWronglyAssigned: 1,
    transferReason: 'Wrong department',
    selectedDepartment: { depId: '2', deptName: 'Facilities' },
    selectedAssignee: { value: '4', label: 'Lakshmi Lead', departmentId: '2', assigneeName: 'Lakshmi Lead' },
    helpTopicId: '3',
  });

  it('need department, help topic and assignee', async () => {
    const id = await raise();
    const answer = await call(saveTransfer, { ...toFacilities(id), helpTopicId: null }, signedInAs.agent.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: 'false', message: 'Please fill mandatory information' });
  });

  it('move a ticket, and its assignee alone can transfer it back', async () => {
    const id = await raise();
    const moved = await call(saveTransfer, toFacilities(id), signedInAs.agent.token);
    expect(moved.body).toEqual({ success: 'true', message: 'Ticket Transferred Successfully' });
    const after = await ticket(id);
    expect(after).toMatchObject({
      department: { id: '2', departmentName: 'Facilities' },
      assigneeId: '4',
      isTicketSource: true,
    });
    expect(
      (
        await call(
          transferBack,
          { ticketId: id, ticketSourceHistoryId: after.ticketSourceHistoryId },
          signedInAs.central.token,
        )
      ).status,
    ).toBe(403);
    const back = await call(
      transferBack,
      { ticketId: id, ticketSourceHistoryId: after.ticketSourceHistoryId },
      signedInAs.lead.token,
    );
    expect(back.body.message).toBe('Transferred Successfully');
    // Lakshmi works IT Support, where it went back to: her page stays on it.
    expect(back.body.canStillOpen).toBe(true);
    expect(await ticket(id)).toMatchObject({ department: { id: '1' }, assigneeId: null, isTicketSource: false });
    const thread = (await call(getRepliesByTicketId, { ticketId: id }, signedInAs.central.token)).body as unknown as {
      message: string;
    }[];
    expect(thread.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Ticket transferred from IT Support to Facilities/),
        expect.stringMatching(/^Ticket transferred back to IT Support/),
      ]),
    );
  });

  it('tell an assignee who transfers back and can no longer open the ticket so (their page leaves it unread)', async () => {
    const id = await raise();
    const bharat = await signIn('agent2@demo.local');
    const toBharat = {
      ...toFacilities(id),
      selectedAssignee: {
        value: bharat.userId,
        label: 'Bharat Agent',
        departmentId: '2',
        assigneeName: 'Bharat Agent',
      },
    };
    expect((await call(saveTransfer, toBharat, signedInAs.agent.token)).body.success).toBe('true');
    const { ticketSourceHistoryId } = await ticket(id, bharat.token);
    const back = await call(transferBack, { ticketId: id, ticketSourceHistoryId }, bharat.token);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toEqual({ success: true, message: 'Transferred Successfully', canStillOpen: false });
    // Back in IT Support with nobody assigned, out of Bharat's (Facilities) reach: as any ticket there.
    const read = await call(getTicketByTicketId, { id }, bharat.token);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe(`Ticket ${id} was not found.`);
  });

  it('to the central pool wait in Transfer Request until the pool completes them', async () => {
    const id = await raise();
    const before = (await call(getTicketsCountForDisplay, {}, signedInAs.central.token)).body.allTransferTickets;
    const request = {
      ticketId: id,
      transferReason: 'Not ours',
      selectedDepartment: { depId: 'Central Pool Agent', deptName: 'Central Pool Agent' },
    };
    expect((await call(saveTransfer, request, signedInAs.agent.token)).body.success).toBe('true');
    expect((await call(getTicketsCountForDisplay, {}, signedInAs.central.token)).body.allTransferTickets).toBe(
      before + 1,
    );
    expect((await call(getAllTransfers, {}, signedInAs.agent.token)).status).toBe(403);
    const list = await call(getAllTransfers, { searchParam: id }, signedInAs.central.token);
    const row = list.body.tickets.find((entry: { ticketId: string }) => entry.ticketId === id);
    expect(row).toMatchObject({
      transferStatus: 'Pending',
      toDepartmentName: 'Central Pool Agent',
      transferReason: 'Not ours',
    });
    expect((await call(getTransferById, { id: row.id }, signedInAs.central.token)).body.ticket.id).toBe(id);
    // Meanwhile it is the pool's: out of its department's queue, and Take is refused.
    const queue = (await call(getDepartmentQueue, { size: 500 }, signedInAs.agent.token)).body.tickets as {
      id: string;
    }[];
    expect(queue.map((entry) => entry.id)).not.toContain(id);
    const taken = await call(takeTicket, { ticketId: id }, signedInAs.agent.token);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(QUEUE_MESSAGES.awaitingCentralPool(id));
    // Its search follows the ticket lists' rule: whole words of the reason and departments, and the ticket's.
    const found = async (searchParam: string) =>
      (await call(getAllTransfers, { searchParam }, signedInAs.central.token)).body.tickets.map(
        (entry: { ticketId: string }) => entry.ticketId,
      );
    expect(await found('OURS')).toContain(id);
    expect(await found('pool central')).toContain(id);
    expect(await found(`#${id}`)).toEqual([id]);
    expect(await found('centra')).not.toContain(id);
    expect(await found('ours pool')).toContain(id);
    const done = await call(
      interDepartmentUpdateTicket,
      { ...toFacilities(id), transferRequestId: row.id },
      signedInAs.central.token,
    );
    expect(done.body.success).toBe('true');
    expect((await ticket(id)).department.id).toBe('2');
    expect((await call(getTicketsCountForDisplay, {}, signedInAs.central.token)).body.allTransferTickets).toBe(before);
  });
});

describe('escalated tickets', () => {
  it('list the records addressed to the caller, with their tickets', async () => {
    const { recordEscalation, AlreadyEscalatedError } = await import('../../functions/db/escalations');
    const id = await raise();
    await recordEscalation({
      ticketId: id,
      escalatedLevel: 'level1',
      assigneeEmail: demo.agent,
      escalatedAt: new Date().toISOString(),
    });
    await expect(
      recordEscalation({
        ticketId: id,
        escalatedLevel: 'level1',
        assigneeEmail: demo.agent,
        escalatedAt: new Date().toISOString(),
      }),
    ).rejects.toBeInstanceOf(AlreadyEscalatedError);
    const list = await call(getEscalatedByLoggedInUserId, { searchParam: id }, signedInAs.agent.token);
    expect(list.body.tickets).toHaveLength(1);
    expect(list.body.tickets[0]).toMatchObject({
      ticketId: id,
      escalatedLevel: 'level1',
      assigneeEmail: demo.agent,
      ticket: { id },
    });
    expect(
      (
        await call(
          getEscalatedByLoggedInUserId,
          { searchParam: id, loggedInUserEmail: demo.agent },
          signedInAs.central.token,
        )
      ).body.totalItems,
    ).toBe(0);
    expect((await call(getEscalatedByLoggedInUserId, {}, requester.token)).status).toBe(403);
    expect(
      (await call(getTicketsCountForDisplay, {}, signedInAs.agent.token)).body.allEscalatedTickets,
    ).toBeGreaterThan(0);
  });
});

describe('All Tickets', () => {
  it('filters by help topic and assignee, and exports', async () => {
    const id = await raise();
    await call(
      saveTransfer,
      {
        ticketId: id,
        selectedDepartment: { depId: 'All', deptName: 'All' },
        selectedAssignee: { value: '3', label: 'Chitra Central', departmentId: '1', assigneeName: 'Chitra Central' },
        helpTopicId: '2',
      },
      signedInAs.agent.token,
    );
    const found = await call(
      getAllTicketsForCentralPool,
      { helpTopicId: '2', assigneeId: '3', searchParam: id },
      signedInAs.central.token,
    );
    expect(found.body.tickets.map((row: { id: string }) => row.id)).toEqual([id]);
    // Search is a contains match, so other suites' tickets may match the number: only this one must not.
    const otherTopic = await call(
      getAllTicketsForCentralPool,
      { helpTopicId: '1', searchParam: id, size: 100 },
      signedInAs.central.token,
    );
    expect(otherTopic.body.tickets.map((row: { id: string }) => row.id)).not.toContain(id);
    // A download token is bound to the export's path and query (issue 15 item 10).
    const filters = { helpTopicId: '2', assigneeId: '3' };
    const query = new URLSearchParams(filters).toString();
    const token = (await call(createDownloadToken, { path: downloadAllTickets.path, query }, signedInAs.central.token))
      .body.downloadToken;
    const answer = await call(downloadAllTickets, { downloadToken: token, ...filters }, undefined);
    expect(answer.status).toBe(302);
    const csv = await (await fetch(answer.headers.get('location') ?? '')).text();
    expect(csv).toContain(`\n${id},`);
  });
});

describe('assignee lookups', () => {
  it('find users by branch and by name, for agents only', async () => {
    const byBranch = await call(getUsersByBranch, { assigneeBranchName: 'Head Office' }, signedInAs.agent.token);
    expect(byBranch.body.map((user: { fullName: string }) => user.fullName)).toEqual(
      expect.arrayContaining(['Chitra Central', 'Lakshmi Lead']),
    );
    const byName = await call(findByUserName, { fullName: 'lakshmi' }, signedInAs.agent.token);
    expect(byName.body).toEqual([{ id: '4', fullName: 'Lakshmi Lead', email: demo.lead }]);
    expect((await call(findByUserName, { fullName: 'lakshmi' }, requester.token)).status).toBe(403);
  });
});
