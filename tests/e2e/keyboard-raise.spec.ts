import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from './helpers';

/**
 * Issue 17, "every action reachable by keyboard": a requester raises a ticket with the keyboard
 * only — Tab to each field in order, type, pick options by typing, Enter on Submit — and the
 * outcome is announced to screen readers (the toast's live region), not only shown.
 */

test.describe.configure({ timeout: 120_000 });

/** Presses Tab until `target` has focus: fails if Tab never reaches it. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a requester raises a ticket with the keyboard only, and hears that it was saved', async ({ page }) => {
  const subject = `Keyboard-only ticket ${Date.now()}`;
  await signInAs(page, 'user@demo.local');

  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Ticket' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/addTicket$/);

  const department = page.getByLabel('Department');
  await tabTo(page, department);
  await page.keyboard.type('IT Support');
  await expect(department.locator('option:checked')).toHaveText('IT Support');
  const helpTopic = page.getByLabel('Help Topic');
  await expect(helpTopic.getByRole('option', { name: 'Laptop / Desktop Issue' })).toHaveCount(1);
  await tabTo(page, helpTopic);
  await page.keyboard.type('Laptop');
  await expect(helpTopic.locator('option:checked')).toHaveText('Laptop / Desktop Issue');
  await tabTo(page, page.getByLabel('Ticket Category'));
  await page.keyboard.type('Issue');

  // Enter in a text field never sends the form.
  const summary = page.getByLabel('Issue Summary');
  await tabTo(page, summary);
  await page.keyboard.type(subject);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/addTicket$/);

  await tabTo(page, page.getByLabel('Priority Level'));
  await page.keyboard.type('High');
  await tabTo(page, page.getByRole('textbox', { name: 'Issue Noticed On' }));
  await page.keyboard.type('15/03/2026');
  const blocking = page.getByRole('radiogroup', { name: 'Is It Blocking Work' });
  await tabTo(page, blocking.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  await expect(blocking.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('Typed without a mouse.');

  // Fluent's live region holds a message for only 500 ms (then clears it, as screen readers need
  // only the change): record every text that reaches a live region instead of racing that window.
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live]')) {
        const text = region.textContent?.trim();
        if (text && !heard.includes(text)) heard.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/ticket/save'));
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  expect(((await (await saved).json()) as { success: boolean }).success).toBe(true);
  await expect(page).toHaveURL(/\/ticket$/);
  // The toast is also read out: its text reaches the toaster's live region.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
    .toContain('Ticket saved successfully');
  await expect(page.getByText(subject).first()).toBeVisible();
});

test('the first Tab of a page offers "Skip to main content", which jumps past the header and menu', async ({
  page,
}) => {
  await signInAs(page, 'agent@demo.local');
  await page.goto('/ticket');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page drawn whole (its filters load after the heading): a Tab from the top of a page still
  // loading may find nothing to focus in it yet (CI, once).
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/ticket$/);
  // The next Tab is inside the page, past every header tool and navigation link.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});
