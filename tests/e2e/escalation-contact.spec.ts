import { laptopIssueForm, requesterTicket } from '../factories/tickets';
import { addPerson, apiPost, apiToken, expect, signInAs, test, toast } from './helpers';

/**
 * Issue 21 item 1: the level-1 contact of an escalated ticket is a plain agent of another department
 * (Kiran, Facilities); from Escalated Tickets Kiran opens the IT Support ticket and answers it.
 */

const stamp = Date.now().toString(36);
const branch = `Contact Branch ${stamp}`;
const levelOne = 'agent2@demo.local';

test('the level-1 contact opens the escalated ticket from Escalated Tickets and answers it', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, 'admin@demo.local');
  const requester = { email: `contact-${stamp}@demo.local`, fullName: `Cora ${stamp}`, employeeId: `EMPC${stamp}` };
  const requesterId = await addPerson(request, {
    ...requester,
    openId: `cora-${stamp}`,
    mobile: '919800008002',
    branch,
  });
  await apiPost(request, admin, '/api/schoolEscalation/saveUpdate', {
    branch,
    department: 'IT Support',
    module: 'IT',
    l1name: 'Kiran Agent2',
    l1email: levelOne,
  });
  const requesterToken = await apiToken(request, requester.email);
  const saved = await apiPost<{ id: string | number }>(
    request,
    requesterToken,
    '/api/ticket/save',
    requesterTicket({ ...requester, userId: requesterId }, { dynamicFormJson: laptopIssueForm(`Projector ${stamp}`) }),
  );
  const ticketId = String(saved.id);
  const moved = await request.post('/__local/moveDueDate', {
    data: { ticketId, dueDate: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const swept = await request.post('/__local/jobs/overdueSweep', { data: { ticketIds: [ticketId] } });
  expect((await swept.json()).outcome).toMatchObject({ escalated: 1 });

  await signInAs(page, levelOne);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Escalated Tickets/ })
    .click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(ticketId);
  await page
    .getByRole('table', { name: 'Escalated Tickets List' })
    .getByRole('link', { name: ticketId, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ticketId}$`));
  await expect(page.getByRole('heading', { name: `Ticket #${ticketId}` })).toBeVisible();
  await expect(page.getByText(`Projector ${stamp}`).first()).toBeVisible();

  const reply = page.getByRole('form', { name: 'Post Reply' });
  await reply.getByLabel('Message').fill(`Kiran here: looking into the projector ${stamp}`);
  await reply.getByLabel('Ticket Status').selectOption('Work in progress');
  await reply.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ticket Thread' })).toContainText(
    `Kiran here: looking into the projector ${stamp}`,
  );
  // The reply form starts afresh once the thread shows the reply.
  await expect(reply.getByLabel('Message')).toHaveText('');
  await expect(page.getByText('Status changed from Open to Work in progress').first()).toBeVisible();
});
