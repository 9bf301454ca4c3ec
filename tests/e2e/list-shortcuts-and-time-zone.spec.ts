import type { Page } from '@playwright/test';
import { addPerson, apiPost, apiToken, expect, signInAs, tenantDay, test, waitForScreen } from './helpers';

/**
 * Ticket lists (issue 17 and the tenant's time zone, issue 21 item 28): `?` on every list page opens
 * the "Keyboard shortcuts" dialog with the list's keys; and a Created Date range picked in a browser
 * in New York selects the tenant's (Asia/Kolkata) days, as it would in India.
 */

async function expectShortcutHelp(page: Page, path: string) {
  await page.goto(path);
  await waitForScreen(page);
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  // Typed into the search, `?` is text.
  const search = page.getByRole('searchbox').first();
  await search.fill('');
  await search.press('?');
  await expect(search).toHaveValue('?');
  await expect(help).toHaveCount(0);
  await search.fill('');
  await page.getByRole('heading', { level: 1 }).first().click();

  await page.keyboard.press('?');
  await expect(help, path).toBeVisible();
  const keys = help.getByRole('definition');
  await expect(help.getByRole('term').filter({ hasText: /^\/$/ })).toBeVisible();
  await expect(keys.filter({ hasText: 'Focus the search' })).toBeVisible();
  await expect(keys.filter({ hasText: 'Open the ticket whose number has focus' })).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toHaveCount(0);
}

test('`?` lists the shortcuts on every ticket list page, not while typing in the search', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'central@demo.local');
  for (const path of ['/ticket', '/allTickets', '/departmentQueue', '/escalatedTicket', '/transferRequest']) {
    await expectShortcutHelp(page, path);
  }
  await signInAs(page, 'lead@demo.local');
  await expectShortcutHelp(page, '/myTeams');
});

test.describe('in a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  const stamp = Date.now();
  const requester = { email: `tz-lists-${stamp}@demo.local`, fullName: 'Tara Zone', password: 'Tara@12345' };
  let ticketId = '';

  test.beforeAll(async ({ request }) => {
    const userId = await addPerson(request, {
      email: requester.email,
      fullName: requester.fullName,
      openId: `tara-${stamp}`,
      mobile: '919800007321',
      employeeId: 'EMP7321',
      password: requester.password,
    });
    const token = await apiToken(request, requester.email, requester.password);
    const saved = await apiPost<{ success: boolean; id: string }>(request, token, '/api/ticket/save', {
      email: requester.email,
      fullName: requester.fullName,
      ticketNotice: false,
      slaPlan: '2',
      userId,
      ticketCategory: 'Issue',
      employeeNo: 'EMP7321',
      departmentId: '1',
      helpTopicId: '1',
      dynamicFormJson: {
        issue_summary: `Clock shows the wrong day ${stamp}`,
        priority_level: 'Medium',
        is_it_blocking_work: false,
      },
    });
    expect(saved.success).toBe(true);
    ticketId = saved.id;
  });

  /** The instant of a Kolkata wall-clock time on a 'DD/MM/YYYY' day (Kolkata is UTC+05:30 all year). */
  const kolkataInstant = (day: string, time: string) => {
    const [dd, mm, yyyy] = day.split('/');
    return new Date(`${yyyy}-${mm}-${dd}T${time}+05:30`).toISOString();
  };

  test("the calendar marks the tenant's today, not New York's", async ({ page }) => {
    // A moment when Kolkata is already a day ahead of New York (19:00 UTC), the latest one gone by,
    // so the session's token is not yet expired at the page's clock.
    const moment = new Date();
    moment.setUTCHours(19, 0, 0, 0);
    if (moment.getTime() > Date.now()) moment.setUTCDate(moment.getUTCDate() - 1);
    await page.clock.setFixedTime(moment);
    await signInAs(page, requester.email, requester.password);
    await expect(page.getByRole('heading', { name: 'My Tickets', level: 1 })).toBeVisible();
    // Blank, the calendar opens on today's month.
    await page.getByLabel('Created Date from', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Open calendar for Created Date from' }).click();
    const calendar = page.getByRole('dialog', { name: 'Open calendar for Created Date from' });
    const kolkataDate = Number(tenantDay(moment.getTime()).slice(0, 2));
    await expect(calendar.locator('[aria-current="date"]')).toHaveText(String(kolkataDate));
  });

  test("a Created Date range selects the tenant's days and the list shows the tenant's dates", async ({ page }) => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await signInAs(page, requester.email, requester.password);
    await expect(page.getByRole('heading', { name: 'My Tickets', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'My Tickets' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: ticketId, exact: true }) });
    await expect(row).toBeVisible();

    const today = tenantDay(Date.now());
    const yesterday = tenantDay(Date.now() - 24 * 60 * 60 * 1000);
    // The shortcut counts the tenant's today, not New York's.
    await page.getByRole('button', { name: 'Created Date shortcuts' }).click();
    await page.getByRole('menuitem', { name: 'Today' }).click();
    await expect(page.getByLabel('Created Date from', { exact: true })).toHaveValue(today);
    await expect(page.getByLabel('Created Date to', { exact: true })).toHaveValue(today);

    // The request carries Kolkata's midnight to 23:59:59.999, and the ticket raised just now is listed
    // with its Created Date on Kolkata's today.
    const listed = page.waitForRequest((sent) => sent.url().includes('/api/ticket/getTicketsWithPageNumber'));
    await page.getByRole('button', { name: 'Filter Tickets' }).click();
    const query = new URL((await listed).url()).searchParams;
    expect(query.get('startDate')).toBe(kolkataInstant(today, '00:00:00.000'));
    expect(query.get('endDate')).toBe(kolkataInstant(today, '23:59:59.999'));
    await expect(row).toBeVisible();
    await expect(row).toContainText(`${today} `);

    // Kolkata's yesterday holds no ticket of hers.
    await page.getByLabel('Created Date from', { exact: true }).fill(yesterday);
    await page.getByLabel('Created Date to', { exact: true }).fill(yesterday);
    const narrowed = page.waitForRequest((sent) => sent.url().includes('/api/ticket/getTicketsWithPageNumber'));
    await page.getByRole('button', { name: 'Filter Tickets' }).click();
    expect(new URL((await narrowed).url()).searchParams.get('endDate')).toBe(kolkataInstant(yesterday, '23:59:59.999'));
    await expect(page.getByRole('link', { name: ticketId, exact: true })).toHaveCount(0);
  });
});
