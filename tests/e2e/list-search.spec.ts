import type { Page } from '@playwright/test';
import { clearSavedFilters, expect, raiseDemoTicket, signInAs, test } from './helpers';

/**
 * A ticket list's search in the browser (All Tickets, as the central admin): coming back from a
 * ticket shows the list as it was left (search, results, sort), and an empty result names what
 * selected nothing, with Clear search.
 */

test.describe.configure({ timeout: 150_000 });

const table = (page: Page) => page.getByRole('table', { name: 'All Tickets' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const total = (page: Page) => page.getByText(/^Total: \d+$/);
const numberHeader = (page: Page) => table(page).getByRole('columnheader', { name: 'Ticket Number' });

test('All Tickets keeps its search and sort when a ticket is opened and left by the breadcrumb or Back', async ({
  page,
}) => {
  // A word of its own, so only this run's tickets match it.
  const marker = `lsq${Date.now().toString(36)}`;
  const ids: string[] = [];
  for (const subject of [`${marker} projector`, `${marker} printer`, `${marker} scanner`]) {
    ids.push(await raiseDemoTicket(page.request, subject));
  }
  await signInAs(page, 'admin@demo.local');
  await page.goto('/allTickets');
  await expect(page.getByRole('heading', { name: 'All Tickets', level: 1 })).toBeVisible();
  await clearSavedFilters(page);

  await searchBox(page).fill(marker);
  await expect(total(page)).toHaveText('Total: 3');
  await numberHeader(page).click();
  await expect(numberHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  const links = table(page).getByRole('link', { name: /^\d+$/ });
  await expect(links).toHaveText(ids);

  const expectListAsLeft = async () => {
    await expect(searchBox(page)).toHaveValue(marker);
    await expect(total(page)).toHaveText('Total: 3');
    await expect(numberHeader(page)).toHaveAttribute('aria-sort', 'ascending');
    await expect(links).toHaveText(ids);
  };

  // Back by the breadcrumb ...
  await links.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${ids[1]}`));
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Tickets' }).click();
  await expectListAsLeft();

  // ... and by the browser's Back.
  await links.nth(2).click();
  await expect(page).toHaveURL(new RegExp(`${ids[2]}`));
  await page.goBack();
  await expectListAsLeft();

  // A page remembered past the end (its tickets have moved on since) shows the last page instead of
  // an empty table beside 'Total: 3'.
  await page.evaluate(() => {
    const view = JSON.parse(window.sessionStorage.getItem('listView:allTickets') ?? '{}');
    window.sessionStorage.setItem('listView:allTickets', JSON.stringify({ ...view, page: 4 }));
  });
  await page.reload();
  await expectListAsLeft();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  // The number as the ticket heading writes it finds the ticket.
  await searchBox(page).fill(`#${ids[0]}`);
  await expect(total(page)).toHaveText('Total: 1');
  await expect(links).toHaveText([ids[0]]);

  // A search that finds nothing says so, and Clear search empties the box and shows the list again.
  await searchBox(page).fill(`${marker} desk`);
  await expect(
    table(page).getByText(
      `No tickets match "${marker} desk" in the last 30 days. Clear the search or widen the Created Date range.`,
    ),
  ).toBeVisible();
  await table(page).getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(total(page)).not.toHaveText('Total: 0');

  // Clear Filter starts the list afresh, the search too.
  await searchBox(page).fill(marker);
  await expect(total(page)).toHaveText('Total: 3');
  await clearSavedFilters(page);
  await expect(searchBox(page)).toHaveValue('');
  await expect(numberHeader(page)).not.toHaveAttribute('aria-sort', 'ascending');
});

test('Escalated Tickets names a search that finds nothing and offers Clear search, as the ticket lists do', async ({
  page,
}) => {
  const nothing = `esq${Date.now().toString(36)}`;
  await signInAs(page, 'agent@demo.local');
  await page.goto('/escalatedTicket');
  const escalated = page.getByRole('table', { name: 'Escalated Tickets List' });
  await expect(escalated).toBeVisible();
  await clearSavedFilters(page);
  await searchBox(page).fill(nothing);
  await expect(escalated.getByText(new RegExp(`^No tickets match "${nothing}"`))).toBeVisible();
  await escalated.getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(escalated.getByText(new RegExp(`"${nothing}"`))).toHaveCount(0);
});
