import type { APIRequestContext, Page } from '@playwright/test';
import { requesterTicket } from '../factories/tickets';
import { apiToken, expect, signInAs, tenantDay, test, toast } from './helpers';

/**
 * Service Desk Analytics (administration spec, "Analytics screen", sections 4–6): each role is offered
 * exactly its views; a team lead filters a team view and opens a row's aging popup; Clear Filter
 * empties the saved filters and brings the chosen view back after the reload.
 */

const first3 = ['User-View', 'Agent-Department-View', 'Agent-HelpTopic-View'];
const centralViews = [
  'Central-Agent-Department-View',
  'Central-Agent-Helptopic-View',
  'Central-Agent-Agents-View',
  'Central-Agent-SLA-View',
];
const allViews = [
  ...first3,
  'TeamLead-Department-View',
  'TeamLead-Helptopic-View',
  'TeamLead-Agents-View',
  'TeamLead-Agents-SLA-View',
  ...centralViews,
  'Team-Lead-View',
  'Central Agent Team Lead View',
  // Issue 18: offered to every central pool role.
  'Customer Satisfaction',
];

const offered: [email: string, views: string[]][] = [
  ['user@demo.local', ['User-View']],
  ['agent@demo.local', first3],
  ['central@demo.local', [...first3, ...centralViews, 'Central Agent Team Lead View', 'Customer Satisfaction']],
  ['lead@demo.local', allViews],
  ['admin@demo.local', allViews],
];

/** Three tickets raised by the demo user and assigned to Arjun (an agent of the lead's 'IT Service Desk'); one closed. */
async function seedTeamTickets(request: APIRequestContext) {
  const requester = await apiToken(request, 'user@demo.local');
  const central = await apiToken(request, 'central@demo.local');
  const ids: string[] = [];
  for (let index = 0; index < 3; index++) {
    const saved = await request.post('/api/ticket/save', {
      data: requesterTicket(),
      headers: { Authorization: `Bearer ${requester}` },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    ids.push(String((await saved.json()).id));
  }
  const update = async (data: Record<string, unknown>) => {
    const answer = await request.post('/api/ticket/bulkUpdateStatus', {
      data,
      headers: { Authorization: `Bearer ${central}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  await update({ id: ids, assigneeId: '2' });
  await update({ id: [ids[0]], ticketStatus: 'Closed' });
}

const viewSelect = (page: Page) => page.getByRole('combobox', { name: 'Select Analytics View' });

async function openAnalytics(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Analytics/ })
    .click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Service Desk Analytics' })).toBeVisible();
  await expect(viewSelect(page)).toBeVisible();
}

async function chooseView(page: Page, label: string) {
  await viewSelect(page).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(viewSelect(page)).toHaveText(label);
}

/** Ticks an option of a filter's multi-select (leaving it ticked when a saved setting already did). */
async function tick(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  const item = page.getByRole('menuitemcheckbox', { name: option, exact: true });
  if ((await item.getAttribute('aria-checked')) !== 'true') await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(select).toContainText(option);
}

async function chooseRange(page: Page, preset: string) {
  await page.getByRole('button', { name: 'Ticket Created Date Range shortcuts' }).click();
  await page.getByRole('menuitem', { name: preset }).click();
}

for (const [email, views] of offered) {
  test(`${email} is offered exactly its analytics views`, async ({ page }) => {
    await signInAs(page, email);
    await openAnalytics(page);
    await viewSelect(page).click();
    await expect(page.getByRole('option')).toHaveText(views);
  });
}

test('a team lead filters a team view and opens a row’s aging popup', async ({ page, request }) => {
  await seedTeamTickets(request);
  await signInAs(page, 'lead@demo.local');
  await openAnalytics(page);

  // The Team-Lead-View wants a department first.
  await chooseView(page, 'Team-Lead-View');
  await chooseRange(page, 'Last 30 Days');
  await expect(page.getByRole('combobox', { name: 'Select Team Lead' })).toBeVisible();
  const department = page.getByRole('combobox', { name: 'Select Department' });
  if ((await department.textContent())?.includes('IT Support')) {
    await department.click();
    await page.getByRole('menuitemcheckbox', { name: 'IT Support', exact: true }).click();
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Filter Tickets' }).click();
  await expect(toast(page, 'Department Name is mandatory')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Team-Lead-View' })).toHaveCount(0);

  // TeamLead-Department-View: nothing loads before Filter Tickets.
  await chooseView(page, 'TeamLead-Department-View');
  await expect(page.getByRole('combobox', { name: 'Select Team Lead' })).toHaveCount(0);
  await tick(page, 'Select Department', 'IT Support');
  await tick(page, 'Select Team', 'IT Service Desk');
  const table = page.getByRole('table', { name: 'TeamLead-Department-View' });
  await expect(table).toHaveCount(0);
  await page.getByRole('button', { name: 'Filter Tickets' }).click();

  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'IT Support' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  const total = Number(await row.getByRole('cell').nth(2).textContent());
  const closed = Number(await row.getByRole('cell').nth(4).textContent());
  expect(total).toBeGreaterThanOrEqual(3);
  expect(closed).toBeGreaterThanOrEqual(1);
  const footer = table.getByRole('row').last();
  await expect(footer.getByRole('cell').nth(0)).toHaveText('A');
  await expect(footer.getByRole('cell').nth(1)).toHaveText('Total');
  await expect(footer.getByRole('cell').nth(2)).toHaveText(String(total));
  await expect(page.getByRole('button', { name: 'Export as CSV' })).toBeEnabled();
  // The chart beside the table (loaded on demand).
  await expect(
    page.getByRole('figure', { name: 'TeamLead-Department-View chart' }).locator('svg').first(),
  ).toBeVisible();

  await row.getByRole('button', { name: 'View Aging Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'IT Support Ticket Aging Analysis' });
  await expect(dialog).toBeVisible();
  const headings = ['0 Day', '1 Day', '2 Days', '3 Days', '4 Days', '5 Days', '6 Days', '7 Days', '>7 Days'];
  for (const name of [
    'Overdue Tickets In Numbers',
    'Overdue Tickets In %',
    'Closed Tickets In Numbers',
    'Closed Tickets In %',
  ]) {
    const aging = dialog.getByRole('table', { name });
    await expect(aging.getByRole('columnheader')).toHaveText(headings);
    await expect(aging.getByRole('row')).toHaveCount(2);
  }
  // Tickets closed the day they were raised are in the 0 Day bucket.
  const closedToday = dialog.getByRole('table', { name: 'Closed Tickets In Numbers' }).getByRole('cell').first();
  expect(Number(await closedToday.textContent())).toBe(closed);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Switching view hides the table until the next Filter Tickets.
  await chooseView(page, 'TeamLead-Agents-View');
  await expect(table).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'TeamLead-Agents-View' })).toHaveCount(0);

  // An agent's popup names the agent under the department title (every agent's read the same).
  await page.getByRole('button', { name: 'Filter Tickets' }).click();
  const agentRow = page.getByRole('table', { name: 'TeamLead-Agents-View' }).getByRole('row').nth(1);
  const agentName = (await agentRow.getByRole('cell').nth(1).textContent())?.trim();
  expect(agentName).toBeTruthy();
  await agentRow.getByRole('button', { name: 'View Aging Analysis' }).click();
  const agentDialog = page.getByRole('dialog', { name: /Ticket Aging Analysis$/ });
  await expect(agentDialog.getByText(`Agent: ${agentName}`)).toBeVisible();
  // At phone width the buckets keep whole headers, the table scrolling inside its frame.
  await page.setViewportSize({ width: 390, height: 844 });
  const lastBucket = agentDialog
    .getByRole('table', { name: 'Overdue Tickets In Numbers' })
    .getByRole('columnheader', { name: '>7 Days' });
  await expect.poll(() => lastBucket.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
});

/** 'DD/MM/YYYY' of the day `days` before today, in the tenant's days as the portal's ranges count them. */
const daysAgo = (days: number): string => tenantDay(Date.now() - days * 24 * 60 * 60 * 1000);

test('Analytics remembers the view and its filters; Clear Filter goes back to the defaults', async ({ page }) => {
  await signInAs(page, 'central@demo.local');
  await openAnalytics(page);
  await chooseView(page, 'Central-Agent-Department-View');
  await chooseRange(page, 'Last 7 Days');
  await tick(page, 'Select Department', 'IT Support');
  await expect(page.getByRole('combobox', { name: 'Select Associated Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Filter Tickets' }).click();
  await expect(toast(page, 'Please select the Associated Team')).toBeVisible();

  // A fresh visit opens on the saved view with its saved filters (issue 21 item 21).
  await page.reload();
  await expect(viewSelect(page)).toHaveText('Central-Agent-Department-View');
  await expect(page.getByLabel('Ticket Created Date Range from', { exact: true })).toHaveValue(daysAgo(6));
  await expect(page.getByRole('combobox', { name: 'Select Department' })).toContainText('IT Support');

  await page.evaluate(() => {
    (window as unknown as { beforeClear?: boolean }).beforeClear = true;
  });
  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(toast(page, 'Filters cleared succesfully')).toBeVisible();
  await page.waitForFunction(() => !(window as unknown as { beforeClear?: boolean }).beforeClear);

  // Nothing saved any more: the created range is the last 29 days through today.
  await expect(viewSelect(page)).toHaveText('Central-Agent-Department-View');
  await expect(page.getByLabel('Ticket Created Date Range from', { exact: true })).toHaveValue(daysAgo(29));
  await expect(page.getByLabel('Ticket Created Date Range to', { exact: true })).toHaveValue(daysAgo(0));
  await expect(page.getByRole('combobox', { name: 'Select Department' })).not.toContainText('IT Support');
  expect(await page.evaluate(() => window.sessionStorage.getItem('analyticsSelectedView'))).toBeNull();
});
