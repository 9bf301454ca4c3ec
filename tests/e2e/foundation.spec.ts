import { adminDropdown, agentMenu, centralAgentMenu, fullMenu, requesterMenu } from '../factories/menus';
import { expect, headerButtonContrast, signInAs, test, toast } from './helpers';

/** Each demo role signs in and sees exactly its menu (tickets spec 2.1, all tenant flags on). */

const menus: [string, string[], boolean][] = [
  ['user@demo.local', requesterMenu, false],
  ['agent@demo.local', agentMenu, false],
  ['central@demo.local', centralAgentMenu, false],
  ['lead@demo.local', fullMenu, false],
  ['admin@demo.local', fullMenu, true],
];

for (const [email, visible, hasAdmin] of menus) {
  test(`${email} sees exactly its menu`, async ({ page }) => {
    await signInAs(page, email, undefined, { fresh: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of fullMenu) {
      const link = nav.getByRole('link', { name: new RegExp(`^${item}`) });
      if (visible.includes(item)) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }
    const admin = nav.getByRole('button', { name: 'Admin' });
    if (!hasAdmin) {
      await expect(admin).toHaveCount(0);
      return;
    }
    await admin.click();
    for (const item of adminDropdown) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  });
}

test('every signed-in user reaches the dashboard from the menu (issue 21 item 13)', async ({ page }) => {
  await signInAs(page, 'user@demo.local');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeVisible();
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  // Issue 17: the login page names the product and the tenant under a heading.
  await expect(page.getByRole('heading', { name: 'Helpdesk', level: 1 })).toBeVisible();
  await expect(page.getByText('demo', { exact: true })).toBeVisible();
  await page.getByLabel('Email address').fill('agent@demo.local');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty form warns that mandatory information is missing', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Please fill mandatory information')).toBeVisible();
});

test('logout clears the session and returns to the login page; the guard keeps it there', async ({ page }) => {
  await signInAs(page, 'user@demo.local');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/allTickets');
  // The guard names the page asked for; logout ended the session, so the form stays.
  await expect(page).toHaveURL(/\/login\?returnTo=%2FallTickets$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('the header shows the version label and the helpdesk phone', async ({ page }) => {
  await signInAs(page, 'user@demo.local');
  await expect(page.getByText('v1.0.0 (local)')).toBeVisible();
  await expect(page.getByText('1800-425-0000')).toBeVisible();
});

test('the header buttons stay readable on the header at rest, on hover, pressed and focused', async ({ page }) => {
  await signInAs(page, 'user@demo.local');
  const banner = page.getByRole('banner');
  for (const name of ['Refresh', 'Logout']) {
    const button = banner.getByRole('button', { name });
    expect(await headerButtonContrast(button), `${name} at rest`).toBeGreaterThanOrEqual(4.5);
    await button.hover();
    expect(await headerButtonContrast(button), `${name} on hover`).toBeGreaterThanOrEqual(4.5);
    // Pressed, then let go elsewhere: no click, so no reload and no logout.
    await page.mouse.down();
    expect(await headerButtonContrast(button), `${name} pressed`).toBeGreaterThanOrEqual(4.5);
    await page.mouse.move(0, 400);
    await page.mouse.up();
  }
  await banner.getByRole('button', { name: 'Refresh' }).focus();
  await page.keyboard.press('Tab');
  const logout = banner.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeFocused();
  expect(await headerButtonContrast(logout), 'Logout focused').toBeGreaterThanOrEqual(4.5);
});
