import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  apiPost,
  apiToken,
  clearSavedFilters,
  expect,
  raiseDemoTicket,
  signInAs,
  test,
  ticketField,
  toast,
} from './helpers';

/**
 * The agent's desk (tickets spec 2.3-2.5, 2.7, 4, 5, 8): an agent replies with an internal note the
 * requester never sees, uses a canned response, changes status and assignee in one post; a ticket is
 * transferred to another department and transferred back by its new assignee; a central pool agent
 * finds it in All Tickets by help topic and assignee and exports it; a transfer to the central pool
 * is completed from the Transfer Request view.
 */

/** Transfer Back, confirmed in its dialog, and its toast. */
async function transferBack(page: Page) {
  await page.getByRole('button', { name: 'Transfer Back' }).click();
  await page
    .getByRole('alertdialog', { name: 'Transfer Back' })
    .getByRole('button', { name: 'Yes, Transfer Back' })
    .click();
  await expect(toast(page, 'Transferred Successfully').first()).toBeVisible();
}

// Each test signs in as two or three people in turn; on a busy machine that outgrows the default minute.
test.describe.configure({ timeout: 120_000 });

const thread = (page: Page) => page.getByRole('list', { name: 'Ticket Thread' });

/** A navigation link shows its count beside its label (spec 2.1 "My Tickets, with count"). */
const expectNavCount = (page: Page, label: string, count: number | string = '\\d+') =>
  expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label })).toHaveText(
    new RegExp(`^${label}\\s*${count}$`),
  );

/** The next navigation counts the page reads, as answered. */
const nextCountsRead = (page: Page) =>
  page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/ticket/getTicketsCountForDisplay', {
      timeout: 30_000,
    })
    .then((response) => response.json() as Promise<Record<string, number>>);

/**
 * Reads of one ticket (the ticket or its thread) the page sends from now on: after a transfer the page
 * leaves without asking for the ticket again (the server answered 404 "Ticket N was not found." to an
 * agent who can no longer reach it).
 */
function ticketReadsFrom(page: Page, ticketId: string): string[] {
  const reads: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path !== '/api/ticket/getTicketByTicketId' && path !== '/api/ticketReplies/getByTicketId') return;
    const body = sent.postDataJSON() as { id?: string; ticketId?: string } | null;
    if (body?.id === ticketId || body?.ticketId === ticketId) reads.push(path);
  });
  return reads;
}

test('an agent posts an internal note, a canned response, and a status and assignee change in one post', async ({
  page,
  browser,
  request,
}) => {
  const subject = `Projector in room 12 is dead ${Date.now()}`;
  const ticketId = await raiseDemoTicket(request, subject, { departmentId: '1', helpTopicId: '1', slaPlan: '2' });
  const internalText = `Asset register says the lamp was replaced last month ${Date.now()}`;

  // The order of the calls a post makes, and what the replies carried.
  const calls: string[] = [];
  const replies: Record<string, unknown>[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path === '/api/ticket/bulkUpdateStatus' || path === '/api/ticketReplies/save') calls.push(path);
    if (path === '/api/ticketReplies/save') replies.push(sent.postDataJSON() as Record<string, unknown>);
  });

  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(page.getByRole('heading', { name: `Ticket #${ticketId}`, level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Post Reply' });
  const message = form.getByRole('textbox', { name: 'Message' });

  // Nothing written, nothing chosen: the warning, nothing sent.
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Message is mandatory')).toBeVisible();
  expect(calls).toEqual([]);

  // An internal note.
  await message.fill(internalText);
  await form.getByRole('checkbox', { name: 'Internal Note' }).check();
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  const note = thread(page).getByRole('listitem').filter({ hasText: internalText });
  await expect(note).toBeVisible();
  await expect(note.getByText('Internal Note', { exact: true })).toBeVisible();
  expect(replies[0]).toMatchObject({ isInternalNotes: true, message: `<p>${internalText}</p>` });
  await expect(message).toHaveText('');
  await expect(form.getByRole('checkbox', { name: 'Internal Note' })).not.toBeChecked();

  // A canned response: the original message goes into the editor, the requester into the recipients.
  await form.getByLabel('Canned Response').selectOption('Original Message');
  await expect(message).toHaveText(new RegExp(subject));
  await expect(form.getByText('user@demo.local', { exact: true })).toBeVisible();
  // The editor keeps the canned text; the agent writes on after it.
  await message.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('We are replacing the projector today.');

  // Status and assignee with the same post: the bulk update first, then the reply.
  calls.length = 0;
  await form.getByLabel('Ticket Status').selectOption('Work in progress');
  await form.getByRole('combobox', { name: 'Change Assignee' }).click();
  await page.getByRole('option', { name: 'Arjun Agent' }).click();
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  await expect(ticketField(page, 'Status')).toHaveText('Work in progress');
  await expect(ticketField(page, 'Assigned To')).toHaveText('Arjun Agent');
  expect(calls).toEqual(['/api/ticket/bulkUpdateStatus', '/api/ticketReplies/save']);
  expect(replies[1]).toMatchObject({
    usedInCannedFilters: true,
    isInternalNotes: false,
    recepients: 'user@demo.local',
  });
  await expect(thread(page).getByText('Status changed from Open to Work in progress by Arjun Agent')).toBeVisible();
  await expect(thread(page).getByText('We are replacing the projector today.')).toBeVisible();

  // The requester sees the reply and the changes, never the internal note.
  const requesterContext = await browser.newContext();
  const requester = await requesterContext.newPage();
  await signInAs(requester, 'user@demo.local');
  await requester.goto(`/viewTicket/id:${ticketId}`);
  await expect(thread(requester).getByText('We are replacing the projector today.')).toBeVisible();
  await expect(ticketField(requester, 'Status')).toHaveText('Work in progress');
  await expect(thread(requester).getByText(internalText)).toHaveCount(0);
  await expect(requester.getByText('Internal Note')).toHaveCount(0);
  await expect(requester.getByRole('button', { name: 'Transfer' })).toHaveCount(0);
  await requesterContext.close();
});

test('a ticket goes to another department and back; All Tickets finds it by help topic and assignee and exports it', async ({
  page,
  request,
}) => {
  const subject = `Socket sparks in the staff room ${Date.now()}`;
  const ticketId = await raiseDemoTicket(request, subject, {
    departmentId: '2',
    helpTopicId: '3',
    slaPlan: '3',
    fields: { location: 'Staff room' },
  });
  // Arjun works it (he is not of Facilities, but its assignee may read it).
  await apiPost(request, await apiToken(request, 'central@demo.local'), '/api/ticket/bulkUpdateStatus', {
    id: [ticketId],
    assigneeId: '2',
    assigneeFullName: 'Arjun Agent',
  });

  // Arjun finds it was raised in the wrong department: transfer it to IT Support, to Lakshmi.
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(ticketField(page, 'Department')).toHaveText('Facilities');
  await expect(page.getByRole('button', { name: 'Transfer Back' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer Ticket' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(toast(page, 'Please fill mandatory information')).toBeVisible();

  await dialog.getByLabel('Department').selectOption({ label: 'IT Support' });
  await dialog.getByLabel('Help Topic').selectOption({ label: 'Laptop / Desktop Issue' });
  const assignee = dialog.getByRole('combobox', { name: 'Assignee' });
  await assignee.fill('Lakshmi');
  await page.getByRole('option', { name: /Lakshmi Lead/ }).click();
  // Choosing another department clears the help topic.
  await dialog.getByLabel('Department').selectOption({ label: 'Accounts' });
  await expect(dialog.getByLabel('Help Topic')).toHaveValue('');
  await dialog.getByLabel('Department').selectOption({ label: 'IT Support' });
  await dialog.getByLabel('Help Topic').selectOption({ label: 'Laptop / Desktop Issue' });
  await assignee.fill('Lakshmi');
  await page.getByRole('option', { name: /Lakshmi Lead/ }).click();
  await dialog.getByLabel('Transfer Reason').fill('Raised under the wrong department: it is a laptop charger.');
  const countsAfterTransfer = nextCountsRead(page);
  const readsAfterTransfer = ticketReadsFrom(page, ticketId);
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(toast(page, 'Ticket Transferred Successfully').first()).toBeVisible();
  // A plain agent lands on their My Tickets, not on All Tickets (403 to them; issue 21 item 2).
  await expect(page).toHaveURL(/\/ticket$/);
  await expect(page.getByRole('heading', { name: 'My Tickets', level: 1 })).toBeVisible();
  // The navigation keeps its counts, read again after the transfer (they once went blank until a reload).
  const { myTicketsCount } = await countsAfterTransfer;
  await expectNavCount(page, 'My Tickets', myTicketsCount);
  // Arjun can no longer reach the ticket: the page left without reading it again.
  expect(readsAfterTransfer).toEqual([]);

  // Lakshmi, its new assignee, hands it back.
  await signInAs(page, 'lead@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(ticketField(page, 'Department')).toHaveText('IT Support');
  await expect(ticketField(page, 'Assigned To')).toHaveText('Lakshmi Lead');
  await expect(
    thread(page).getByText(/Ticket transferred from Facilities to IT Support \(Lakshmi Lead\) by Arjun Agent/),
  ).toBeVisible();
  // Transfer Back asks first (issue 21 item 27): Cancel changes nothing, then confirm.
  await page.getByRole('button', { name: 'Transfer Back' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Transfer Back' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(ticketField(page, 'Assigned To')).toHaveText('Lakshmi Lead');
  await transferBack(page);
  await expect(ticketField(page, 'Department')).toHaveText('Facilities');
  await expect(ticketField(page, 'Help Topic')).toHaveText('Electrical / Maintenance');
  await expect(ticketField(page, 'Assigned To')).toHaveText('Arjun Agent');
  await expect(page.getByRole('button', { name: 'Transfer Back' })).toHaveCount(0);

  // Chitra (central pool) finds it in All Tickets by help topic and assignee.
  await signInAs(page, 'central@demo.local');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /All Tickets/ })
    .click();
  await expect(page).toHaveURL(/\/allTickets$/);
  await expect(page.getByRole('heading', { name: 'All Tickets', level: 1 })).toBeVisible();
  // Start from no saved filters (an earlier run may have left some): Clear Filter, then the page reloads.
  await clearSavedFilters(page);
  await expect(page.getByRole('combobox', { name: 'Help Topic' })).toHaveText('All');
  await page.getByRole('combobox', { name: 'Help Topic' }).click();
  await page.getByRole('option', { name: 'Electrical / Maintenance' }).click();
  await page.getByRole('combobox', { name: 'Assignee' }).fill('Arjun');
  await page.getByRole('option', { name: /Arjun Agent/ }).click();
  const filtered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/ticket/getAllTicketsForCentralPool' &&
      url.searchParams.get('helpTopicId') === '3' &&
      url.searchParams.get('assigneeId') === '2'
    );
  });
  await page.getByRole('button', { name: 'Filter Tickets' }).click();
  const page1 = (await (await filtered).json()) as { tickets: { id: string; assigneeFullName: string }[] };
  expect(page1.tickets.length).toBeGreaterThan(0);
  expect(page1.tickets.every((row) => row.assigneeFullName === 'Arjun Agent')).toBe(true);
  const table = page.getByRole('table', { name: 'All Tickets' });
  await expect(table.getByRole('link', { name: ticketId, exact: true })).toBeVisible();

  // Export Data runs in the background: a dialog shows its progress, then the file downloads.
  const started = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/dataExport/startAllTicketsExport',
  );
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const startAnswer = await started;
  expect(startAnswer.request().postDataJSON()).toMatchObject({ helpTopicId: '3', assigneeId: '2' });
  expect(startAnswer.status()).toBe(200);
  const exportDialog = page.getByRole('dialog', { name: 'Export Data' });
  await expect(exportDialog.getByText(/^Export ready: \d+ rows\. The download has started\.$/)).toBeVisible();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('all-tickets.csv');
  expect(await readFile(await file.path(), 'utf8')).toContain(subject);
  await exportDialog.getByRole('button', { name: 'Close' }).click();
  await expect(exportDialog).toBeHidden();

  // The ticket link remembers All Tickets as the way back.
  await table.getByRole('link', { name: ticketId, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('All Tickets')).toBeVisible();
});

test('an assignee who transfers a ticket back out of their reach goes back to their list without reading it', async ({
  page,
  request,
}) => {
  // An IT Support ticket given to Bharat (Facilities): handed back, it is out of his reach.
  const ticketId = await raiseDemoTicket(request, `Desk lamp broken ${Date.now()}`);
  const moved = await apiPost(request, await apiToken(request, 'central@demo.local'), '/api/transferTicket/save', {
    ticketId,
    isTicketWronglyAssigned: 1,
    transferReason: 'Facilities fixes lamps.',
    selectedDepartment: { depId: '2', deptName: 'Facilities' },
    selectedAssignee: { value: '7', label: 'Bharat Agent', departmentId: '2', assigneeName: 'Bharat Agent' },
    helpTopicId: '3',
  });
  expect(moved.success).toBe('true');

  await signInAs(page, 'agent2@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(ticketField(page, 'Assigned To')).toHaveText('Bharat Agent', { timeout: 30_000 });
  const readsAfterTransferBack = ticketReadsFrom(page, ticketId);
  await transferBack(page);
  await expect(page).toHaveURL(/\/ticket$/);
  // Found by its role: the list is not left hidden from screen readers by the confirmation, which was
  // still fading out when the page moved on (the whole app stayed aria-hidden).
  await expect(page.getByRole('heading', { name: 'My Tickets', level: 1 })).toBeVisible();
  // The server said he can no longer open it: no read that would answer 404 "Ticket N was not found.".
  expect(readsAfterTransferBack).toEqual([]);
});

test('a transfer to the central pool is completed from the Transfer Request view', async ({ page, request }) => {
  const subject = `Wrong queue: payslip missing ${Date.now()}`;
  const ticketId = await raiseDemoTicket(request, subject, {
    departmentId: '1',
    helpTopicId: '2',
    slaPlan: '1',
    fields: {
      account_email: 'user@demo.local',
    },
  });

  await signInAs(page, 'central@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer Ticket' });
  await dialog.getByLabel('Department').selectOption({ label: 'Central Pool Agent' });
  // The pool has no assignee choice.
  await expect(dialog.getByRole('combobox', { name: 'Assignee' })).toHaveCount(0);
  await dialog.getByLabel('Help Topic').selectOption({ label: 'Salary / Reimbursement (Accounts)' });
  await dialog.getByLabel('Transfer Reason').fill('Payroll question, not IT.');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(toast(page, 'Ticket Transferred Successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/allTickets$/);
  // The navigation keeps its counts (they once went blank after a transfer until a reload).
  await expectNavCount(page, 'All Tickets');
  await expectNavCount(page, 'Transfer Request');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Transfer Request/ })
    .click();
  await expect(page).toHaveURL(/\/transferRequest$/);
  const table = page.getByRole('table', { name: 'Transfer Request' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Transfer request of ticket ${ticketId}` }) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Central Pool Agent');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/viewTransferTicket\/id:/);
  await expect(page.getByRole('heading', { name: `Ticket #${ticketId}`, level: 1 })).toBeVisible();
  await expect(ticketField(page, 'SLA Plan')).toHaveText('1 Day');
  await expect(page.getByRole('heading', { name: 'Transfer Ticket To Department' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Transfer Ticket' });
  await expect(form.getByLabel('Department').locator('option', { hasText: 'Central Pool Agent' })).toHaveCount(0);
  await form.getByLabel('Department').selectOption({ label: 'IT Support' });
  await form.getByLabel('Help Topic').selectOption({ label: 'Laptop / Desktop Issue' });
  await form.getByRole('combobox', { name: 'Assignee' }).fill('Lakshmi');
  await page.getByRole('option', { name: /Lakshmi Lead/ }).click();
  const countsAfterTransfer = nextCountsRead(page);
  const readsAfterTransfer = ticketReadsFrom(page, ticketId);
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(toast(page, 'Ticket Transferred Successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/allTickets$/);
  // The navigation keeps its counts, read again after the transfer (they once went blank until a reload).
  const counts = await countsAfterTransfer;
  await expectNavCount(page, 'All Tickets', counts.allTicketsCount);
  await expectNavCount(page, 'Transfer Request', counts.allTransferTickets);
  expect(readsAfterTransfer).toEqual([]);

  // The request is done; its view offers no form any more, and its breadcrumb leads back to the list.
  await page.goBack();
  await expect(page.getByText('This transfer request is already completed.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Transfer Request').click();
  await expect(page).toHaveURL(/\/transferRequest$/);
});
