import type { APIRequestContext } from '@playwright/test';
import { addPerson, expect, sesInbox, signInAs, test, toast } from './helpers';

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

  await signInAs(page, email, password);
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
