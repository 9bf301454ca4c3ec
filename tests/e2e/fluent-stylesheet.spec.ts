import { DEMO_PASSWORD, expect, signInAs, test } from './helpers';

// Signs in by the form (scrypt): slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Fluent's styles are one stylesheet in the build (web/build/fluentStylesheet.ts, issue 17): the
 * login page does not download it, the first screen drawn with Fluent links it and waits for it.
 */
const FLUENT_STYLESHEET = '**/assets/fluent-*.css';

test('the login page does not download Fluent’s stylesheet; the first Fluent screen is styled from its first paint', async ({
  page,
}) => {
  // At the moment the first Fluent element enters the page, is Fluent's stylesheet applied?
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[class*="fui-"]')) return;
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/fluent-"]');
      (window as unknown as { styledAtFirstFluentPaint: boolean }).styledAtFirstFluentPaint = link?.sheet != null;
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/fluent-') && request.url().endsWith('.css'))
      stylesheetRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheetRequests).toEqual([]);

  await signInAs(page, 'user@demo.local', DEMO_PASSWORD, { fresh: true });
  expect(
    await page.evaluate(() => (window as unknown as { styledAtFirstFluentPaint?: boolean }).styledAtFirstFluentPaint),
  ).toBe(true);
  expect(stylesheetRequests).toHaveLength(1);
  // Fluent's look, from the stylesheet: its buttons rounded.
  const button = page.locator('.fui-Button').first();
  await expect(button).toHaveCSS('border-top-left-radius', '4px');
});

test('a screen whose stylesheet cannot load says so, and Reload brings it styled', async ({ page }) => {
  await signInAs(page, 'user@demo.local');
  // The network fails the stylesheet (routing also turns the browser's cache off).
  await page.route(FLUENT_STYLESHEET, (route) => route.abort('connectionfailed'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 30_000 });

  await page.unroute(FLUENT_STYLESHEET);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'My Tickets' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.fui-Button').first()).toHaveCSS('border-top-left-radius', '4px');
});
