import { expect, raiseDemoTicket, signInAs, test, toast } from './helpers';

/**
 * Issue 21 item 18: a requester's new ticket is unassigned; Bharat, an agent of its department
 * (Facilities), finds it in his Department Queue and takes it, and it moves to his My Tickets.
 */

test('an agent takes a new ticket of his department from the Department Queue', async ({ page, request }) => {
  const subject = `Fan broken in room ${Date.now().toString(36)}`;
  const ticketId = await raiseDemoTicket(request, subject, {
    departmentId: '2',
    helpTopicId: '3',
    slaPlan: '3',
    fields: { location: 'Room 12' },
  });

  await signInAs(page, 'agent2@demo.local');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Department Queue' }).click();
  await expect(page).toHaveURL(/\/departmentQueue$/);
  await expect(page.getByRole('heading', { name: 'Department Queue', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(ticketId);
  const table = page.getByRole('table', { name: 'Department Queue' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: ticketId, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(subject);
  await expect(row).toContainText('Facilities');

  await row.getByRole('button', { name: `Take ticket ${ticketId}` }).click();
  await expect(toast(page, `Ticket ${ticketId} is now assigned to you`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // It is his now: in My Tickets, assigned to him, with the activity entry.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^My Tickets/ })
    .click();
  await page.getByRole('link', { name: ticketId, exact: true }).click();
  await expect(page.getByText('Ticket assigned to Bharat Agent by Bharat Agent')).toBeVisible();
});

test('a ticket opened from the Department Queue leads back to the Department Queue', async ({ page, request }) => {
  const subject = `Door jammed in room ${Date.now().toString(36)}`;
  const ticketId = await raiseDemoTicket(request, subject, {
    departmentId: '2',
    helpTopicId: '3',
    slaPlan: '3',
    fields: { location: 'Room 14' },
  });

  await signInAs(page, 'agent2@demo.local');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Department Queue' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(ticketId);
  await page
    .getByRole('table', { name: 'Department Queue' })
    .getByRole('link', { name: ticketId, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ticketId}$`));
  await expect(page.getByText(subject).first()).toBeVisible();

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  const back = breadcrumb.getByRole('link', { name: 'Department Queue' });
  await expect(back).toHaveAttribute('href', '/departmentQueue');
  await expect(breadcrumb).not.toContainText('My Tickets');
  await back.click();
  await expect(page).toHaveURL(/\/departmentQueue$/);
  await expect(page.getByRole('heading', { name: 'Department Queue', level: 1 })).toBeVisible();
});

test('a Take by keyboard leaves the focus on the next ticket’s Take button', async ({ page, request }) => {
  const marker = `kbtake${Date.now().toString(36)}`;
  const facilities = { departmentId: '2', helpTopicId: '3', slaPlan: '3', fields: { location: 'Room 7' } };
  const ids = [
    await raiseDemoTicket(request, `${marker} door jammed`, facilities),
    await raiseDemoTicket(request, `${marker} light flickers`, facilities),
  ];
  await signInAs(page, 'agent2@demo.local');
  await page.goto('/departmentQueue');
  await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
  const table = page.getByRole('table', { name: 'Department Queue' });
  const takes = table.getByRole('button', { name: /^Take ticket / });
  await expect(takes).toHaveCount(2);
  const first = takes.first();
  const firstId = ((await first.getAttribute('aria-label')) ?? '').replace('Take ticket ', '');
  const otherId = ids.find((id) => id !== firstId);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, `Ticket ${firstId} is now assigned to you`)).toBeVisible();
  await expect(takes).toHaveCount(1);
  await expect(table.getByRole('button', { name: `Take ticket ${otherId}` })).toBeFocused();
});
