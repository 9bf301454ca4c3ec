import { requesterTicket } from '../factories/tickets';
import { addPerson, apiPost, apiToken, expect, sesInbox, signInAs, test, toast } from './helpers';

/**
 * Escalation and feedback end to end (administration spec: escalation matrices, feedback form;
 * tickets spec: Escalated Tickets): the admin fills a school escalation row in the web form whose
 * level-1 contact is Kiran (agent2@demo.local); a ticket of that branch, department and module is
 * raised; once its due date has passed, one overdue sweep escalates it to level 1, and only once;
 * Kiran finds it in Escalated Tickets; closing it mails the requester a feedback link (read from the
 * local SES inbox), and /feedbackForm takes one answer, then says it is already submitted.
 *
 * Time passing: `POST /__local/moveDueDate` (local stack only) puts this ticket's due date a minute
 * in the past, and `POST /__local/jobs/overdueSweep` with `{ ticketIds }` sweeps this ticket only.
 */

const stamp = Date.now().toString(36);
/** A branch of our own, so the matrix row matched is ours whatever other tests add. */
const branch = `E2E Branch ${stamp}`;
const levelOne = { name: 'Kiran Agent2', email: 'agent2@demo.local' };
const requester = {
  email: `escalation-${stamp}@demo.local`,
  fullName: `Esha Requester ${stamp}`,
  employeeId: `EMPX${stamp}`,
};

// Many steps through the web and the API: on two busy cores they come near the default minute.
test.describe.configure({ timeout: 120_000 });

test('a matrix row escalates an overdue ticket to level 1; closing it mails a single-use feedback link', async ({
  page,
  request,
}) => {
  // A School requester in a branch of our own (office type School: the school matrix applies).
  const requesterId = await addPerson(request, {
    ...requester,
    openId: `esha-${stamp}`,
    mobile: '919800008001',
    branch,
  });

  // The admin adds the school escalation row through the web form.
  await signInAs(page, 'admin@demo.local');
  await page.goto('/schoolList');
  await page.getByRole('button', { name: 'Add Escalation' }).click();
  await expect(page.getByRole('heading', { name: 'Add School Escalation' })).toBeVisible();
  await page.getByLabel('Branch').fill(branch);
  await page.getByLabel('Department').fill('IT Support');
  await page.getByLabel('Module').fill('IT');
  await page.getByLabel('District').fill(`District ${stamp}`);
  const level1 = page.getByRole('group', { name: 'Level 1' });
  await level1.getByLabel('Name').fill(levelOne.name);
  await level1.getByLabel('Email').fill(levelOne.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, /^Details submitted$/)).toBeVisible();
  await expect(page).toHaveURL(/\/schoolList$/);

  // The requester raises an IT Support / IT ticket (department 1, help topic 1 of the demo tenant).
  const requesterToken = await apiToken(request, requester.email);
  const saved = await apiPost<{ id: string | number }>(
    request,
    requesterToken,
    '/api/ticket/save',
    requesterTicket({ ...requester, userId: requesterId }),
  );
  const ticketId = String(saved.id);
  const ticket = await apiPost<{ level1DueDate: string; branch: string }>(
    request,
    requesterToken,
    '/api/ticket/getTicketByTicketId',
    { id: ticketId },
  );
  expect(ticket.branch).toBe(branch);
  expect(Date.parse(ticket.level1DueDate)).toBeGreaterThan(Date.now());

  const sweep = async () => {
    const answer = await request.post('/__local/jobs/overdueSweep', { data: { ticketIds: [ticketId] } });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).outcome as { overdueTickets: number; escalated: number };
  };
  // Not yet due: the sweep leaves it alone.
  expect(await sweep()).toMatchObject({ overdueTickets: 0, escalated: 0 });
  // Its due date passes (local-only hook), then one sweep escalates it to level 1, once.
  const moved = await request.post('/__local/moveDueDate', {
    data: { ticketId, dueDate: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  expect(await sweep()).toMatchObject({ overdueTickets: 1, escalated: 1 });
  expect(await sweep()).toMatchObject({ overdueTickets: 1, escalated: 0 });

  // The level-1 contact signs in and finds it in Escalated Tickets.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signInAs(page, levelOne.email);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Escalated Tickets/ })
    .click();
  await expect(page).toHaveURL(/\/escalatedTicket$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(ticketId);
  const table = page.getByRole('table', { name: 'Escalated Tickets List' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: ticketId, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('LEVEL1');
  await expect(row).toContainText(levelOne.email);
  await expect(row).toContainText(branch);

  // The requester closes it; the next mail run puts the feedback link in the SES inbox.
  await apiPost(request, requesterToken, '/api/ticket/bulkUpdateStatus', { id: [ticketId], ticketStatus: 'Closed' });
  let feedbackLink: string | undefined;
  await expect(async () => {
    await request.post('/__local/jobs/mailOutbox');
    const closed = (await sesInbox(request)).find(
      (mail) =>
        mail.subject.startsWith(`[Ticket #${ticketId}]`) &&
        mail.subject.includes('Ticket closed') &&
        mail.destination.to.includes(requester.email),
    );
    feedbackLink = /https?:\/\/\S+\/feedbackForm\?feedbackId=[\w-]+/.exec(closed?.body.text ?? '')?.[0];
    expect(feedbackLink).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  // The escalation mail reached the level-1 contact too.
  const inbox = await sesInbox(request);
  expect(
    inbox.some(
      (mail) =>
        mail.subject.startsWith(`[Ticket #${ticketId}]`) &&
        mail.subject.includes('Escalated to you') &&
        mail.destination.to.includes(levelOne.email),
    ),
  ).toBe(true);

  // The public feedback form: one answer, then 'already submitted'.
  const link = new URL(feedbackLink ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Are you satisfied with the resolution of your ticket?')).toBeVisible();
  // It says what it is about and leads to the portal; No needs a reason (issue 21 item 23).
  await expect(page.getByText(new RegExp(`^Ticket #${ticketId}: `))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the Helpdesk portal' })).toHaveAttribute('href', '/');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.fui-Field__validationMessage', { hasText: 'Please enter the reason' })).toBeVisible();
  await expect(toast(page, 'Please enter the reason')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thankyou For Your Feedback')).toBeVisible();
  // The warning given before is gone with the thanks (not left to its own 5 s).
  expect(await toast(page, 'Please enter the reason').count()).toBe(0);
  await page.reload();
  await expect(page.getByText('Your Feedback is already submitted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  const stored = await apiPost<{ ticketStatus: string; ticketSatisfaction: string }>(
    request,
    requesterToken,
    '/api/ticket/getTicketByTicketId',
    { id: ticketId },
  );
  expect(stored).toMatchObject({ ticketStatus: 'Closed', ticketSatisfaction: 'Yes' });
});
