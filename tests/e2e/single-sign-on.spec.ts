import { DEMO_PASSWORD, expect, signInAs, test } from './helpers';

/** Single sign-on through the local OpenID Connect provider (issue 20). */

test('"Sign in with Demo SSO" signs the agent in at the local provider and lands on My Tickets', async ({ page }) => {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Demo SSO' }).click();

  await expect(page.getByRole('heading', { name: 'Local sign-in provider' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('agent@demo.local');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/ticket$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'My Tickets', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Department Queue/ }),
  ).toBeVisible();
  const session = await page.evaluate(() => ({
    email: sessionStorage.getItem('email'),
    userId: sessionStorage.getItem('userId'),
    token: sessionStorage.getItem('jwtToken') ?? '',
  }));
  expect(session).toMatchObject({ email: 'agent@demo.local', userId: '2' });
  // The session's token never appeared in a page address.
  expect(session.token).not.toBe('');
  for (const address of addresses) expect(address).not.toContain(session.token);
});

test('a wrong password at the provider stays there; a refused sign-in is explained on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Demo SSO' }).click();
  await page.getByLabel('Email', { exact: true }).fill('agent@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  // A callback this browser did not start (no state) is refused with a clear message.
  await page.goto('/api/auth/oidc/callback?code=made-up&state=made-up');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('This sign-in attempt has expired or was not started in this browser. Please start again.'),
  ).toBeVisible();
});

test('Admin → Sign-in shows the demo provider without its client secret', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await page.goto('/signInSettings');
  await expect(page.getByRole('heading', { name: 'Sign-in', level: 1 })).toBeVisible();
  const provider = page.getByRole('group', { name: 'Demo SSO' });
  await expect(provider.getByLabel('Display name')).toHaveValue('Demo SSO');
  await expect(provider.getByLabel('Client secret')).toHaveValue('');
  await expect(provider.getByText('A secret is stored; leave blank to keep it.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Require single sign-on' })).not.toBeChecked();
});
