import { saveReply } from '@shared/contract/replies';
import { createTicketPayload } from '@shared/contract/ticketShapes';
import { bulkUpdateStatus, getAllTicketsForCentralPool } from '@shared/contract/tickets';
import { ALL_STATUS_ID, statusFilterOptions } from '@shared/domain/statuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIGESTED_SORT_COLUMNS } from '../../functions/core/sortDigests';
import { installSeedClock } from '../../infra/local/seedClock';
import { laptopIssueForm, requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, loadStackEnv, signIn } from './api';

/**
 * Sorts by every digested column (Ticket Status, Branch, Due Date, Sch/Col, From, Mobile, Closed
 * Date, Closed By, First Response) without filters read each past day's sort digest
 * (functions/core/sortDigests.ts) instead of every row: before the hourly job made them, after it,
 * and after a change the digest no longer holds, a client sees exactly the order and total the read
 * of every row gives.
 */

const DAY_MS = 86_400_000;
let central: { token: string };
const pastTickets: string[] = [];

const everyStatus = statusFilterOptions
  .filter((option) => option.value !== ALL_STATUS_ID)
  .map((option) => option.value)
  .join(',');

const list = async (query: Record<string, unknown>) => {
  const answer = await call(getAllTicketsForCentralPool, { size: 4, page: 0, ...query }, central.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ids: answer.body.tickets.map((row: { id: string }) => row.id) as string[], total: answer.body.totalItems };
};

/** Six days back, cut mid-day, to now: cut days at both ends, whole past days between. */
const range = () => ({
  startDate: new Date(Date.now() - 6 * DAY_MS + 3_600_000).toISOString(),
  endDate: new Date().toISOString(),
});

/** Every digested column, each way, pages 0 and 2, against the same query read row by row. */
async function expectSameAsFullRead(when: string) {
  const bounds = range();
  for (const orderBy of DIGESTED_SORT_COLUMNS) {
    for (const orderDirection of ['asc', 'desc'] as const) {
      for (const page of [0, 2]) {
        const query = { ...bounds, page, orderBy, orderDirection };
        const digested = await list(query);
        // Every status chosen: the same tickets, but a filter, so every row of the range is read.
        const full = await list({ ...query, ticketStatus: everyStatus });
        expect(digested.total).toBeGreaterThanOrEqual(pastTickets.length);
        expect(digested, `${when}: ${orderBy} ${orderDirection} page ${page}`).toEqual(full);
      }
    }
  }
}

const digestStates = async () => {
  loadStackEnv();
  const { dayDigestStates } = await import('../../functions/db/sortDigests');
  const days = [3, 4, 5].map((back) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10));
  return [...(await dayDigestStates(days)).values()].map((state) => state.current);
};

const runJob = async () => {
  loadStackEnv();
  const { runSortDigests } = await import('../../functions/core/sortDigests');
  return runSortDigests();
};

beforeAll(async () => {
  loadStackEnv();
  central = await signIn(demo.central);
  const { callerForAccessToken } = await import('../../functions/core/caller');
  const { raiseTicket } = await import('../../functions/core/tickets');
  // Requesters whose name, mobile, branch and office type sort in different orders, so ties and
  // groups fall differently per column.
  const people = [
    { fullName: 'Zara Iyer', mobile: '9100000004', branch: 'Adilabad', officeType: 'College' },
    { fullName: 'arjun Rao', mobile: '9100000002', branch: 'warangal', officeType: 'School' },
    { fullName: 'Meera Das', mobile: '', branch: 'Nizamabad', officeType: 'School' },
    { fullName: 'Ravi Kumar', mobile: '9100000001', branch: '', officeType: 'College' },
  ];
  const requesters = await Promise.all(
    people.map(async (person, index) => {
      const requester = await createRequester(`48${index}0`, { ...person, email: `digest${index}@demo.local` });
      return { requester, caller: await callerForAccessToken(requester.token) };
    }),
  );
  // Tickets raised 3, 4 and 5 days ago through the product's own create, as the demo quarter does.
  const clock = installSeedClock();
  try {
    for (const back of [5, 4, 3]) {
      for (let index = 0; index < 6; index += 1) {
        const { requester, caller } = requesters[(index + back) % requesters.length];
        const at = Date.now() - back * DAY_MS + index * 600_000;
        const payload = createTicketPayload.parse(
          requesterTicket(requester, {
            slaPlan: String(1 + (index % 3)),
            dynamicFormJson: laptopIssueForm(`Digest ${back}.${index}`),
          }),
        );
        const saved = await clock.at(at, () => raiseTicket(caller, payload));
        pastTickets.push(String(saved.id));
      }
    }
  } finally {
    clock.restore();
  }
  // Some closed (by two people), so Closed Date and Closed By have values and blanks.
  const agent = await signIn(demo.agent);
  for (const [index, id] of pastTickets.filter((_, position) => position % 4 === 0).entries()) {
    const by = index % 2 === 0 ? central : agent;
    const closed = await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Closed' }, by.token);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  }
  // Some answered, so First Response has values and blanks (a reply stamps it once, at its time).
  for (const id of pastTickets.filter((_, position) => position % 3 === 1)) {
    expect((await call(saveReply, { ticketId: id, message: 'Looking into it' }, central.token)).status).toBe(200);
  }
});

describe('Sorts through the day digests', () => {
  it('answer as the read of every row does before the job, after it, after a change and after the next run', async () => {
    await expectSameAsFullRead('no digests yet');

    const first = await runJob();
    expect(first.made).toBeGreaterThanOrEqual(3);
    expect(await digestStates()).toEqual([true, true, true]);
    await expectSameAsFullRead('from the digests');

    // Two more tickets closed, on two days: those days' digests no longer hold.
    const closedNow = [pastTickets[1], pastTickets[7]];
    expect((await call(bulkUpdateStatus, { id: closedNow, ticketStatus: 'Closed' }, central.token)).status).toBe(200);
    expect((await digestStates()).filter((current) => !current)).toHaveLength(2);
    await expectSameAsFullRead('after changes the digests do not hold');

    const second = await runJob();
    expect(second.made).toBeGreaterThanOrEqual(2);
    expect(await digestStates()).toEqual([true, true, true]);
    await expectSameAsFullRead('after the next run');

    // A first answer to a ticket of a past day: the newest first response, and no longer blank.
    const unanswered = pastTickets.find((_, position) => position % 3 === 2) as string;
    expect((await call(saveReply, { ticketId: unanswered, message: 'On it' }, central.token)).status).toBe(200);
    expect((await digestStates()).filter((current) => !current)).toHaveLength(1);
    await expectSameAsFullRead('after a first response the digest does not hold');
    // Five checks, each listing every digested sort both ways from the digests and from every row,
    // and two job runs: ~25 s on a quiet 2-core machine, over the tier's 30 s on a slower one.
  }, 120_000);
});
