import { PRESENCE_POLL_SECONDS } from '../../shared/contract/presence';
import { expect, raiseDemoTicket, signInAs, test } from './helpers';

/**
 * The agent desk's presence poll (who else has the ticket open) after the session ends: once signed
 * out it sends nothing more, so the browser logs no 401 for it, and the sign-in page is shown.
 */

test.describe.configure({ timeout: 90_000 });

test('signing out from a ticket stops the presence poll: no request, no console error', async ({ page, request }) => {
  const ticketId = await raiseDemoTicket(request, `Presence after sign-out ${Date.now()}`);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const presenceCalls: { signedIn: boolean; status: number }[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/ticket/presence')) return;
    presenceCalls.push({ signedIn: Boolean(response.request().headers().authorization), status: response.status() });
  });

  await signInAs(page, 'agent@demo.local', undefined, { fresh: true });
  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(page.getByRole('button', { name: 'Post' })).toBeVisible();
  await expect.poll(() => presenceCalls.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  const afterSignOut = presenceCalls.length;
  // A whole poll interval and more on the sign-in page.
  await page.waitForTimeout((PRESENCE_POLL_SECONDS + 2) * 1000);
  expect(presenceCalls.slice(afterSignOut)).toEqual([]);
  expect(presenceCalls.filter((call) => !call.signedIn || call.status === 401)).toEqual([]);
  expect(errors).toEqual([]);
});

test('signing out in another tab signs this one out at once: no 401 from the poll, no console error', async ({
  page,
  context,
  request,
}) => {
  const ticketId = await raiseDemoTicket(request, `Presence after sign-out elsewhere ${Date.now()}`);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await signInAs(page, 'agent@demo.local', undefined, { fresh: true });
  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(page.getByRole('button', { name: 'Post' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/login');
  await other.evaluate(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    },
    await page.evaluate(() => ({ ...sessionStorage })),
  );
  await other.goto('/dashboard');
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login/);

  await expect(page).toHaveURL(/\/login/, { timeout: (PRESENCE_POLL_SECONDS + 5) * 1000 });
  await page.waitForTimeout(2000);
  expect(errors).toEqual([]);
});

test('an expired access token: the poll renews it first and goes on, with no 401 and no console error', async ({
  page,
  request,
}) => {
  const ticketId = await raiseDemoTicket(request, `Presence with an expired token ${Date.now()}`);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const refused: string[] = [];
  page.on('response', (response) => response.status() === 401 && refused.push(response.url()));
  await signInAs(page, 'agent@demo.local', undefined, { fresh: true });
  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(page.getByRole('button', { name: 'Post' })).toBeVisible();
  // The token as 15 minutes later: its exp has passed (the server would refuse it).
  const expired = await page.evaluate(() => {
    const [header, payload, signature] = (sessionStorage.getItem('jwtToken') ?? '').split('.');
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const stale = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const token = `${header}.${stale}.${signature}`;
    sessionStorage.setItem('jwtToken', token);
    return token;
  });
  const renewed = page.waitForResponse((response) => response.url().includes('/api/user/refreshToken'), {
    timeout: (PRESENCE_POLL_SECONDS + 5) * 1000,
  });
  expect((await renewed).status()).toBe(200);
  const polled = await page.waitForResponse((response) => response.url().includes('/api/ticket/presence'));
  expect(polled.status()).toBe(200);
  expect(polled.request().headers().authorization).not.toBe(`Bearer ${expired}`);
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ticketId}`));
  await page.waitForTimeout(1000);
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
});
