import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDeptMapping } from '../../shared/contract/reference';
import { getRepliesByTicketId } from '../../shared/contract/replies';
import { saveUpdateTenantSettings } from '../../shared/contract/tenantSettings';
import {
  bulkUpdateStatus,
  getDepartmentQueue,
  getTicketByTicketId,
  QUEUE_MESSAGES,
  takeTicket,
} from '../../shared/contract/tickets';
import { requesterTicket } from '../factories/tickets';
import { createPerson, PASSWORD, type Person } from './admin-support';
import { call, demo, loadStackEnv, raiseTicket, signIn } from './api';
import { stackEnv } from './stack-env';

/**
 * Issue 21 item 18: new tickets reach their department. Agents get a Department Queue of their
 * departments' unassigned open tickets and take them; a new unassigned ticket is mailed to the
 * department's agents unless the tenant turned that off.
 */

let admin: { token: string };
let user: { token: string };
let first: Person;
let second: Person;
let accounts: Person;

/** Human Resources (4) and Accounts (3) of the demo tenant, with a form each. */
const hrTicket = (summary: string) =>
  requesterTicket(undefined, {
    departmentId: '4',
    helpTopicId: '5',
    dynamicFormJson: { issue_summary: summary, priority_level: 'Low' },
  });
const accountsTicket = (summary: string) =>
  requesterTicket(undefined, {
    departmentId: '3',
    helpTopicId: '4',
    dynamicFormJson: { issue_summary: summary, priority_level: 'Low' },
  });

const raise = (payload: Record<string, unknown>) => raiseTicket(user.token, payload);

type QueueRow = {
  id: string;
  department: { departmentName: string };
  assigneeFullName: string | null;
  ticketStatus: string;
};
async function queueOf(person: Person, query: Record<string, unknown> = {}): Promise<QueueRow[]> {
  const answer = await call(getDepartmentQueue, { size: 100, page: 0, ...query }, person.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.totalItems).toBe(answer.body.tickets.length);
  return answer.body.tickets as QueueRow[];
}

interface StoredMail {
  subject: string;
  destination: { to: string[] };
}
async function queueMailsOf(ticketId: string): Promise<StoredMail[]> {
  const { drainOutbox } = await import('../../functions/core/mail');
  await drainOutbox();
  const store = (await (await fetch(`${stackEnv().SES_ENDPOINT}/store`)).json()) as { emails: StoredMail[] };
  return store.emails.filter(
    (mail) => mail.subject.startsWith(`[Ticket #${ticketId}]`) && mail.subject.includes('Department Queue'),
  );
}

beforeAll(async () => {
  loadStackEnv();
  [admin, user] = await Promise.all([signIn(demo.admin), signIn(demo.user)]);
  [first, second, accounts] = await Promise.all([
    createPerson(admin.token, 'Queue First', 'agent', { openDepartmentId: '4' }),
    createPerson(admin.token, 'Queue Second', 'agent', { openDepartmentId: '4' }),
    createPerson(admin.token, 'Queue Accounts', 'agent', { openDepartmentId: '3' }),
  ]);
  for (const [people, departmentId] of [
    [[first, second], '4'],
    [[accounts], '3'],
  ] as const) {
    const mapped = await call(saveDeptMapping, { userIds: people.map((p) => p.id), departmentId }, admin.token);
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
  }
  // A mapping change ends the agents' sessions: sign in again.
  for (const person of [first, second, accounts]) person.token = (await signIn(person.email, PASSWORD)).token;
});

afterAll(async () => {
  await call(saveUpdateTenantSettings, { is_department_queue_mail_enabled: true }, admin.token);
});

describe('the Department Queue (item 18)', () => {
  it("lists exactly its departments' unassigned open tickets", async () => {
    const waiting = await raise(hrTicket('Leave balance wrong'));
    const held = await raise(hrTicket('Attendance missing'));
    const closed = await raise(hrTicket('Payslip question'));
    const elsewhere = await raise(accountsTicket('Reimbursement pending'));
    await call(bulkUpdateStatus, { id: [held], assigneeId: second.id }, second.token);
    await call(bulkUpdateStatus, { id: [closed], ticketStatus: 'Closed' }, user.token);

    const rows = await queueOf(first);
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(held);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(elsewhere);
    for (const row of rows) {
      expect(row).toMatchObject({ department: { departmentName: 'Human Resources' }, assigneeFullName: null });
      expect(['Resolved', 'Closed']).not.toContain(row.ticketStatus);
    }
    expect((await queueOf(accounts)).map((row) => row.id)).toContain(elsewhere);
    expect((await queueOf(accounts)).map((row) => row.id)).not.toContain(waiting);
    // The list's search and filters apply as on My Tickets.
    expect((await queueOf(first, { searchParam: waiting })).map((row) => row.id)).toEqual([waiting]);
    // Re-opening an unassigned closed ticket puts it back.
    await call(bulkUpdateStatus, { id: [closed], ticketStatus: 'Re-Open' }, user.token);
    expect((await queueOf(first)).map((row) => row.id)).toContain(closed);
    // Ordinary users have no queue.
    expect((await call(getDepartmentQueue, {}, user.token)).status).toBe(403);
  });

  it('tells an agent in no department that they are not mapped, rather than that the queue is empty', async () => {
    // An agent's own department comes from Agent Mapping: one made on the Users form alone has none.
    const unmapped = await createPerson(admin.token, 'Queue Unmapped', 'agent', { openDepartmentId: '4' });
    const answer = await call(getDepartmentQueue, { size: 100, page: 0 }, unmapped.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ tickets: [], totalItems: 0, notMapped: true });
    expect(QUEUE_MESSAGES.notMapped).toBe(
      'You are not mapped to a department yet: ask a central admin to map you under Agent Mapping.',
    );
    // A mapped agent's queue, even an empty one, is not marked.
    expect((await call(getDepartmentQueue, { size: 100, page: 0 }, first.token)).body.notMapped).toBeUndefined();
  });

  it('does not tell a central admin in no department to get mapped: they need no mapping', async () => {
    // The demo central admin is on no Agent Mapping; the notice (ask a central admin to map you) is not theirs.
    const answer = await call(getDepartmentQueue, { size: 100, page: 0 }, admin.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.notMapped).toBeUndefined();
  });

  it('Take assigns to self with an activity entry and removes it from the queue; a second take gets 409', async () => {
    const id = await raise(hrTicket('Leave not approved'));
    const { version } = (await call(getTicketByTicketId, { id }, first.token)).body;
    const taken = await call(takeTicket, { ticketId: id, version }, first.token);
    expect(taken.body).toEqual({ success: true, message: `Ticket ${id} is now assigned to you` });
    const ticket = (await call(getTicketByTicketId, { id }, first.token)).body;
    expect(ticket).toMatchObject({ assigneeId: first.id, assigneeFullName: first.fullName, version: version + 1 });
    const thread = (await call(getRepliesByTicketId, { ticketId: id }, first.token)).body as unknown as {
      message: string;
    }[];
    expect(thread.map((entry) => entry.message)).toContain(`Ticket assigned to ${first.fullName} by ${first.fullName}`);
    expect((await queueOf(first)).map((row) => row.id)).not.toContain(id);
    expect((await queueOf(second)).map((row) => row.id)).not.toContain(id);

    const late = await call(takeTicket, { ticketId: id, version }, second.token);
    expect(late.status).toBe(409);
    const again = await call(takeTicket, { ticketId: id }, second.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Ticket ${id} was already taken by ${first.fullName}.`);
    expect((await call(getTicketByTicketId, { id }, first.token)).body.assigneeId).toBe(first.id);
  });

  it("refuses a ticket of another department's queue and writes nothing", async () => {
    const id = await raise(accountsTicket('Claim form lost'));
    const answer = await call(takeTicket, { ticketId: id }, first.token);
    expect([403, 404]).toContain(answer.status);
    expect((await call(getTicketByTicketId, { id }, accounts.token)).body.assigneeId).toBeNull();
  });

  it("mails a new unassigned ticket to the department's agents, unless the tenant turned it off", async () => {
    const mailed = await raise(hrTicket('Holiday calendar'));
    const mails = await queueMailsOf(mailed);
    expect(mails).toHaveLength(1);
    expect(mails[0].destination.to).toEqual(expect.arrayContaining([first.email, second.email]));
    expect(mails[0].destination.to).not.toContain(accounts.email);

    const off = await call(saveUpdateTenantSettings, { is_department_queue_mail_enabled: false }, admin.token);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const quiet = await raise(hrTicket('Shift change'));
    expect(await queueMailsOf(quiet)).toEqual([]);
    // Still queued: only the mail is off.
    expect((await queueOf(first)).map((row) => row.id)).toContain(quiet);
  });
});
