import { refreshToken } from '@shared/contract/users';
import { DEMO_PASSWORD, expect, raiseDemoTicket, signInAs, test } from './helpers';

// Signs in by the form (scrypt) and loads pages several times: more than a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 17, "Links from mail lose the ticket": the session lives in one tab, so a ticket link opened
 * in a new tab or from a mail used to land on Login and then on My Tickets.
 */

test('a ticket link opened in a new tab of a signed-in browser opens the ticket without signing in', async ({
  page,
  context,
}) => {
  const subject = `Deep link in a new tab ${Date.now()}`;
  const ticketId = await raiseDemoTicket(page.request, subject);
  await signInAs(page, 'user@demo.local', DEMO_PASSWORD, { fresh: true });

  // A new tab shares the browser's cookies but not the first tab's session storage.
  const tab = await context.newPage();
  await tab.goto(`/viewTicket/id:${ticketId}`);
  // The guard sends the tab to the login page, which restores the session from the refresh cookie
  // and comes back (two page loads and a refresh: slow on a busy machine).
  await expect(tab.getByText(subject).first()).toBeVisible({ timeout: 30_000 });
  await expect(tab).toHaveURL(new RegExp(`/viewTicket/id:${ticketId}$`));
  await expect(tab.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The first tab keeps working on its own session.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a ticket link opened signed out asks to sign in, then opens that ticket', async ({ page }) => {
  const subject = `Deep link from a mail ${Date.now()}`;
  const ticketId = await raiseDemoTicket(page.request, subject);
  await page.context().clearCookies();
  // Signed out, the login page does not ask to restore a session (it used to, and got a 401).
  const refreshCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(refreshToken.path)) refreshCalls.push(request.url());
  });

  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(page).toHaveURL(/\/login\?returnTo=%2FviewTicket%2Fid%3A/);
  await expect(page.getByLabel('Email address')).toBeVisible();
  expect(refreshCalls).toEqual([]);
  await page.getByLabel('Email address').fill('user@demo.local');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ticketId}$`), { timeout: 30_000 });
  await expect(page.getByText(subject).first()).toBeVisible();
});
