import { expect, raiseDemoTicket, signInAs, test, toast } from './helpers';

/**
 * The reply editor (issue 21 item 15): an agent writes a reply with bold text, a bulleted list and a
 * link using the toolbar; the requester sees it formatted, the link opening apart (rel noopener).
 */

test.describe.configure({ timeout: 120_000 });

test('an agent formats a reply and the requester sees it formatted', async ({ page, browser, request }) => {
  const stamp = Date.now();
  const ticketId = await raiseDemoTicket(request, `Printer jams on every page ${stamp}`);

  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const form = page.getByRole('form', { name: 'Post Reply' });
  const editor = form.getByRole('textbox', { name: 'Message' });
  const toolbar = form.getByRole('toolbar', { name: 'Text formatting' });
  const bold = toolbar.getByRole('button', { name: 'Bold' });

  await editor.click();
  await page.keyboard.type('Please ');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(`restart it ${stamp}`);
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' first.');
  await page.keyboard.press('Enter');
  // Pressing a toolbar button leaves focus in the message, so what is typed next lands there (and not
  // on the button, where "n" would switch to an internal note).
  await toolbar.getByRole('button', { name: 'Bulleted list' }).hover();
  await page.mouse.down();
  await expect(editor).toBeFocused();
  await page.mouse.up();
  await page.keyboard.type('Open the tray');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Remove the paper');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Guide: ');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  // Only web and mail addresses are taken.
  await dialog.getByLabel('Link address').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Enter an address starting with https://, http:// or mailto:')).toBeVisible();
  await dialog.getByLabel('Link address').fill('https://example.com/printer-help');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  await expect(editor).toHaveText('');

  // The requester's view of the thread.
  const requester = await browser.newContext();
  const requesterPage = await requester.newPage();
  await signInAs(requesterPage, 'user@demo.local');
  await requesterPage.goto(`/viewTicket/id:${ticketId}`);
  const reply = requesterPage
    .getByRole('list', { name: 'Ticket Thread' })
    .getByRole('listitem')
    .filter({ hasText: `restart it ${stamp}` });
  await expect(reply.locator('strong')).toHaveText(`restart it ${stamp}`);
  await expect(reply.getByRole('list').getByRole('listitem')).toHaveText(['Open the tray', 'Remove the paper']);
  const link = reply.getByRole('link', { name: 'https://example.com/printer-help' });
  await expect(link).toHaveAttribute('href', 'https://example.com/printer-help');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await requester.close();
});
