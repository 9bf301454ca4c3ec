import type { Page } from '@playwright/test';
import {
  addPerson,
  expect,
  expectNoSeriousA11yViolations,
  signInAs,
  stampedPerson,
  test,
  waitForScreen,
} from './helpers';

/**
 * Issue 17, "Dates are typed only": every date field and range has Fluent's calendar beside the
 * typed 'DD/MM/YYYY' text. A picked day is written into the box in that format; typing still works.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The calendar names each day button "<day>, <Month>, <year>". */
const dayName = (date: Date) => `${date.getDate()}, ${MONTHS[date.getMonth()]}, ${date.getFullYear()}`;
const typed = (date: Date) =>
  [date.getDate(), date.getMonth() + 1]
    .map((part) => String(part).padStart(2, '0'))
    .concat(String(date.getFullYear()))
    .join('/');

async function pickFromCalendar(page: Page, calendarButton: string, day: Date) {
  await page.getByRole('button', { name: calendarButton }).click();
  const calendar = page.getByRole('dialog', { name: calendarButton });
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: dayName(day), exact: true }).click();
  await expect(calendar).toHaveCount(0);
}

test('New Ticket’s “Issue Noticed On” is picked from a calendar or typed', async ({ page }) => {
  await signInAs(page, 'user@demo.local');
  await page.goto('/addTicket');
  await waitForScreen(page);
  await page.getByLabel('Department').selectOption({ label: 'IT Support' });
  await page.getByLabel('Help Topic').selectOption({ label: 'Laptop / Desktop Issue' });
  const noticedOn = page.getByRole('textbox', { name: 'Issue Noticed On' });

  // The calendar opens on the month of a typed day, and a picked day replaces the text.
  await noticedOn.fill('15/03/2026');
  await page.getByRole('button', { name: 'Open calendar for Issue Noticed On' }).click();
  const calendar = page.getByRole('dialog', { name: 'Open calendar for Issue Noticed On' });
  await expect(calendar.getByRole('gridcell', { selected: true })).toHaveText('15');
  await expectNoSeriousA11yViolations(page, 'the calendar of Issue Noticed On');
  await calendar.getByRole('button', { name: '18, March, 2026', exact: true }).click();
  await expect(noticedOn).toHaveValue('18/03/2026');
  // Focus goes back to the calendar's button, beside the box.
  await expect(page.getByRole('button', { name: 'Open calendar for Issue Noticed On' })).toBeFocused();

  // Escape closes the calendar and leaves the text alone.
  await page.getByRole('button', { name: 'Open calendar for Issue Noticed On' }).click();
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(noticedOn).toHaveValue('18/03/2026');
});

test('My Tickets’ Created Date range is picked from calendars and filters with it', async ({ page, request }) => {
  // A requester of its own: My Tickets saves each range change as the user's filter, and a range
  // ending on the browser's "today" would hide later tickets from another spec's demo user.
  const stamp = Date.now();
  const person = { ...stampedPerson('Dana', stamp), password: 'Dana@12345' };
  await addPerson(request, person);
  await signInAs(page, person.email, person.password);
  await page.goto('/ticket');
  await waitForScreen(page);
  const today = new Date();
  // The first of this month: always in the calendar's first view, whatever today is.
  const firstOfMonth = new Date(today.getFullYear(), today.getMonth(), 1);

  // "from" is empty-safe: the calendar opens on today's month when the box is blank.
  await page.getByLabel('Created Date from', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Open calendar for Created Date from' }).click();
  const fromCalendar = page.getByRole('dialog', { name: 'Open calendar for Created Date from' });
  await expect(fromCalendar.getByRole('button', { name: dayName(today), exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await pickFromCalendar(page, 'Open calendar for Created Date from', firstOfMonth);
  await pickFromCalendar(page, 'Open calendar for Created Date to', today);
  await expect(page.getByLabel('Created Date from', { exact: true })).toHaveValue(typed(firstOfMonth));
  await expect(page.getByLabel('Created Date to', { exact: true })).toHaveValue(typed(today));
  const filter = page.getByRole('button', { name: 'Filter Tickets' });
  await expect(filter).toBeEnabled();
  await filter.click();
  await expect(page.getByRole('table')).toBeVisible();
});
