import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  holdRequests,
  raiseDemoTicket,
  signInAs,
  test,
  waitForScreen,
} from './helpers';

/**
 * Issue 17: axe-core finds no serious or critical violation on any screen of the top navigation
 * (and the Admin menu) of each demo role, on a ticket's view for its requester and its agent, on
 * New Ticket with a help topic's form, on a team lead's analytics view, and in the main dialogs.
 */

test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const ROLES = ['user@demo.local', 'agent@demo.local', 'central@demo.local', 'lead@demo.local', 'admin@demo.local'];

/** The paths of the top navigation's links, as this user sees them. */
async function navigationScreens(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  return nav
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
}

/** Uma raises a ticket through the API; `email` signs in, opens its view and runs axe on it. */
async function expectNewTicketViewClean(page: Page, request: APIRequestContext, email: string, screen: string) {
  const ticketId = await raiseDemoTicket(request, `Accessibility walk ${Date.now()}`);
  await signInAs(page, email);
  await page.goto(`/viewTicket/id:${ticketId}`);
  await waitForScreen(page);
  await expectNoSeriousA11yViolations(page, screen);
}

/** Opens a dialog with its button and runs axe once the dialog is showing. */
async function expectDialogClean(page: Page, button: Locator, dialog: string) {
  await button.click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  await expectNoSeriousA11yViolations(page, `${dialog} dialog`);
}

/** Moves through the app as a person would (a click on the navigation, no reload), then runs axe. */
async function expectScreensClean(page: Page, screens: string[]) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const screen of screens) {
    await nav.locator(`a[href="${screen}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${screen}$`));
    await waitForScreen(page);
    await expectNoSeriousA11yViolations(page, screen);
  }
}

for (const email of ROLES) {
  test(`every navigation screen of ${email} has no serious accessibility violation`, async ({ page }) => {
    await signInAs(page, email);
    const screens = await navigationScreens(page);
    expect(screens.length).toBeGreaterThan(3);
    await expectScreensClean(page, screens);
  });
}

test('every screen of the Admin menu has no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  const admin = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' });
  await admin.click();
  const entries = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  expect(entries.length).toBeGreaterThan(8);
  for (const entry of entries) {
    const before = page.url();
    await admin.click();
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
    await expect(page).not.toHaveURL(before);
    await waitForScreen(page);
    await expectNoSeriousA11yViolations(page, `Admin → ${entry}`);
  }
});

test('the login page and its dialog have no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectDialogClean(page, page.getByRole('button', { name: 'Forgot password?' }), 'Forgot password?');
});

test('a requester’s ticket and New Ticket with a help topic’s form have no serious accessibility violation', async ({
  page,
  request,
}) => {
  await expectNewTicketViewClean(page, request, 'user@demo.local', 'the requester’s ticket view');
  await page.goto('/addTicket');
  await waitForScreen(page);
  await page.getByLabel('Department').selectOption({ label: 'IT Support' });
  await page.getByLabel('Help Topic').selectOption({ label: 'Laptop / Desktop Issue' });
  await expect(page.getByLabel('Issue Noticed On', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'New Ticket with a help topic’s form');
});

test('an agent’s ticket view and its Transfer dialog have no serious accessibility violation', async ({
  page,
  request,
}) => {
  await expectNewTicketViewClean(page, request, 'agent@demo.local', 'the agent’s ticket view');
  await expectDialogClean(page, page.getByRole('button', { name: 'Transfer', exact: true }), 'Transfer Ticket');
});

test('a team lead’s analytics view has no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'lead@demo.local');
  await page.goto('/analytics');
  await waitForScreen(page);
  await page.getByRole('combobox', { name: 'Select Analytics View' }).click();
  await page.getByRole('option', { name: 'TeamLead-Department-View', exact: true }).click();
  for (const [label, option] of [
    ['Select Department', 'IT Support'],
    ['Select Team', 'IT Service Desk'],
  ]) {
    await page.getByRole('combobox', { name: label }).click();
    const item = page.getByRole('menuitemcheckbox', { name: option, exact: true });
    if ((await item.getAttribute('aria-checked')) !== 'true') await item.click();
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Filter Tickets' }).click();
  await expect(page.getByRole('table', { name: 'TeamLead-Department-View' })).toBeVisible();
  await waitForScreen(page);
  await expectNoSeriousA11yViolations(page, 'a team lead’s analytics view');
});

test('the Export Data and Import Users dialogs have no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'central@demo.local');
  await page.goto('/allTickets');
  await waitForScreen(page);
  // Held at its start, the export shows its progress to axe; released, the file downloads and the
  // finished dialog is checked too, so no download is left to interrupt the next page load.
  const release = await holdRequests(page, '/api/dataExport/startAllTicketsExport');
  await expectDialogClean(page, page.getByRole('button', { name: 'Export Data' }), 'Export Data');
  const download = page.waitForEvent('download');
  release();
  await download;
  await expect(page.getByText(/^Export ready/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Export Data dialog, ready');
  await page.keyboard.press('Escape');

  await signInAs(page, 'admin@demo.local');
  await page.goto('/usersList');
  await waitForScreen(page);
  await expectDialogClean(page, page.getByRole('button', { name: 'Import' }), 'Import Users');
});

test('a button busy with its action (Refresh Data) has no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'user@demo.local');
  await page.goto('/dashboard');
  await waitForScreen(page);
  // The refresh is held back, so axe sees the button while its spinner shows.
  const release = await holdRequests(page, '/api/dashboard/getPieChartDetails');
  const refresh = page.getByRole('button', { name: 'Refresh Data' });
  await refresh.click();
  await expect(refresh).toBeDisabled();
  await expect(refresh.locator('.fui-Spinner')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, '/dashboard while refreshing');
  release();
  await expect(refresh).toBeEnabled();
});
