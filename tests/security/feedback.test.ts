import { beforeAll, describe, expect, it } from 'vitest';
import { getFeedbackRecord, submitFeedbackForm } from '../../shared/contract/feedback';
import { bulkUpdateStatus, saveTicket } from '../../shared/contract/tickets';
import { INVALID_FEEDBACK_LINK } from '../../shared/domain/feedback';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demoSessions } from '../integration/api';
import { stackEnv } from '../integration/stack-env';

/** Issue #15 item 12: a feedback link belongs to one closure; re-opening the ticket voids it. */

let requester: Awaited<ReturnType<typeof createRequester>>;

const signedInAs = demoSessions('agent');

beforeAll(async () => {
  requester = await createRequester('1512');
});

/** Closes the ticket and answers the feedback link the requester was mailed for that closure. */
async function closeAndReadLink(id: string, seen: string[] = []): Promise<string> {
  const closed = await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Closed' }, requester.token);
  expect(closed.status).toBe(200);
  const { drainOutbox } = await import('../../functions/core/mail');
  await drainOutbox();
  const store = (await (await fetch(`${stackEnv().SES_ENDPOINT}/store`)).json()) as {
    emails: { subject: string; body: { text: string } }[];
  };
  const links = store.emails
    .filter((mail) => mail.subject.startsWith(`[Ticket #${id}]`) && mail.subject.includes('Ticket closed'))
    .map((mail) => /feedbackForm\?feedbackId=([\w-]+)/.exec(mail.body.text)?.[1])
    .filter((link): link is string => Boolean(link) && !seen.includes(link as string));
  expect(links).toHaveLength(1);
  return links[0];
}

describe('feedback links', () => {
  it('are void once the ticket is re-opened, and a new closure sends a new one', async () => {
    const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
    const id = String(saved.body.id);
    await call(bulkUpdateStatus, { id: [id], assigneeId: '2' }, signedInAs.agent.token);
    const first = await closeAndReadLink(id);
    expect((await call(getFeedbackRecord, { formUUId: first })).body).toMatchObject({ isFeedbackSubmitted: false });

    const reopened = await call(bulkUpdateStatus, { id: [id], ticketStatus: 'Re-Open' }, requester.token);
    expect(reopened.status).toBe(200);
    const state = await call(getFeedbackRecord, { formUUId: first });
    expect(state.status).toBe(404);
    expect(state.body.message).toBe(INVALID_FEEDBACK_LINK);
    const late = await call(submitFeedbackForm, { feedbacklinkId: first, ticketSatisfaction: 'No', reopenReason: 'x' });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe(INVALID_FEEDBACK_LINK);

    // Closed again: the new link works, the old one stays void.
    const second = await closeAndReadLink(id, [first]);
    expect((await call(getFeedbackRecord, { formUUId: first })).status).toBe(404);
    expect((await call(getFeedbackRecord, { formUUId: second })).body).toMatchObject({ isFeedbackSubmitted: false });
    const answer = await call(submitFeedbackForm, { feedbacklinkId: second, ticketSatisfaction: 'Yes' });
    expect(answer.body).toMatchObject({ success: true });
    expect((await call(submitFeedbackForm, { feedbacklinkId: first, ticketSatisfaction: 'Yes' })).status).toBe(404);
  });
});
