import { beforeAll, describe, expect, it } from 'vitest';
import { getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import { getTicketsOfTeam } from '../../shared/contract/teams';
import {
  bulkUpdateStatus,
  getAllTicketsForCentralPool,
  getTicketByTicketId,
  getTicketsWithPageNumber,
} from '../../shared/contract/tickets';
import { call, createRequester, DEMO_IT_TEAM, demo, demoSessions, ticketAssignedToDemoAgent } from './api';
import { stackEnv } from './stack-env';

let requester: Awaited<ReturnType<typeof createRequester>>;

const { teamId: TEAM_ID } = DEMO_IT_TEAM;

const signedInAs = demoSessions('agent', 'central', 'lead');

beforeAll(async () => {
  requester = await createRequester('1802', { officeType: 'School', branch: 'Warangal' });
});

/** A ticket raised by the requester and assigned to the team's agent. */
const assignedTicket = () => ticketAssignedToDemoAgent(requester, signedInAs.agent.token);

/** Moves a ticket's first-response target into the past, as if it had been raised hours ago. */
async function targetPassed(id: string) {
  const { getTicket } = await import('../../functions/db/tickets');
  const { applyTicketChanges } = await import('../../functions/db/ticketWrites');
  const before = await getTicket(id);
  if (!before) throw new Error(`no ticket ${id}`);
  const after = {
    ...before,
    firstResponseDueDate: new Date(Date.now() - 60_000).toISOString(),
    version: before.version + 1,
  };
  await applyTicketChanges([{ ticket: after, entries: [] }], new Map([[id, before]]));
}

describe('First Response in All Tickets and My Teams', () => {
  it('shows the first response and filters "FR breached" on the server, with exact totals and paging', async () => {
    const startDate = new Date(Date.now() - 1_000).toISOString();
    const answered = await assignedTicket();
    const breached = await assignedTicket();
    const waiting = await assignedTicket();
    expect((await call(saveReply, { ticketId: answered, message: 'On it' }, signedInAs.agent.token)).status).toBe(200);
    await targetPassed(breached);
    const range = { startDate, endDate: new Date(Date.now() + 60_000).toISOString(), size: 500 };

    const ids = (body: Record<string, any>, key = 'tickets') => (body[key] as { id: string }[]).map((row) => row.id);
    const all = async (query: Record<string, unknown>) =>
      (await call(getAllTicketsForCentralPool, { ...range, ...query }, signedInAs.central.token)).body;
    const yes = await all({ isFirstResponseBreached: '1' });
    expect(ids(yes)).toContain(breached);
    expect(ids(yes)).not.toEqual(expect.arrayContaining([answered]));
    expect(ids(yes)).not.toEqual(expect.arrayContaining([waiting]));
    expect(yes.totalItems).toBe(yes.tickets.length);
    const no = await all({ isFirstResponseBreached: '2' });
    expect(ids(no)).toEqual(expect.arrayContaining([answered, waiting]));
    expect(ids(no)).not.toContain(breached);
    expect(no.totalItems).toBe(no.tickets.length);
    const everything = await all({});
    expect(everything.totalItems).toBe(yes.totalItems + no.totalItems);

    // The same total on every page; pages hold the rows one after another.
    const first = await all({ isFirstResponseBreached: '2', size: 1, page: 0 });
    const second = await all({ isFirstResponseBreached: '2', size: 1, page: 1 });
    expect([first.totalItems, second.totalItems]).toEqual([no.totalItems, no.totalItems]);
    expect([...ids(first), ...ids(second)]).toEqual(ids(no).slice(0, 2));

    const row = (body: Record<string, any>, id: string, key = 'tickets') =>
      (body[key] as Record<string, unknown>[]).find((each) => each.id === id);
    expect(row(yes, breached)).toMatchObject({ firstResponseAt: null, isFirstResponseBreached: true });
    expect(row(no, answered)).toMatchObject({ firstResponseAt: expect.any(String), isFirstResponseBreached: false });
    expect(row(no, waiting)).toMatchObject({ firstResponseAt: null, isFirstResponseBreached: false });

    const team = async (query: Record<string, unknown>) =>
      (
        await call(
          getTicketsOfTeam,
          { ...range, teamId: TEAM_ID, departmentId: 'All', ...query },
          signedInAs.lead.token,
        )
      ).body;
    const teamYes = await team({ isFirstResponseBreached: '1' });
    expect(ids(teamYes, 'teams')).toContain(breached);
    expect(ids(teamYes, 'teams')).not.toEqual(expect.arrayContaining([answered]));
    expect(teamYes.totalItems).toBe(teamYes.teams.length);
    const teamNo = await team({ isFirstResponseBreached: '2' });
    expect(ids(teamNo, 'teams')).toEqual(expect.arrayContaining([answered, waiting]));
    expect(ids(teamNo, 'teams')).not.toContain(breached);

    // A value other than Yes (1) or No (2) is a clear 400.
    expect(
      (await call(getAllTicketsForCentralPool, { ...range, isFirstResponseBreached: 'x' }, signedInAs.central.token))
        .status,
    ).toBe(400);
  });
});

describe('First Response of a ticket closed without a reply', () => {
  // One rule for lists, filters and the view: closed unanswered after the target is breached,
  // closed before it is not (shared/domain/tickets.ts isFirstResponseBreached).
  it('is breached when closed after the target, in the FR breached filter, My Teams and the view', async () => {
    const startDate = new Date(Date.now() - 1_000).toISOString();
    const closedLate = await assignedTicket();
    const closedEarly = await assignedTicket();
    await targetPassed(closedLate);
    const closed = await call(
      bulkUpdateStatus,
      { id: [closedLate, closedEarly], ticketStatus: 'Closed' },
      signedInAs.central.token,
    );
    expect(closed.status).toBe(200);
    const range = { startDate, endDate: new Date(Date.now() + 60_000).toISOString(), size: 500 };
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

    const all = async (query: Record<string, unknown>) =>
      (await call(getAllTicketsForCentralPool, { ...range, ...query }, signedInAs.central.token)).body;
    const yes = await all({ isFirstResponseBreached: '1' });
    expect(ids(yes.tickets)).toContain(closedLate);
    expect(ids(yes.tickets)).not.toContain(closedEarly);
    expect(ids((await all({ isFirstResponseBreached: '2' })).tickets)).toContain(closedEarly);
    expect(yes.tickets.find((row: { id: string }) => row.id === closedLate)).toMatchObject({
      firstResponseAt: null,
      isFirstResponseBreached: true,
    });

    // My Teams reads the assignee's partition and takes the first response from the day rows.
    const team = async (query: Record<string, unknown>) =>
      (
        await call(
          getTicketsOfTeam,
          { ...range, teamId: TEAM_ID, departmentId: 'All', ...query },
          signedInAs.lead.token,
        )
      ).body;
    expect(ids((await team({ isFirstResponseBreached: '1' })).teams)).toContain(closedLate);
    expect(ids((await team({ isFirstResponseBreached: '2' })).teams)).toContain(closedEarly);

    const view = (await call(getTicketByTicketId, { id: closedLate }, signedInAs.agent.token)).body;
    expect(view.isFirstResponseBreached).toBe(true);
    expect(view.slaExplanation.at(-1)).toMatch(/closed .* without a response, missed\.$/);
    const early = (await call(getTicketByTicketId, { id: closedEarly }, signedInAs.agent.token)).body;
    expect(early.isFirstResponseBreached).toBe(false);
  });
});

describe('First Response after the first reply, in every list that sorts or counts it', () => {
  // The first reply rewrites the ticket's day row only; lists read from a person's partition (My
  // Teams, the assignee filter, a search by employee id, My Tickets) take it from there.
  it('orders by it the same whichever partition the list reads', async () => {
    const own = await createRequester('1804', { officeType: 'School', branch: 'Warangal' });
    const startDate = new Date(Date.now() - 1_000).toISOString();
    const [waiting, later, earlier] = [
      await ticketAssignedToDemoAgent(own, signedInAs.agent.token),
      await ticketAssignedToDemoAgent(own, signedInAs.agent.token),
      await ticketAssignedToDemoAgent(own, signedInAs.agent.token),
    ];
    expect((await call(saveReply, { ticketId: earlier, message: 'First' }, signedInAs.agent.token)).status).toBe(200);
    expect((await call(saveReply, { ticketId: later, message: 'Second' }, signedInAs.agent.token)).status).toBe(200);
    const query = {
      startDate,
      endDate: new Date(Date.now() + 60_000).toISOString(),
      size: 500,
      orderBy: 'firstResponseAt',
      orderDirection: 'asc',
    };
    // Unanswered first (no value), then by the time of the first reply.
    const expected = [waiting, earlier, later];
    const ours = (rows: { id: string }[]) => rows.map((row) => row.id).filter((id) => expected.includes(id));

    const all = (extra: Record<string, unknown>) =>
      call(getAllTicketsForCentralPool, { ...query, ...extra }, signedInAs.central.token);
    expect(ours((await all({})).body.tickets)).toEqual(expected);
    expect(ours((await all({ assigneeId: signedInAs.agent.userId })).body.tickets)).toEqual(expected);
    expect(ours((await all({ searchParam: own.employeeId })).body.tickets)).toEqual(expected);
    const team = await call(
      getTicketsOfTeam,
      { ...query, teamId: TEAM_ID, departmentId: 'All' },
      signedInAs.lead.token,
    );
    expect(ours(team.body.teams)).toEqual(expected);
    const mine = await call(getTicketsWithPageNumber, query, own.token);
    expect(ours(mine.body.tickets)).toEqual(expected);
  });
});

describe('a missed first-response target', () => {
  it("mails the assignee's team lead once, with an agents-only note; an answered ticket mails nobody", async () => {
    const { runOverdueSweep } = await import('../../functions/core/overdueSweep');
    const { drainOutbox } = await import('../../functions/core/mail');
    const missed = await assignedTicket();
    const answered = await assignedTicket();
    await call(saveReply, { ticketId: answered, message: 'Looking now' }, signedInAs.agent.token);
    const target = Date.parse(
      (await call(getTicketByTicketId, { id: missed }, signedInAs.agent.token)).body.firstResponseDueDate,
    );

    const ours = (ticket: { id: string }) => ticket.id === missed || ticket.id === answered;
    expect((await runOverdueSweep(target - 60_000, ours)).firstResponsesMissed).toBe(0);
    expect((await runOverdueSweep(target + 60_000, ours)).firstResponsesMissed).toBe(1);
    // Again, and twice at once: nothing more.
    const again = await Promise.all([runOverdueSweep(target + 120_000, ours), runOverdueSweep(target + 120_000, ours)]);
    expect(again.map((outcome) => outcome.firstResponsesMissed)).toEqual([0, 0]);
    expect((await runOverdueSweep(target + 3_600_000, ours)).firstResponsesMissed).toBe(0);

    const thread = (await call(getRepliesByTicketId, { ticketId: missed }, signedInAs.agent.token)).body as unknown as {
      message: string;
      isInternalNotes: boolean;
    }[];
    const notes = thread.filter((entry) => entry.message.startsWith('First response target'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ isInternalNotes: true });
    expect(notes[0].message).toMatch(/missed: Lakshmi Lead \(lead@demo\.local\) notified$/);
    const seen = (await call(getRepliesByTicketId, { ticketId: missed }, requester.token)).body as unknown as {
      message: string;
    }[];
    expect(seen.filter((entry) => entry.message.startsWith('First response target'))).toEqual([]);

    await drainOutbox();
    const inbox = (await (await fetch(`${stackEnv().SES_ENDPOINT}/store`)).json()) as {
      emails: { subject: string; destination: { to: string[] }; body: { text: string } }[];
    };
    const mails = (id: string) =>
      inbox.emails.filter(
        (mail) => mail.subject.startsWith(`[Ticket #${id}]`) && mail.subject.endsWith('First response target missed'),
      );
    expect(mails(missed).map((mail) => mail.destination.to)).toEqual([[demo.lead]]);
    expect(mails(missed)[0].body.text).toContain(`/viewTicket/id:${missed}`);
    expect(mails(answered)).toEqual([]);
  });
});
