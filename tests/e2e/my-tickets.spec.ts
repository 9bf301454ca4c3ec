import type { APIRequestContext, Page } from '@playwright/test';
import { addPerson, apiPost, apiToken, expect, signInAs, test, toast } from './helpers';

/**
 * My Tickets (tickets spec 2.2, 2.7, 4 "Status filter behaviour", 5, 8, 9): a requester's tickets
 * raised through the API are listed; status and department filters find them and are saved and
 * restored; a created range over 180 days warns and disables Filter Tickets and Export; Clear Filter
 * toasts and reloads; the bulk Change Status closes the selected ticket.
 *
 * The requester is created for this file (by the central admin), so its saved filters and tickets
 * never meet those of specs running alongside.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const stamp = Date.now();
const requester = {
  email: `my-tickets-${stamp}@demo.local`,
  fullName: 'Mira Requester',
  password: 'Mira@12345',
};
const itSubject = `Printer jams on every page ${stamp}`;
const facilitiesSubject = `Corridor light flickers ${stamp}`;
let requesterId = '';
let itTicket = '';
let facilitiesTicket = '';

async function raise(request: APIRequestContext, token: string, ticket: object): Promise<string> {
  const answer = await apiPost<{ success: boolean; id: string }>(request, token, '/api/ticket/save', {
    email: requester.email,
    fullName: requester.fullName,
    ticketNotice: false,
    slaPlan: '2',
    userId: requesterId,
    ticketCategory: 'Issue',
    employeeNo: 'EMP7001',
    ...ticket,
  });
  expect(answer.success).toBe(true);
  return answer.id;
}

test.beforeAll(async ({ request }) => {
  requesterId = await addPerson(request, {
    email: requester.email,
    fullName: requester.fullName,
    openId: `mira-${stamp}`,
    mobile: '919800007001',
    employeeId: 'EMP7001',
    password: requester.password,
  });

  const token = await apiToken(request, requester.email, requester.password);
  itTicket = await raise(request, token, {
    departmentId: '1',
    helpTopicId: '1',
    dynamicFormJson: { issue_summary: itSubject, priority_level: 'High', is_it_blocking_work: true },
  });
  facilitiesTicket = await raise(request, token, {
    departmentId: '2',
    helpTopicId: '3',
    dynamicFormJson: { issue_summary: facilitiesSubject, priority_level: 'Medium', location: 'Block B' },
  });
});

const ticketsTable = (page: Page) => page.getByRole('table', { name: 'My Tickets' });
const ticketLink = (page: Page, id: string) => ticketsTable(page).getByRole('link', { name: id, exact: true });
/** The row of a ticket ('has' is matched inside the row, so the link is looked up from the page root). */
const ticketRow = (page: Page, id: string) =>
  ticketsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: id, exact: true }) });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Status', exact: true });
const total = (page: Page) => page.getByText(/^Total: \d+$/);

/** Fluent's multiselect listbox lists its options as menu item checkboxes. */
async function toggleStatus(page: Page, label: string) {
  await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
}

async function chooseDepartment(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function openMyTickets(page: Page) {
  await signInAs(page, requester.email, requester.password);
  await expect(page.getByRole('heading', { name: 'My Tickets', level: 1 })).toBeVisible();
  await expect(ticketLink(page, itTicket)).toBeVisible();
}

test("a requester's tickets are listed; status and department filters find them, are saved and cleared", async ({
  page,
}) => {
  await openMyTickets(page);
  const table = ticketsTable(page);
  await expect(ticketLink(page, facilitiesTicket)).toBeVisible();
  await expect(total(page)).toHaveText('Total: 2');
  await expect(statusFilter(page)).toHaveText('All');
  for (const header of [
    'Ticket Number',
    'Created Date',
    'Branch',
    'Subject',
    'Department',
    'Assignee',
    'Ticket Status',
    'Initial Due Date',
    'Sch/Col',
    'From',
    'Mobile',
    'Closed Date',
    'Closed By',
  ]) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const itRow = ticketRow(page, itTicket);
  await expect(itRow).toContainText(itSubject);
  await expect(itRow).toContainText('IT Support');
  await expect(itRow).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/);

  // Department: only the Facilities ticket, and only once Filter Tickets is pressed.
  await chooseDepartment(page, 'Facilities');
  await expect(total(page)).toHaveText('Total: 2');
  await page.getByRole('button', { name: 'Filter Tickets' }).click();
  await expect(total(page)).toHaveText('Total: 1');
  await expect(ticketLink(page, facilitiesTicket)).toBeVisible();
  await expect(ticketLink(page, itTicket)).toHaveCount(0);

  // Status: unticking All clears all; Closed alone finds nothing open and shows the closed range.
  await statusFilter(page).click();
  await toggleStatus(page, 'All');
  await expect(statusFilter(page)).toHaveText('Select');
  await expect(page.getByLabel('Closed Date from', { exact: true })).toHaveCount(0);
  await toggleStatus(page, 'Closed');
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Closed Date from', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Filter Tickets' }).click();
  // The empty list names what selected nothing (the department chosen above stays applied).
  await expect(
    table.getByText(
      'No tickets match the Status and Department filters in the last 30 days. Change the filters or widen the Created Date range.',
    ),
  ).toBeVisible();
  await expect(total(page)).toHaveText('Total: 0');

  // Open chosen without Resolved or Closed becomes the open group.
  await statusFilter(page).click();
  await toggleStatus(page, 'Closed');
  await toggleStatus(page, 'Open');
  await page.keyboard.press('Escape');
  await expect(statusFilter(page)).toHaveText('Open +11 more');
  await expect(statusFilter(page)).toHaveAttribute(
    'title',
    /^Open, Awaiting for user response, .*Escalated to Next level, Re-Open$/,
  );
  await page.getByRole('button', { name: 'Filter Tickets' }).click();
  await expect(ticketLink(page, facilitiesTicket)).toBeVisible();
  await expect(total(page)).toHaveText('Total: 1');

  // Saved at once and restored on return: the table loads with them.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveText('Facilities');
  await expect(statusFilter(page)).toHaveText('Open +11 more');
  await expect(ticketLink(page, facilitiesTicket)).toBeVisible();
  await expect(total(page)).toHaveText('Total: 1');

  // Clear Filter: the toast, then the page reloads with the defaults.
  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(toast(page, 'Filters cleared succesfully')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveText('All');
  await expect(statusFilter(page)).toHaveText('All');
  await expect(total(page)).toHaveText('Total: 2');
});

test('a created range over 180 days warns and disables Filter Tickets and Export', async ({ page }) => {
  await openMyTickets(page);
  const filter = page.getByRole('button', { name: 'Filter Tickets' });
  const exportButton = page.getByRole('button', { name: 'Export' });
  await expect(filter).toBeEnabled();
  await expect(exportButton).toBeEnabled();

  const longAgo = new Date(Date.now() - 200 * 24 * 60 * 60 * 1000);
  const text = [longAgo.getDate(), longAgo.getMonth() + 1]
    .map((part) => String(part).padStart(2, '0'))
    .concat(String(longAgo.getFullYear()))
    .join('/');
  await page.getByLabel('Created Date from', { exact: true }).fill(text);
  await expect(page.getByText('Please select data range within 6 months')).toBeVisible();
  await expect(filter).toBeDisabled();
  await expect(exportButton).toBeDisabled();

  await page.getByRole('button', { name: 'Created Date shortcuts' }).click();
  await page.getByRole('menuitem', { name: 'Last 30 Days' }).click();
  await expect(page.getByText('Please select data range within 6 months')).toHaveCount(0);
  await expect(filter).toBeEnabled();
  await expect(exportButton).toBeEnabled();
});

test('the ticket number opens the ticket, whose breadcrumb leads back to My Tickets (Ctrl-click: in a new tab)', async ({
  page,
}) => {
  await openMyTickets(page);
  await ticketLink(page, itTicket).click();
  const ticketUrl = new RegExp(`/viewTicket/id:${itTicket}$`);
  await expect(page).toHaveURL(ticketUrl);
  expect(await page.evaluate(() => sessionStorage.getItem('previousPageLocation'))).toBe('/ticket');

  // The breadcrumb is a real link: a modified click is the browser's (a new tab, its session
  // restored), and this tab stays on the ticket; a plain click moves back in place.
  const back = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Tickets' });
  const opened = page.context().waitForEvent('page');
  await back.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/ticket$/, { timeout: 30_000 });
  await tab.close();
  await expect(page).toHaveURL(ticketUrl);
  await back.click();
  await expect(page).toHaveURL(/\/ticket$/);
});

test('bulk Change Status closes the selected ticket', async ({ page, request }) => {
  await openMyTickets(page);
  const update = page.getByRole('button', { name: 'Update', exact: true });

  await update.click();
  await expect(toast(page, 'Please select atleast one ticket.')).toBeVisible();

  await ticketsTable(page)
    .getByRole('checkbox', { name: `Select row ${itTicket}` })
    .click();
  await update.click();
  await expect(toast(page, 'Please select Ticket Status and/or Assignee')).toBeVisible();

  // A requester may only close or re-open.
  await page.getByRole('combobox', { name: 'Change Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Closed', 'Re-Open']);
  await page.getByRole('option', { name: 'Closed', exact: true }).click();
  await update.click();
  await expect(toast(page, 'Ticket updated successfully')).toBeVisible();

  // The table reloads: the row now reads Closed, with its closed date and closer; nothing stays selected.
  const row = ticketRow(page, itTicket);
  await expect(row.getByRole('cell').nth(7)).toHaveText('Closed');
  await expect(row).toContainText(requester.fullName);
  await expect(row.getByRole('checkbox')).not.toBeChecked();

  const token = await apiToken(request, requester.email, requester.password);
  const ticket = await apiPost<{ ticketStatus: string; closedDate: string | null }>(
    request,
    token,
    '/api/ticket/getTicketByTicketId',
    { id: itTicket },
  );
  expect(ticket.ticketStatus).toBe('Closed');
  expect(ticket.closedDate).not.toBeNull();

  // Closing it again: the server's message as an error toast.
  await row.getByRole('checkbox').click();
  await page.getByRole('combobox', { name: 'Change Status' }).click();
  await page.getByRole('option', { name: 'Closed', exact: true }).click();
  await update.click();
  await expect(toast(page, `Ticket ${itTicket} already present in same status`)).toBeVisible();
});
