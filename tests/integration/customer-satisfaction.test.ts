import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '../../shared/contract/analytics';
import { submitFeedbackForm } from '../../shared/contract/feedback';
import { saveReply } from '../../shared/contract/replies';
import { bulkUpdateStatus, getAllTicketsForCentralPool, getTicketByTicketId } from '../../shared/contract/tickets';
import {
  call,
  createRequester,
  DEMO_IT_TEAM,
  demo,
  demoSessions,
  sesInbox,
  signIn,
  ticketAssignedToDemoAgent,
} from './api';

let requester: Awaited<ReturnType<typeof createRequester>>;

const { teamId: TEAM_ID, agentId: AGENT_ID } = DEMO_IT_TEAM;
const satisfactionEndpoint = analyticsEndpoints.find((entry) => entry.handler === 'getCustomerSatisfaction');
const slaEndpoint = analyticsEndpoints.find((entry) => entry.handler === 'getAnalyticsForCentralAgentWithAgentsSLA');

const signedInAs = demoSessions('agent', 'central', 'lead');

beforeAll(async () => {
  requester = await createRequester('1803', { officeType: 'School', branch: 'Warangal' });
});

const assignedTicket = () => ticketAssignedToDemoAgent(requester, signedInAs.agent.token);

const usedLinks = new Set<string>();

/** Closes the ticket (as its requester) and answers the feedback link the closing mail carries. */
async function closeAndAnswer(id: string, answer?: 'Yes' | 'No', reopenReason?: string) {
  await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Closed' }, requester.token);
  if (!answer) return;
  const links = (await sesInbox())
    .filter(
      (mail) =>
        mail.subject.startsWith(`[Ticket #${id}]`) &&
        mail.subject.includes('Ticket closed') &&
        mail.destination.to.includes(requester.email),
    )
    .map((mail) => /feedbackForm\?feedbackId=([\w-]+)/.exec(mail.body.text)?.[1])
    .filter((found): found is string => Boolean(found) && !usedLinks.has(found as string));
  const link = links[0];
  if (!link) throw new Error('no feedback link mailed');
  usedLinks.add(link);
  const answered = await call(submitFeedbackForm, { feedbacklinkId: link, ticketSatisfaction: answer, reopenReason });
  expect(answered.status).toBe(200);
}

describe('satisfaction that acts', () => {
  it('marks a "No" in lists until closed again, mails the team lead, and the Customer Satisfaction view equals hand counts', async () => {
    if (!satisfactionEndpoint || !slaEndpoint) throw new Error('analytics endpoints missing');
    expect(satisfactionEndpoint.path).toBe('/api/analytics/getCustomerSatisfaction');
    const startDate = new Date(Date.now() - 1_000).toISOString();
    const [yes, noThenYes, no, unanswered] = [
      await assignedTicket(),
      await assignedTicket(),
      await assignedTicket(),
      await assignedTicket(),
    ];
    await closeAndAnswer(yes, 'Yes');
    await closeAndAnswer(noThenYes, 'No', 'Printer still jams');
    await closeAndAnswer(no, 'No', 'Nobody came');
    await closeAndAnswer(unanswered);

    // The "No" marks the ticket in lists; closing it again lifts the mark.
    const range = { startDate, endDate: new Date(Date.now() + 60_000).toISOString(), size: 500 };
    const listed = async () =>
      (await call(getAllTicketsForCentralPool, range, signedInAs.central.token)).body.tickets as {
        id: string;
        isCustomerNotSatisfied: boolean;
      }[];
    const markOf = (rows: { id: string; isCustomerNotSatisfied: boolean }[], id: string) =>
      rows.find((row) => row.id === id)?.isCustomerNotSatisfied;
    const before = await listed();
    expect([yes, noThenYes, no, unanswered].map((id) => markOf(before, id))).toEqual([false, true, true, false]);
    await closeAndAnswer(noThenYes, 'Yes');
    const after = await listed();
    expect([noThenYes, no].map((id) => markOf(after, id))).toEqual([false, true]);
    expect(
      (await call(getTicketByTicketId, { id: noThenYes }, signedInAs.agent.token)).body.isCustomerNotSatisfied,
    ).toBe(false);

    // The lead hears of each "No" with the reason and the ticket's link.
    const leadMails = (await sesInbox()).filter(
      (mail) => mail.subject.startsWith(`[Ticket #${no}]`) && mail.subject.endsWith('Customer not satisfied'),
    );
    expect(leadMails.map((mail) => mail.destination.to)).toEqual([[demo.lead]]);
    expect(leadMails[0].body.text).toContain('Reason: Nobody came');
    expect(leadMails[0].body.text).toContain(`/viewTicket/id:${no}`);

    // Hand counts: answers Yes, Yes (after a No), No; one unanswered; two re-opened by a "No".
    const query = { ...range, endDate: new Date(Date.now() + 60_000).toISOString(), teamIds: TEAM_ID };
    const byAgent = await call(satisfactionEndpoint, { ...query, groupBy: 'agent' }, signedInAs.lead.token);
    expect(byAgent.status).toBe(200);
    expect(byAgent.body).toMatchObject({
      GrandResponses: 3,
      GrandSatisfied: 2,
      GrandNotSatisfied: 1,
      GrandSatisfiedPercentage: 66.67,
      GrandNotSatisfiedPercentage: 33.33,
      GrandReopenedAfterNo: 2,
    });
    expect(byAgent.body.Data).toEqual([
      expect.objectContaining({ AgentName: 'Arjun Agent', TotalTickets: 4, Responses: 3, ReopenedAfterNo: 2 }),
    ]);
    const byDepartment = await call(satisfactionEndpoint, query, signedInAs.central.token);
    expect(byDepartment.body.Data).toEqual([
      expect.objectContaining({ DepartmentName: 'IT Support', Satisfied: 2, NotSatisfied: 1 }),
    ]);
    // Central pool and team leads only.
    for (const email of [demo.user, demo.agent]) {
      const { token } = await signIn(email);
      expect((await call(satisfactionEndpoint, query, token)).status, email).toBe(403);
    }

    // First response met % in the SLA views: one answered in time, one open past its target.
    const answered = await assignedTicket();
    await call(saveReply, { ticketId: answered, message: 'On my way' }, signedInAs.agent.token);
    const late = await assignedTicket();
    const { getTicket } = await import('../../functions/db/tickets');
    const { applyTicketChanges } = await import('../../functions/db/ticketWrites');
    const stored = await getTicket(late);
    if (!stored) throw new Error('no ticket');
    await applyTicketChanges(
      [
        {
          ticket: {
            ...stored,
            firstResponseDueDate: new Date(Date.now() - 60_000).toISOString(),
            version: stored.version + 1,
          },
          entries: [],
        },
      ],
      new Map([[late, stored]]),
    );
    const sla = await call(
      slaEndpoint,
      { ...query, endDate: new Date(Date.now() + 60_000).toISOString(), departmentIds: '1', agentsInTeam: AGENT_ID },
      signedInAs.central.token,
    );
    expect(sla.body.Data).toEqual([
      expect.objectContaining({ AgentName: 'Arjun Agent', FirstResponseMetPercentage: 50 }),
    ]);
  }, 180_000);
});
