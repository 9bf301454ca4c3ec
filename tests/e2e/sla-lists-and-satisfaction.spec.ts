import { clearSavedFilters, expect, raiseDemoTicket, signInAs, test } from './helpers';

/**
 * Issue 18 in the browser: All Tickets' First Response column and its server-side "FR breached"
 * filter, and Analytics → Customer Satisfaction. Signs in as the central admin, whose saved All
 * Tickets filters no other spec touches.
 */

test.describe.configure({ timeout: 120_000 });

test('All Tickets shows each ticket\'s first response and filters "FR breached" on the server', async ({ page }) => {
  const subject = `First response check ${Date.now()}`;
  const ticketId = await raiseDemoTicket(page.request, subject);
  await signInAs(page, 'admin@demo.local');
  await page.goto('/allTickets');
  await expect(page.getByRole('heading', { name: 'All Tickets', level: 1 })).toBeVisible();
  await clearSavedFilters(page);

  const table = page.getByRole('table', { name: 'All Tickets' });
  await expect(table.getByRole('columnheader', { name: 'First Response' })).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: ticketId, exact: true }) });
  await expect(row).toContainText('Not yet');

  // Just raised: not breached. "Yes" leaves it out, "No" keeps it; the server filters (and counts).
  const frBreached = page.getByRole('combobox', { name: 'FR breached' });
  for (const [choice, param, listed] of [
    ['Yes', '1', 0],
    ['No', '2', 1],
  ] as const) {
    await frBreached.click();
    await page.getByRole('option', { name: choice, exact: true }).click();
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/ticket/getAllTicketsForCentralPool' &&
        url.searchParams.get('isFirstResponseBreached') === param
      );
    });
    await page.getByRole('button', { name: 'Filter Tickets' }).click();
    const page1 = (await (await answered).json()) as { tickets: { isFirstResponseBreached: boolean }[] };
    expect(page1.tickets.every((ticket) => Boolean(ticket.isFirstResponseBreached) === (param === '1'))).toBe(true);
    await expect(table.getByRole('link', { name: ticketId, exact: true })).toHaveCount(listed);
  }

  await clearSavedFilters(page);
});

test('Analytics → Customer Satisfaction shows the answers grouped by department, ready to export', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Analytics/ })
    .click();
  const view = page.getByRole('combobox', { name: 'Select Analytics View' });
  await view.click();
  await page.getByRole('option', { name: 'Customer Satisfaction', exact: true }).click();
  await expect(view).toHaveText('Customer Satisfaction');
  await expect(page.getByRole('combobox', { name: 'Group By' })).toHaveText('Department');

  await page.getByRole('button', { name: 'Filter Tickets' }).click();
  const table = page.getByRole('table', { name: 'Customer Satisfaction' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Responses' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export as CSV' })).toBeEnabled();
});
