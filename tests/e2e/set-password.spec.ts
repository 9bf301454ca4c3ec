import type { APIRequestContext } from '@playwright/test';
import { ADDED_PERSON_PASSWORD, addPerson, expect, sesInbox, signInAs, stampedPerson, test, toast } from './helpers';

/**
 * Set-password links (issue 13): a user the admin creates without a password is mailed an invite;
 * its link opens /setPassword, where they choose a password (the rule is shown and enforced), and
 * then sign in. "Forgot password?" on the login page answers alike for anyone.
 */

const stamp = Date.now().toString(36);

/** The set-password link of the newest mail to `email` with this subject, once the mail job sent it. */
async function linkFromInbox(request: APIRequestContext, email: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    await request.post('/__local/jobs/mailOutbox');
    const mail = (await sesInbox(request))
      .filter((entry) => entry.subject === subject && entry.destination.to.includes(email))
      .at(-1);
    link = /https?:\/\/\S+\/setPassword\?token=[\w-]+/.exec(mail?.body.text ?? '')?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return link as string;
}

test('an invited user sets a password from the mailed link and signs in with it', async ({ page, request }) => {
  // Three page loads and two scrypt hashes: generous on a busy machine.
  test.slow();
  const email = `invited-${stamp}@demo.local`;
  await addPerson(request, {
    email,
    fullName: `Ishaan Invited ${stamp}`,
    openId: `open-${stamp}`,
    mobile: '919812345678',
    employeeId: `EMPI${stamp}`,
    password: undefined,
  });
  const link = await linkFromInbox(request, email, 'You are invited to the Helpdesk portal');

  await page.goto(new URL(link).pathname + new URL(link).search);
  // The login page's frame: the product, the tenant whose helpdesk it is, and the page's heading.
  await expect(page.getByRole('heading', { name: 'Helpdesk', level: 1 })).toBeVisible();
  await expect(page.getByText('demo', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set Password', level: 2 })).toBeVisible();
  await expect(
    page.getByText('At least 10 characters, not your e-mail address, and not a common password.'),
  ).toBeVisible();
  // The rule is checked on the page before anything is sent.
  await page.getByLabel('New password').fill('Password123');
  await page.getByLabel('Confirm password').fill('Password123');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(toast(page, 'This password is too common. Please choose another one')).toBeVisible();

  const password = `lantern-meadow-${stamp}`;
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(toast(page, 'Password set successfully. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link again: it is used, and the page offers the ways on, a new link or the login page.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password').fill(`${password}-again`);
  await page.getByLabel('Confirm password').fill(`${password}-again`);
  await page.getByRole('button', { name: 'Set password' }).click();
  const used = page.getByRole('alert').filter({
    hasText: 'This set-password link has already been used. Please ask for a new one.',
  });
  await expect(used).toBeVisible();
  await used.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
  await expect(dialog.getByLabel('Email address')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await used.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInAs(page, email, password);
});

test('the failure that locks sign-in says so, and the page offers a reset beside it', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  // An e-mail nobody has: the lock reads alike for anyone.
  await page.getByLabel('Email address').fill(`locked-${stamp}@demo.local`);
  await page.getByLabel('Password').fill('not-the-password');
  const attempt = async () => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
    await page.getByRole('button', { name: 'Login' }).click();
    await answered;
  };
  for (let failure = 1; failure < 5; failure++) await attempt();
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await attempt();
  const lock = page.getByRole('alert').filter({
    hasText:
      'Invalid email or password. Too many failed sign-ins: please try again in 1 minute, or reset your password.',
  });
  await expect(lock).toBeVisible();
  // The earlier attempts' toast goes: it would contradict the lock said on the page.
  await expect(toast(page, 'Invalid email or password')).toHaveCount(0);
  await lock.getByRole('button', { name: 'Reset your password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
  await expect(dialog.getByLabel('Email address')).toHaveValue(`locked-${stamp}@demo.local`);
  await page.keyboard.press('Escape');
  // While locked, the refusal says so beside the same link.
  await attempt();
  const locked = page.getByRole('alert').filter({ hasText: 'Too many failed sign-ins. Please try again in 1 minute.' });
  await expect(locked.getByRole('button', { name: 'Reset your password' })).toBeVisible();
});

test('a session ended by a password reset elsewhere lands on the login page saying so; a sign-out does not', async ({
  page,
  request,
}) => {
  test.slow();
  const person = stampedPerson('Ravi', Date.now());
  await addPerson(request, person);
  await signInAs(page, person.email, ADDED_PERSON_PASSWORD, { fresh: true });

  // Another browser resets the password through the mailed link: every session of Ravi ends.
  await request.post('/api/user/requestPasswordReset', { data: { email: person.email } });
  const link = await linkFromInbox(request, person.email, 'Reset your Helpdesk password');
  const password = `harbour-lantern-${stamp}`;
  const reset = await request.post('/api/user/setPassword', {
    data: { token: new URL(link).searchParams.get('token'), password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);

  // This tab's next API call is refused (401) and so is its refresh cookie: the login page says why.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fticket$/, { timeout: 30_000 });
  const ended = page.getByText('Your session has ended. Please sign in again.');
  await expect(ended).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // Said once: a reload of the login page shows the plain form.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(ended).toHaveCount(0);

  // A sign-out of one's own shows no such message.
  await signInAs(page, person.email, password);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(ended).toHaveCount(0);
});

test('"Forgot password?" mails a reset link without telling whether the e-mail has an account', async ({
  page,
  request,
}) => {
  const message = 'If an account exists for this e-mail address, a link to set a new password has been sent to it.';
  await page.goto('/login');
  for (const email of ['agent2@demo.local', `nobody-${stamp}@demo.local`]) {
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(toast(page, message).last()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  expect(await linkFromInbox(request, 'agent2@demo.local', 'Reset your Helpdesk password')).toContain(
    '/setPassword?token=',
  );
});
