import type { Page } from '@playwright/test';
import { apiPost, apiToken, expect, raiseDemoTicket, signInAs, test, ticketField, toast } from './helpers';

/**
 * The agent desk's reply form, from a browser walk: a note's draft kept as a note, a refused post
 * that changes nothing, no 'Reply Posted' for nothing posted, the header above the reply dock, the
 * current status never offered, focus kept off the page's body, the canned box browsed by arrows,
 * and shortcuts that write on after a restored draft.
 */

test.describe.configure({ timeout: 180_000 });

/** The first ticket view of a test waits for cold functions and the editor's chunk on a busy machine. */
const firstLoad = { timeout: 30_000 };

/** A shortcut pressed with nothing focused (shortcuts never fire while typing in a field). */
async function pressShortcut(page: Page, key: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
}

const focusIsOnBody = (page: Page) =>
  page.evaluate(() => !document.activeElement || document.activeElement === document.body);

async function openAsAgent(page: Page, ticketId: string) {
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const form = page.getByRole('form', { name: 'Post Reply' });
  const editor = form.getByRole('textbox', { name: 'Message' });
  await expect(editor).toBeVisible(firstLoad);
  return { form, editor };
}

test("a note's draft comes back as a note after a reload, `n` writes on after it, and posting clears both", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const ticketId = await raiseDemoTicket(request, `Lab PCs slow ${stamp}`);
  const { form, editor } = await openAsAgent(page, ticketId);
  const note = form.getByRole('checkbox', { name: 'Internal Note' });

  await pressShortcut(page, 'n');
  await expect(editor).toBeFocused();
  await page.keyboard.type(`Vendor ticket ${stamp}`);
  await page.reload();
  await expect(editor).toHaveText(`Vendor ticket ${stamp}`, firstLoad);
  // Restored unticked, Post sent the note to the requester.
  await expect(note).toBeChecked();

  // `n` on the restored draft: the caret after its text, not before it.
  await pressShortcut(page, 'n');
  await expect(editor).toBeFocused();
  await page.keyboard.type(' raised');
  await expect(editor).toHaveText(`Vendor ticket ${stamp} raised`);

  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  const posted = page
    .getByRole('list', { name: 'Ticket Thread' })
    .getByRole('listitem')
    .filter({ hasText: `Vendor ticket ${stamp} raised` });
  await expect(posted.getByText('Internal Note', { exact: true })).toBeVisible();
  // The form starts afresh with the focus in the message, not on the page.
  await expect(editor).toBeFocused();
  await page.reload();
  await expect(editor).toHaveText('', firstLoad);
  await expect(note).not.toBeChecked();
});

test('a post refused for a newer reply changes nothing, and focus stays in the form', async ({ page, request }) => {
  const stamp = Date.now();
  const ticketId = await raiseDemoTicket(request, `Smart board frozen ${stamp}`);
  const { form, editor } = await openAsAgent(page, ticketId);
  await expect(ticketField(page, 'Status')).toHaveText('Open');

  // Someone replies after the page read the thread.
  await apiPost(request, await apiToken(request, 'central@demo.local'), '/api/ticketReplies/save', {
    ticketId,
    message: `Rebooted it remotely ${stamp}`,
  });

  await editor.click();
  await page.keyboard.type(`Sending a technician ${stamp}`);
  await form.getByLabel('Ticket Status').selectOption('Work in progress');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByText('Chitra Central replied after you opened this ticket.')).toBeVisible();
  const reloadThread = form.getByRole('button', { name: 'Reload thread' });
  await expect(reloadThread).toBeFocused();
  // The status was not changed (it was, and then a retry said it already had that status).
  await page.reload();
  await expect(ticketField(page, 'Status')).toHaveText('Open', firstLoad);
  await expect(page.getByRole('list', { name: 'Ticket Thread' })).not.toContainText('Work in progress');

  await expect(editor).toHaveText(`Sending a technician ${stamp}`);
  await form.getByLabel('Ticket Status').selectOption('Work in progress');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  await expect(ticketField(page, 'Status')).toHaveText('Work in progress');
  // The status it has now is not offered.
  await expect(form.getByLabel('Ticket Status').locator('option', { hasText: 'Work in progress' })).toHaveCount(0);
});

test('Reload thread after a refused post gives the focus back to the message', async ({ page, request }) => {
  const stamp = Date.now();
  const ticketId = await raiseDemoTicket(request, `Projector remote lost ${stamp}`);
  const { form, editor } = await openAsAgent(page, ticketId);
  await apiPost(request, await apiToken(request, 'central@demo.local'), '/api/ticketReplies/save', {
    ticketId,
    message: `Found it in room 4 ${stamp}`,
  });
  await editor.click();
  await page.keyboard.type(`Checking ${stamp}`);
  await form.getByRole('button', { name: 'Post' }).click();
  await form.getByRole('button', { name: 'Reload thread' }).click();
  await expect(page.getByRole('list', { name: 'Ticket Thread' })).toContainText(`Found it in room 4 ${stamp}`);
  await expect(editor).toBeFocused();
});

test("the current assignee is no change: alone it is 'Message is mandatory'; an assignee change alone says 'Ticket updated successfully'", async ({
  page,
  request,
}) => {
  const ticketId = await raiseDemoTicket(request, `Printer jams ${Date.now()}`);
  const agentToken = await apiToken(request, 'agent@demo.local');
  await apiPost(request, agentToken, '/api/ticket/bulkUpdateStatus', { id: [ticketId], assigneeId: '2' });
  const updates: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/ticket/bulkUpdateStatus') updates.push(sent.postData() ?? '');
  });
  const { form } = await openAsAgent(page, ticketId);
  await expect(ticketField(page, 'Assigned To')).toHaveText('Arjun Agent');

  // Tab out of the assignee box commits its highlighted option: the current assignee.
  const assignee = form.getByRole('combobox', { name: 'Change Assignee' });
  await assignee.click();
  await page.getByRole('option', { name: 'Arjun Agent' }).click();
  await expect(assignee).toHaveValue('Arjun Agent');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Message is mandatory')).toBeVisible();
  await expect(toast(page, 'Reply Posted')).toHaveCount(0);
  expect(updates).toEqual([]);

  // Another agent, no message: the ticket is updated, and no reply is claimed.
  await assignee.click();
  await page.getByRole('option', { name: 'Bharat Agent' }).click();
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Ticket updated successfully').first()).toBeVisible();
  await expect(ticketField(page, 'Assigned To')).toHaveText('Bharat Agent');
  await expect(toast(page, 'Reply Posted')).toHaveCount(0);
});

test('the requester is not offered the status the ticket already has', async ({ page, request }) => {
  const ticketId = await raiseDemoTicket(request, `Locker key lost ${Date.now()}`);
  await apiPost(request, await apiToken(request, 'agent@demo.local'), '/api/ticket/bulkUpdateStatus', {
    id: [ticketId],
    ticketStatus: 'Closed',
  });
  await signInAs(page, 'user@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const status = page.getByRole('form', { name: 'Post Reply' }).getByLabel('Ticket Status');
  await expect(status).toBeVisible(firstLoad);
  await expect(status.locator('option')).toHaveText(['Select Status', 'Re-Open']);
});

test('the canned box applies on Enter, not on an arrow; after it and after Attach the focus is in the form', async ({
  page,
  request,
}) => {
  const subject = `Attendance app crashes ${Date.now()}`;
  const ticketId = await raiseDemoTicket(request, subject);
  const { form, editor } = await openAsAgent(page, ticketId);
  const canned = form.getByLabel('Canned Response');

  await canned.focus();
  await page.keyboard.press('ArrowDown');
  await expect(canned).toHaveValue('Original Message');
  await page.keyboard.press('ArrowDown');
  // Browsing inserted nothing.
  await page.waitForTimeout(500);
  await expect(editor).toHaveText('');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(editor).toHaveText(new RegExp(subject));
  // The box was disabled while the text loaded: the focus is in the message, caret after the text.
  await expect(editor).toBeFocused();
  await page.keyboard.type(' Thanks');
  await expect(editor).toHaveText(new RegExp(`${subject}.* Thanks$`));

  // Attach: the button goes once the file is there.
  const attach = form.getByRole('button', { name: /Attach file/ });
  await attach.focus();
  await form
    .getByLabel('Reply attachment', { exact: true })
    .setInputFiles({ name: 'crash-log.txt', mimeType: 'text/plain', buffer: Buffer.from('crash at 09:12\n') });
  await expect(form.getByRole('button', { name: /crash-log\.txt/ })).toBeVisible();
  await expect(attach).toHaveCount(0);
  expect(await focusIsOnBody(page)).toBe(false);
});

test('scrolled at 1400 px wide, the header stays above the reply dock', async ({ page, request }) => {
  const ticketId = await raiseDemoTicket(request, `Network drive slow ${Date.now()}`);
  const token = await apiToken(request, 'agent@demo.local');
  for (let index = 1; index <= 8; index += 1) {
    await apiPost(request, token, '/api/ticketReplies/save', {
      ticketId,
      message: `<p>Check ${index}: copied a file.</p><p>It took a minute.</p><p>Still slow.</p>`,
    });
  }
  await page.setViewportSize({ width: 1400, height: 500 });
  const { editor } = await openAsAgent(page, ticketId);
  await expect(page.getByRole('list', { name: 'Ticket Thread' }).getByRole('listitem')).toHaveCount(9);
  const dock = page.getByRole('region', { name: 'Post Reply' });
  await expect.poll(() => dock.evaluate((element) => window.getComputedStyle(element).position)).toBe('sticky');
  // Focused, the dock grows up the screen to the header.
  await editor.click();
  await page.mouse.wheel(0, 200);
  const header = page.getByRole('banner');
  await expect
    .poll(async () => {
      const [dockBox, headerBox] = [await dock.boundingBox(), await header.boundingBox()];
      return dockBox && headerBox ? dockBox.y < headerBox.y + headerBox.height - 4 : false;
    })
    .toBe(true);
  const topOfHeader = await page.evaluate(() => {
    const banner = document.querySelector('[role="banner"], header');
    const replyDock = document.querySelector('[aria-labelledby="post-reply-heading"]');
    if (!banner || !replyDock) return 'missing';
    const headerBox = banner.getBoundingClientRect();
    const dockBox = replyDock.getBoundingClientRect();
    const x = dockBox.left + dockBox.width / 2;
    const y = (dockBox.top + headerBox.bottom) / 2;
    return banner.contains(document.elementFromPoint(x, y));
  });
  expect(topOfHeader).toBe(true);
});
