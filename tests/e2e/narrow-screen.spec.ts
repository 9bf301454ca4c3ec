import type { Page } from '@playwright/test';
import { expect, headerButtonContrast, raiseDemoTicket, signInAs, test, waitForScreen } from './helpers';

/**
 * Issue 17, at 390 px wide (a phone): the header folds into a Menu button that holds the whole
 * navigation (the Admin entries spelled out), filter panels fold behind "Filters", ticket tables
 * become stacked cards, other tables scroll inside their frame, and no screen scrolls sideways.
 */

test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const PHONE = { width: 390, height: 844 };

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

/** Opens the header's Menu and answers the paths of every link in it. */
async function menuScreens(page: Page): Promise<string[]> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
}

for (const email of ['user@demo.local', 'lead@demo.local', 'admin@demo.local']) {
  test(`at 390 px no screen of ${email}'s menu scrolls sideways`, async ({ page }) => {
    await signInAs(page, email);
    await page.setViewportSize(PHONE);
    const screens = await menuScreens(page);
    expect(screens.length).toBeGreaterThan(3);
    for (const screen of screens) {
      await page.goto(screen);
      await waitForScreen(page);
      expect(await pageWidth(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
    }
  });
}

test('at 390 px the header is a Menu, filters fold behind Filters, and My Tickets is a list of cards', async ({
  page,
}) => {
  await signInAs(page, 'central@demo.local');
  await page.setViewportSize(PHONE);
  const banner = page.getByRole('banner');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // The menu holds the links, the Admin-less central pool's lists, and Logout; a link closes it.
  const menu = banner.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^All Tickets/ })
    .click();
  await expect(page).toHaveURL(/\/allTickets$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await waitForScreen(page);

  // Filters fold behind a button, which still says what the list is filtered by.
  await expect(page.getByRole('region', { name: 'Ticket filters' })).toHaveCount(0);
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAccessibleDescription(/Created Date \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}/);
  await expect(page.getByText(/Created Date \d\d\/\d\d\/\d{4} – /)).toBeVisible();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Ticket filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter Tickets' })).toBeVisible();

  // Ticket tables are cards (a list named as the table was), not a table that scrolls sideways.
  await expect(page.getByRole('table', { name: 'All Tickets' })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'All Tickets' });
  await expect(cards).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

test('at 390 px the Menu button stays readable after a tap, and Escape closes the menu back onto it', async ({
  page,
}) => {
  await signInAs(page, 'user@demo.local');
  await page.setViewportSize(PHONE);
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: 'Menu' });
  // A tap leaves the pointer over the button: the toggle must still show on the header.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(await headerButtonContrast(menu), 'Menu on hover').toBeGreaterThanOrEqual(4.5);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // From a link inside the menu too.
  await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test('at 390 px a table that stays a table scrolls in its frame with its first column pinned', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await page.setViewportSize(PHONE);
  await page.goto('/usersList');
  await waitForScreen(page);
  const table = page.getByRole('table').first();
  const firstHeader = table.getByRole('columnheader').first();
  const lastHeader = table.getByRole('columnheader').last();
  const frame = table.locator('xpath=..');
  const before = await firstHeader.boundingBox();
  // The frame scrolls sideways, the page does not.
  await frame.evaluate((element) => element.scrollBy({ left: 2_000 }));
  expect(await frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(lastHeader).toBeInViewport();
  const after = await firstHeader.boundingBox();
  expect(after?.x).toBe(before?.x);
  await expect(firstHeader).toBeInViewport();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

test('at 390 px ticket cards sort by the same choice as the headers, and an open ticket shows no Closed Date', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  for (const name of ['Alpha', 'Bravo']) await raiseDemoTicket(request, `Cards ${stamp} ${name}`);
  await signInAs(page, 'user@demo.local');
  await page.setViewportSize(PHONE);
  await page.goto('/ticket');
  await waitForScreen(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  const cards = page.getByRole('list', { name: 'My Tickets' }).getByRole('listitem');
  await expect(cards).toHaveCount(2, { timeout: 30_000 });

  // An open ticket's card has no empty Closed Date row.
  await expect(cards.first().getByRole('term')).toContainText(['Ticket Number', 'Subject', 'Ticket Status']);
  await expect(cards.first().getByText('Closed Date')).toHaveCount(0);

  // Sort by and its direction, shown with the cards.
  await page.getByLabel('Sort by').selectOption({ label: 'Subject' });
  await page.getByLabel('Sort direction').selectOption({ label: 'Ascending' });
  await expect(cards.first()).toContainText(`Cards ${stamp} Alpha`);
  await page.getByLabel('Sort direction').selectOption({ label: 'Descending' });
  await expect(cards.first()).toContainText(`Cards ${stamp} Bravo`);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // The same sort the column headers show on a wide screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole('table', { name: 'My Tickets' });
  await expect(table.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText(`Cards ${stamp} Bravo`);
  await table.getByRole('columnheader', { name: 'Subject' }).click();
  await expect(table.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute('aria-sort', 'ascending');
  await page.setViewportSize(PHONE);
  await expect(page.getByLabel('Sort by')).toHaveValue('subject');
  await expect(page.getByLabel('Sort direction')).toHaveValue('asc');
  await expect(cards.first()).toContainText(`Cards ${stamp} Alpha`);
});

test('at 390 px the agent’s Update Sub Category keeps its label on one line', async ({ page, request }) => {
  const ticketId = await raiseDemoTicket(request, `Narrow sub-category ${Date.now()}`);
  await signInAs(page, 'agent@demo.local');
  await page.setViewportSize(PHONE);
  await page.goto(`/viewTicket/id:${ticketId}`);
  const update = page.getByRole('button', { name: 'Update Sub Category' });
  await expect(update).toBeVisible({ timeout: 30_000 });
  const box = await update.boundingBox();
  // One line of a medium button is 32 px high; squeezed, the label took three.
  expect(box?.height).toBeLessThanOrEqual(40);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
