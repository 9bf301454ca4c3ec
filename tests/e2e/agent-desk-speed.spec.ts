import type { Locator, Page } from '@playwright/test';
import { apiPost, apiToken, expect, holdRequests, raiseDemoTicket, signInAs, test, toast } from './helpers';

/**
 * Issue 17, "an agent desk built for speed": the side panel layout on wide screens, keyboard
 * shortcuts with their help dialog, the collision banner between two agents, reviewing a newer
 * reply before posting over it, and the reply draft that survives a reload.
 */

// Two sign-ins and two ticket views in one test: generous on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The first ticket view of a test waits for cold functions and the editor's chunk on a busy machine. */
/** Replies enough for a thread taller than the first screen and shorter than the side panel. */
const MEDIUM_THREAD_REPLIES = 4;
const firstLoad = { timeout: 30_000 };

/** A shortcut pressed with nothing focused (shortcuts never fire while typing in a field). */
async function pressShortcut(page: Page, key: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
}

test('wide screens show the thread and reply beside a side panel; the reading order is remembered', async ({
  page,
  request,
}) => {
  const ticketId = await raiseDemoTicket(request, `Projector flickers ${Date.now()}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);

  const side = page.getByRole('complementary', { name: 'Ticket side panel' });
  const thread = page.getByRole('region', { name: 'Ticket Thread' });
  const reply = page.getByRole('region', { name: 'Post Reply' });
  await expect(side.getByRole('definition').first()).toBeVisible(firstLoad);
  await expect(side.getByRole('region', { name: 'Ticket Details' })).toBeVisible();
  const sideBox = await side.boundingBox();
  const threadBox = await thread.boundingBox();
  expect(sideBox && threadBox && sideBox.x > threadBox.x + threadBox.width).toBe(true);
  // The reply box is on screen without scrolling.
  await expect(reply.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await expect(reply.getByRole('heading', { name: 'Post Reply' })).toBeInViewport();
  // Under a short thread it sits whole in place: compacted there, it was cut off with empty space
  // under it (a long thread docks it compact: the next test).
  await expect.poll(() => reply.evaluate((dock) => dock.scrollHeight - dock.clientHeight)).toBeLessThanOrEqual(1);

  // Newest first, remembered across a reload.
  await reply.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Second entry of the thread');
  await reply.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  const entries = page.getByRole('list', { name: 'Ticket Thread' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).not.toContainText('Second entry of the thread');
  await page.getByLabel('Thread order').selectOption('newest');
  await expect(entries.first()).toContainText('Second entry of the thread');
  await page.reload();
  await expect(page.getByLabel('Thread order')).toHaveValue('newest');
  await expect(entries.first()).toContainText('Second entry of the thread');

  // Narrower screens keep the single column: the fields above the thread.
  await page.setViewportSize({ width: 1000, height: 800 });
  const narrowSide = await side.boundingBox();
  const narrowThread = await thread.boundingBox();
  expect(narrowSide && narrowThread && narrowSide.y + narrowSide.height <= narrowThread.y).toBe(true);
});

/** Focus scrolling has settled when the element stops moving. */
async function focusScrollSettled(element: Locator) {
  await expect
    .poll(async () => {
      const before = (await element.boundingBox())?.y;
      await element.page().waitForTimeout(100);
      return before === (await element.boundingBox())?.y;
    })
    .toBe(true);
}

test('under a medium thread, scrolled to the end, the reply form shows whole with Post', async ({ page, request }) => {
  // Longer than the first screen, shorter than the side panel: the page's end leaves room for the
  // whole form under the thread, where the compact dock was cut off, Post hidden (second walk).
  const ticketId = await raiseDemoTicket(request, `Printer offline ${Date.now()}`);
  const token = await apiToken(request, 'agent@demo.local');
  for (let index = 1; index <= MEDIUM_THREAD_REPLIES; index += 1) {
    await apiPost(request, token, '/api/ticketReplies/save', {
      ticketId,
      message: `<p>Check ${index}: the printer is still offline.</p><p>Restarted the spooler.</p>`,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const entries = page.getByRole('list', { name: 'Ticket Thread' }).getByRole('listitem');
  await expect(entries).toHaveCount(MEDIUM_THREAD_REPLIES + 1, firstLoad);
  const reply = page.getByRole('region', { name: 'Post Reply' });
  // On the first screen the compact dock is stuck to the bottom.
  await expect.poll(() => reply.evaluate((dock) => window.getComputedStyle(dock).position)).toBe('sticky');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(reply.getByRole('button', { name: 'Post' })).toBeInViewport();
  await expect.poll(() => reply.evaluate((dock) => dock.scrollHeight - dock.clientHeight)).toBeLessThanOrEqual(1);
});

test('a link tabbed to in a long thread scrolls clear of the reply dock and shows a focus outline', async ({
  page,
  request,
}) => {
  const ticketId = await raiseDemoTicket(request, `Handbook links ${Date.now()}`);
  const token = await apiToken(request, 'agent@demo.local');
  // Replies as tall as a few lines, each with a link: tabbing walks the links down the thread.
  for (let index = 1; index <= 8; index += 1) {
    await apiPost(request, token, '/api/ticketReplies/save', {
      ticketId,
      message: `<p>Step ${index}: see <a href="https://example.com/step-${index}">guide ${index}</a>.</p><p>Then check the result.</p><p>Tell us how it went.</p>`,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const links = page.getByRole('list', { name: 'Ticket Thread' }).getByRole('link');
  await expect(links).toHaveCount(8, firstLoad);
  const dock = page.getByRole('region', { name: 'Post Reply' });
  // Unfocused, the dock is compact: docked at the bottom, it leaves the thread at least half the
  // screen's height below the sticky header.
  await expect(dock.getByRole('heading', { name: 'Post Reply' })).toBeInViewport();
  const unfocused = (await dock.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  const header = await page.getByRole('banner').boundingBox();
  expect(800 - (header ? header.y + header.height : 0) - unfocused).toBeGreaterThanOrEqual(800 / 2);

  await page.getByLabel('Thread order').focus();
  for (let index = 1; index <= 8; index += 1) {
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: `guide ${index}` });
    await expect(link).toBeFocused();
    await focusScrollSettled(link);
    const linkBox = await link.boundingBox();
    const dockBox = await dock.boundingBox();
    expect(linkBox && dockBox && linkBox.y + linkBox.height <= dockBox.y, `guide ${index} clear of the dock`).toBe(
      true,
    );
    const outline = await link.evaluate((element) => {
      const style = window.getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }

  // Back up the thread from its end: each link comes clear of the sticky header.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (let index = 7; index >= 1; index -= 1) {
    await page.keyboard.press('Shift+Tab');
    const link = page.getByRole('link', { name: `guide ${index}` });
    await expect(link).toBeFocused();
    await focusScrollSettled(link);
    const linkBox = await link.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(
      linkBox && headerBox && linkBox.y >= headerBox.y + headerBox.height,
      `guide ${index} clear of the header`,
    ).toBe(true);
  }

  // Focusing the message grows the dock.
  await dock.getByRole('textbox', { name: 'Message' }).click();
  await expect.poll(async () => (await dock.boundingBox())?.height ?? 0).toBeGreaterThan(unfocused + 100);
});

test('an agent replies and writes a note with the keyboard only; ? lists the shortcuts', async ({ page, request }) => {
  const stamp = Date.now();
  const ticketId = await raiseDemoTicket(request, `Scanner offline ${stamp}`);
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const form = page.getByRole('form', { name: 'Post Reply' });
  const editor = form.getByRole('textbox', { name: 'Message' });
  await expect(editor).toBeVisible(firstLoad);

  // `?` pressed on a button opens the shortcuts; Escape gives focus back to that button.
  const post = form.getByRole('button', { name: 'Post' });
  await post.focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('definition')).toContainText(['Reply: focus the message']);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(post).toBeFocused();
  // Shortcuts wait until the dialog has faded out of the page (it leaves the accessibility tree first).
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);

  // `s` and `a` reach the status and the assignee; typed letters there are no shortcuts.
  await pressShortcut(page, 's');
  await expect(form.getByLabel('Ticket Status')).toBeFocused();
  await pressShortcut(page, 'a');
  await expect(form.getByRole('combobox', { name: 'Change Assignee' })).toBeFocused();
  await page.keyboard.type('r');
  await expect(editor).not.toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await pressShortcut(page, 'n');
  await expect(editor).toBeFocused();
  await expect(form.getByRole('checkbox', { name: 'Internal Note' })).toBeChecked();

  await pressShortcut(page, 'r');
  await expect(editor).toBeFocused();
  await expect(form.getByRole('checkbox', { name: 'Internal Note' })).not.toBeChecked();
  await page.keyboard.type(`Keyboard reply ${stamp}`);
  for (let presses = 0; presses < 20 && !(await post.evaluate((button) => button === document.activeElement)); ) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(post).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ticket Thread' })).toContainText(`Keyboard reply ${stamp}`);
});

test('two agents on one ticket see each other, and a newer reply is reviewed before posting', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const ticketId = await raiseDemoTicket(request, `Wi-Fi drops in the lab ${stamp}`);
  await signInAs(page, 'agent@demo.local');
  // What the first agent's desk tells the others: opening the ticket is no typing (the editor's
  // loading once counted as a change, and a colleague opening the ticket at once read "typing").
  const reportedTyping: boolean[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/ticket/presence')) reportedTyping.push(sent.postDataJSON().typing);
  });
  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(page.getByRole('form', { name: 'Post Reply' }).getByRole('textbox', { name: 'Message' })).toBeVisible(
    firstLoad,
  );
  await expect(page.getByRole('group', { name: 'Other agents on this ticket' })).toHaveCount(0);

  const other = await browser.newContext();
  const central = await other.newPage();
  await signInAs(central, 'central@demo.local');
  await central.goto(`/viewTicket/id:${ticketId}`);
  await expect(central.getByText('Arjun Agent is viewing this ticket.')).toBeVisible(firstLoad);
  expect(reportedTyping.length).toBeGreaterThan(0);
  expect(reportedTyping).not.toContain(true);

  // Central starts a reply: the first agent's banner says so at the next poll (every 10 s).
  const centralForm = central.getByRole('form', { name: 'Post Reply' });
  await centralForm.getByRole('textbox', { name: 'Message' }).click();
  await central.keyboard.type(`Checking the access point ${stamp}`);
  await expect(page.getByText('Chitra Central is typing a reply.')).toBeVisible({ timeout: 25_000 });

  // The first agent drafts a reply while central posts theirs.
  const form = page.getByRole('form', { name: 'Post Reply' });
  await form.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type(`Please restart the router ${stamp}`);
  await centralForm.getByRole('button', { name: 'Post' }).click();
  await expect(toast(central, 'Reply Posted').first()).toBeVisible();

  await form.getByRole('button', { name: 'Post' }).click();
  await expect(
    form.getByText('Chitra Central replied after you opened this ticket. Review the new reply before posting yours'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveText(`Please restart the router ${stamp}`);
  await form.getByRole('button', { name: 'Reload thread' }).click();
  const thread = page.getByRole('list', { name: 'Ticket Thread' });
  await expect(thread).toContainText(`Checking the access point ${stamp}`);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  await expect(thread).toContainText(`Please restart the router ${stamp}`);

  // Central goes on to another page: the banner goes at the next poll, not when central's last
  // poll expires (it stayed about a minute).
  await expect(page.getByText(/Chitra Central is (viewing this ticket|typing a reply)/)).toBeVisible();
  await central
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^My Tickets/ })
    .click();
  await expect(central).toHaveURL(/\/ticket$/);
  await expect(page.getByRole('group', { name: 'Other agents on this ticket' })).toHaveCount(0, { timeout: 15_000 });
  await other.close();
});

test('an unsent reply survives a reload and is cleared once posted', async ({ page, request }) => {
  const stamp = Date.now();
  const ticketId = await raiseDemoTicket(request, `Keyboard missing keys ${stamp}`);
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const form = page.getByRole('form', { name: 'Post Reply' });
  const editor = form.getByRole('textbox', { name: 'Message' });
  await expect(editor).toBeVisible(firstLoad);
  await editor.click();
  await page.keyboard.type(`A new keyboard is on its way ${stamp}`);

  // The restored draft is no typing: the others read "viewing" until the agent types again.
  const reportedTyping: boolean[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/ticket/presence')) reportedTyping.push(sent.postDataJSON().typing);
  });
  await page.reload();
  await expect(editor).toHaveText(`A new keyboard is on its way ${stamp}`, firstLoad);
  await expect.poll(() => reportedTyping.length).toBeGreaterThan(0);
  expect(reportedTyping).not.toContain(true);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  await expect(editor).toHaveText('');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Ticket Thread' })).toContainText(
    `A new keyboard is on its way ${stamp}`,
  );
  await expect(editor).toHaveText('');
});

test('/ searches the list; j and k walk the tickets of the list the agent came from', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  for (const room of ['one', 'two', 'three']) await raiseDemoTicket(request, `Walk ${stamp} ${room}`);
  await signInAs(page, 'agent@demo.local');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Department Queue' }).click();
  await expect(page.getByRole('heading', { name: 'Department Queue', level: 1 })).toBeVisible();

  await pressShortcut(page, '/');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeFocused();
  await page.keyboard.type(stamp);
  const table = page.getByRole('table', { name: 'Department Queue' });
  const links = table.getByRole('link', { name: /^\d+$/ });
  await expect(links).toHaveCount(3, firstLoad);
  const ids = await links.allTextContents();

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ids[0]}$`));
  await expect(page.getByRole('form', { name: 'Post Reply' })).toBeVisible(firstLoad);
  // The first ticket has no previous one: k stays, and says so.
  await pressShortcut(page, 'k');
  await expect(toast(page, 'This is the first ticket of the list page you came from.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ids[0]}$`));
  await pressShortcut(page, 'j');
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ids[1]}$`));
  // Pressed again at once, before the next ticket is on screen, j moves on from the address's ticket.
  await pressShortcut(page, 'j');
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ids[2]}$`));
  await expect(page.getByRole('heading', { name: `Ticket #${ids[2]}`, level: 1 })).toBeVisible(firstLoad);
  await expect(page.getByRole('form', { name: 'Post Reply' })).toBeVisible(firstLoad);
  // The last one has no next: j stays, and says so.
  await pressShortcut(page, 'j');
  await expect(toast(page, 'This is the last ticket of the list page you came from.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ids[2]}$`));
  await pressShortcut(page, 'k');
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ids[1]}$`));
  await expect(page.getByRole('heading', { name: `Ticket #${ids[1]}`, level: 1 })).toBeVisible(firstLoad);
});

test('the message empties as soon as the reply is posted, before the thread has reloaded', async ({
  page,
  request,
}) => {
  const ticketId = await raiseDemoTicket(request, `Printer jams ${Date.now()}`);
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const reply = page.getByRole('region', { name: 'Post Reply' });
  const message = reply.getByRole('textbox', { name: 'Message' });
  const thread = page.getByRole('list', { name: 'Ticket Thread' });
  await expect(message).toBeVisible(firstLoad);
  await message.click();
  await page.keyboard.type('Toner replaced, please try again');

  // The thread's reload is held back, to see the form before the reply shows in the thread.
  const release = await holdRequests(page, '/api/ticketReplies/getByTicketId');
  await reply.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  await expect(message).toHaveText('');
  await expect(thread).not.toContainText('Toner replaced');
  release();
  await expect(thread).toContainText('Toner replaced, please try again');
  await expect(message).toHaveText('');
  await expect(reply.getByRole('button', { name: 'Post' })).toBeEnabled();
});
