import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBusinessCalendar, saveBusinessCalendar } from '../../shared/contract/businessCalendar';
import { downloadMyTickets } from '../../shared/contract/exports';
import { getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import {
  bulkUpdateStatus,
  getAllTicketsForCentralPool,
  getTicketByTicketId,
  saveTicket,
} from '../../shared/contract/tickets';
import { createDownloadToken } from '../../shared/contract/users';
import { isWorkingTime, NO_CALENDAR } from '../../shared/domain/businessTime';
import { formatDisplayDate } from '../../shared/domain/dates';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, loadStackEnv, signIn } from './api';

type Session = { token: string; userId: string };
let admin: Session;
let agent: Session;
/** Everyone but the central admin, signed in once. */
let nonAdmins: [string, Session][];
let requester: Awaited<ReturnType<typeof createRequester>>;

/** Calendar days (no working days), pausing on Vendor dependent: the arithmetic of a pause is exact. */
const pausingCalendar = {
  workingDays: [],
  workStart: '09:00',
  workEnd: '17:00',
  holidays: [],
  officeTypeOverrides: [],
  pauseStatuses: ['Vendor dependent'],
  firstResponseHours: 4,
};

/** A week with a holiday for all, one for schools only, and schools working Saturdays, 08:00–14:00. */
const schoolWeek = {
  workingDays: [1, 2, 3, 4, 5],
  holidays: [
    { date: '2026-12-25', name: 'Christmas' },
    { date: '2026-12-24', name: 'Sports Day', officeType: 'school' },
  ],
  officeTypeOverrides: [
    { officeType: 'school', workingDays: [1, 2, 3, 4, 5, 6], workStart: '08:00', workEnd: '14:00' },
  ],
};

const currentVersion = async () => (await call(getBusinessCalendar, {}, admin.token)).body.version as number;

beforeAll(async () => {
  loadStackEnv();
  // Every sign-in here, in the hook's longer time: each hashes at scrypt's cost (slow on a busy machine).
  const emails = [demo.agent, demo.user, demo.central, demo.lead];
  const [adminSession, ...sessions] = await Promise.all([demo.admin, ...emails].map((email) => signIn(email)));
  admin = adminSession;
  nonAdmins = emails.map((email, index) => [email, sessions[index]]);
  agent = sessions[0];
  requester = await createRequester('1801', { officeType: 'School', branch: 'Warangal' });
});

// Other suites share the tenant: leave it as it was, with no calendar and no pause statuses.
afterAll(async () => {
  await call(
    saveBusinessCalendar,
    { ...pausingCalendar, pauseStatuses: [], version: await currentVersion() },
    admin.token,
  );
});

describe('the business calendar endpoints', () => {
  it('are for central admins only', async () => {
    for (const [email, { token }] of nonAdmins) {
      expect((await call(getBusinessCalendar, {}, token)).status, email).toBe(403);
      expect((await call(saveBusinessCalendar, { ...pausingCalendar, version: 0 }, token)).status, email).toBe(403);
    }
  });

  it('answer calendar days until saved, refuse bad input writing nothing, and save conditioned on the version', async () => {
    const before = await call(getBusinessCalendar, {}, admin.token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ timeZone: expect.any(String), firstResponseHours: expect.any(Number) });
    const version = before.body.version as number;

    const bad = [
      { workStart: '17:00', workEnd: '09:00', workingDays: [1] },
      { workStart: '9am' },
      { holidays: [{ date: '2026-02-30', name: 'No such day' }] },
      {
        holidays: [
          { date: '2026-12-25', name: 'Christmas' },
          { date: '2026-12-25', name: 'Again' },
        ],
      },
      { pauseStatuses: ['Open'] },
      { firstResponseHours: 0 },
      { workingDays: [7] },
    ];
    for (const change of bad) {
      const answer = await call(saveBusinessCalendar, { ...pausingCalendar, ...change, version }, admin.token);
      expect(answer.status, JSON.stringify(change)).toBe(400);
    }
    expect(await currentVersion()).toBe(version);

    const saved = await call(
      saveBusinessCalendar,
      {
        ...pausingCalendar,
        ...schoolWeek,
        version,
      },
      admin.token,
    );
    expect(saved.body).toEqual({
      success: true,
      message: 'Business Calendar saved successfully',
      version: version + 1,
    });
    const read = await call(getBusinessCalendar, {}, admin.token);
    expect(read.body).toMatchObject({
      ...schoolWeek,
      version: version + 1,
    });
    // A save from the older version is refused.
    const stale = await call(saveBusinessCalendar, { ...pausingCalendar, version }, admin.token);
    expect(stale.status).toBe(409);
  });
});

describe('the SLA clock on tickets', () => {
  it('pauses and resumes with activity entries, moves the due date, and the sweep honours it', async () => {
    const { runOverdueSweep } = await import('../../functions/core/overdueSweep');
    await call(saveBusinessCalendar, { ...pausingCalendar, version: await currentVersion() }, admin.token);
    const saved = await call(saveTicket, requesterTicket({ ...requester }, { slaPlan: '1' }), requester.token);
    const id = String(saved.body.id);
    const mine = (ticket: { id: string }) => ticket.id === id;
    const detail = async () => (await call(getTicketByTicketId, { id }, agent.token)).body;
    const initial = await detail();
    expect(initial.currentDueDate).toBe(initial.level1DueDate);
    const due = Date.parse(initial.level1DueDate);

    expect((await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Vendor dependent' }, agent.token)).status).toBe(
      200,
    );
    // While paused the ticket is not swept, however late it is.
    expect((await runOverdueSweep(due + 72 * 3_600_000, mine)).overdueTickets).toBe(0);
    const paused = await detail();
    expect(paused.slaExplanation[0]).toMatch(/paused \d+ min so far while Vendor dependent/);
    expect(paused.isTicketOverdue).toBe(false);

    expect((await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Work in progress' }, agent.token)).status).toBe(
      200,
    );
    const thread = (await call(getRepliesByTicketId, { ticketId: id }, agent.token)).body as unknown as {
      message: string;
      createdAt: string;
    }[];
    const pausedAt = thread.find((entry) => entry.message === 'SLA paused')?.createdAt as string;
    const resumedAt = thread.find((entry) => entry.message === 'SLA resumed')?.createdAt as string;
    expect(pausedAt).toBeTruthy();
    expect(resumedAt).toBeTruthy();
    // The requester reads them too: they explain the ticket's due date.
    const seen = (await call(getRepliesByTicketId, { ticketId: id }, requester.token)).body as unknown as {
      message: string;
    }[];
    expect(seen.map((entry) => entry.message)).toEqual(expect.arrayContaining(['SLA paused', 'SLA resumed']));

    const resumed = await detail();
    const moved = due + (Date.parse(resumedAt) - Date.parse(pausedAt));
    expect(resumed.level1DueDate).toBe(initial.level1DueDate);
    expect(resumed.currentDueDate).toBe(new Date(moved).toISOString());
    expect(resumed.slaExplanation[2]).toMatch(/^Paused \d+ min while Vendor dependent/);

    // Between the initial and the moved due date nothing is due; after the moved one it is.
    if (moved > due) expect((await runOverdueSweep(moved - 1, mine)).overdueTickets).toBe(0);
    const swept = await runOverdueSweep(moved + 60_000, mine);
    expect(swept.overdueTickets).toBe(1);
    expect(swept.escalated + swept.missingContacts).toBeGreaterThanOrEqual(1);
  });

  it('keeps the dates set before a calendar change in the view and lists, says so, and applies the new calendar at the next SLA event', async () => {
    await call(saveBusinessCalendar, { ...pausingCalendar, version: await currentVersion() }, admin.token);
    const startDate = new Date(Date.now() - 1_000).toISOString();
    const saved = await call(saveTicket, requesterTicket({ ...requester }, { slaPlan: '1' }), requester.token);
    const id = String(saved.body.id);
    const detail = async () => (await call(getTicketByTicketId, { id }, agent.token)).body;
    const raised = await detail();
    // Every day 10:00–12:00: the ticket's calendar-day due date and 4-hour target may fall outside it.
    const shortDays = { ...pausingCalendar, workingDays: [0, 1, 2, 3, 4, 5, 6], workStart: '10:00', workEnd: '12:00' };
    await call(saveBusinessCalendar, { ...shortDays, version: await currentVersion() }, admin.token);

    const viewed = await detail();
    expect(viewed.currentDueDate).toBe(raised.level1DueDate);
    expect(viewed.firstResponseDueDate).toBe(raised.firstResponseDueDate);
    expect(viewed.slaExplanation[0]).toMatch(
      /^Due .*: 1 day from .*, set on .*, before the current business calendar was saved; the current calendar applies from the ticket's next SLA event$/,
    );
    expect(viewed.slaExplanation.at(-1)).toMatch(
      /^First response target .* \(set on .*, before the current business calendar was saved\)/,
    );
    const range = { startDate, endDate: new Date(Date.now() + 60_000).toISOString(), size: 500, searchParam: id };
    const listed = (await call(getAllTicketsForCentralPool, range, admin.token)).body.tickets as {
      id: string;
      currentDueDate: string;
    }[];
    expect(listed.find((row) => row.id === id)?.currentDueDate).toBe(viewed.currentDueDate);

    // A pause and its end are SLA events: the due date is then the new calendar's, inside its hours.
    await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Vendor dependent' }, agent.token);
    await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Work in progress' }, agent.token);
    const resumed = await detail();
    const zone = (await call(getBusinessCalendar, {}, admin.token)).body.timeZone as string;
    const calendar = { ...NO_CALENDAR, ...shortDays };
    expect(isWorkingTime(Date.parse(resumed.currentDueDate), calendar, undefined, zone)).toBe(true);
    expect(resumed.slaExplanation[0]).toMatch(/^Due .*: 1 business day from /);
    // The next test counts plain hours again.
    await call(saveBusinessCalendar, { ...pausingCalendar, version: await currentVersion() }, admin.token);
  });

  it('is stamped with its first response by the first public agent reply only', async () => {
    const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
    const id = String(saved.body.id);
    const detail = async () => (await call(getTicketByTicketId, { id }, agent.token)).body;
    const raised = await detail();
    expect(raised.firstResponseAt).toBeNull();
    expect(Date.parse(raised.firstResponseDueDate) - Date.parse(raised.createdAt)).toBe(4 * 3_600_000);

    await call(saveReply, { ticketId: id, message: 'Any news?' }, requester.token);
    await call(saveReply, { ticketId: id, message: 'Checked the asset register', isInternalNotes: true }, agent.token);
    expect((await detail()).firstResponseAt).toBeNull();

    expect((await call(saveReply, { ticketId: id, message: 'Looking into it' }, agent.token)).status).toBe(200);
    const answered = await detail();
    expect(answered.firstResponseAt).toEqual(expect.any(String));
    expect(answered.slaExplanation.at(-1)).toMatch(/answered .*, met\.$/);

    await call(saveReply, { ticketId: id, message: 'Fixed now' }, agent.token);
    expect((await detail()).firstResponseAt).toBe(answered.firstResponseAt);
  });

  it("returns a ticket awaiting the requester to Open when the requester answers, resuming the clock; nobody else's words do", async () => {
    await call(
      saveBusinessCalendar,
      { ...pausingCalendar, pauseStatuses: ['Awaiting for user response'], version: await currentVersion() },
      admin.token,
    );
    const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
    const id = String(saved.body.id);
    const detail = async () => (await call(getTicketByTicketId, { id }, agent.token)).body;
    const messages = async () =>
      ((await call(getRepliesByTicketId, { ticketId: id }, agent.token)).body as unknown as { message: string }[]).map(
        (entry) => entry.message,
      );
    await call(saveReply, { ticketId: id, message: 'Which room is the projector in?' }, agent.token);
    expect(
      (await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Awaiting for user response' }, agent.token)).status,
    ).toBe(200);
    expect(await messages()).toContain('SLA paused');

    // The agent's own note and reply leave it waiting.
    await call(saveReply, { ticketId: id, message: 'Asked by phone too', isInternalNotes: true }, agent.token);
    await call(saveReply, { ticketId: id, message: 'Reminder: which room?' }, agent.token);
    expect((await detail()).ticketStatus).toBe('Awaiting for user response');

    expect((await call(saveReply, { ticketId: id, message: 'Room 12' }, requester.token)).status).toBe(200);
    const answered = await detail();
    expect(answered.ticketStatus).toBe('Open');
    expect(answered.slaExplanation[2]).toMatch(/^Paused \d+ min while Awaiting for user response/);
    const thread = await messages();
    expect(thread.slice(-3)).toEqual([
      'Room 12',
      `Status changed from Awaiting for user response to Open: ${requester.fullName} answered`,
      'SLA resumed',
    ]);
    // Answering an Open ticket changes nothing.
    await call(saveReply, { ticketId: id, message: 'It is the one by the door' }, requester.token);
    expect((await detail()).ticketStatus).toBe('Open');
    expect((await messages()).filter((message) => message.startsWith('Status changed'))).toHaveLength(2);
  });

  it('counts a ticket raised on a Saturday before a holiday from the next working day; the sweep waits for it', async () => {
    const { runOverdueSweep } = await import('../../functions/core/overdueSweep');
    const zone = (await call(getBusinessCalendar, {}, admin.token)).body.timeZone as string;
    // Today in the tenant's zone plays the Saturday, tomorrow the Sunday (both days off) and the day
    // after is a school holiday: the working week resumes the day after that.
    const localDate = (offsetDays: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        Date.now() + offsetDays * 86_400_000,
      );
    const [saturday, sunday, holiday, workday] = [0, 1, 2, 3].map(localDate);
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    const daysOff = [weekday(saturday), weekday(sunday)];
    await call(
      saveBusinessCalendar,
      {
        ...pausingCalendar,
        pauseStatuses: [],
        workingDays: [0, 1, 2, 3, 4, 5, 6].filter((day) => !daysOff.includes(day)),
        holidays: [{ date: holiday, name: 'School holiday' }],
        version: await currentVersion(),
      },
      admin.token,
    );
    const saved = await call(saveTicket, requesterTicket({ ...requester }, { slaPlan: '1' }), requester.token);
    const id = String(saved.body.id);
    const mine = (ticket: { id: string }) => ticket.id === id;
    const raised = (await call(getTicketByTicketId, { id }, agent.token)).body;
    const dayMonthYear = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

    // 1 Day raised on a day off: the end of the first working day, after the weekend and the holiday.
    expect(formatDisplayDate(raised.level1DueDate, zone)).toBe(`${dayMonthYear(workday)} 05:00 PM`);
    expect(raised.currentDueDate).toBe(raised.level1DueDate);
    expect(raised.slaExplanation[0]).toContain(`holiday ${dayMonthYear(holiday).slice(0, 5)} (School holiday)`);
    expect(raised.slaExplanation[0]).toContain(`${dayMonthYear(sunday).slice(0, 5)}`);
    const due = Date.parse(raised.level1DueDate);

    // A calendar day after it was raised (the old rule's due date), and a minute before its business
    // due date, the sweep leaves it alone; a minute after, it is overdue.
    const calendarDayDue = Date.parse(raised.createdAt) + 86_400_000;
    expect(calendarDayDue).toBeLessThan(due);
    expect((await runOverdueSweep(calendarDayDue + 60_000, mine)).overdueTickets).toBe(0);
    expect((await runOverdueSweep(due - 60_000, mine)).overdueTickets).toBe(0);
    expect((await runOverdueSweep(due + 60_000, mine)).overdueTickets).toBe(1);

    // Exports carry the current due date beside the initial one.
    const token = (await call(createDownloadToken, { path: downloadMyTickets.path }, requester.token)).body
      .downloadToken;
    const answer = await call(downloadMyTickets, { downloadToken: token }, undefined);
    const csv = (await (await fetch(answer.headers.get('location') ?? '')).text()).replace(/^\uFEFF/, '');
    const records = csv.trim().split(/\r?\n/);
    const columns = records[0].split(',');
    expect(columns).toEqual(expect.arrayContaining([`Initial Due Date (${zone})`, `Current Due Date (${zone})`]));
    expect(columns.indexOf(`Current Due Date (${zone})`)).toBe(columns.indexOf(`Initial Due Date (${zone})`) + 1);
    const line = (records.find((record) => record.startsWith(`${id},`)) ?? '').split(',');
    expect(line[columns.indexOf(`Current Due Date (${zone})`)]).toBe(`${dayMonthYear(workday)} 05:00 PM`);
  });
});
