import { requesterTicket } from '../factories/tickets';
import { apiToken, expect, openFromAdminMenu, pressAndSeeToast, signInAs, test, toast } from './helpers';

/**
 * SMTP settings and Failed Mails (administration spec, /smtp_config; Failed Mails is our decision,
 * see shared/contract/mailOutbox.ts). Once SMTP is configured every mail goes to that server, so
 * this spec runs in its own Playwright project after all the others (playwright.config.ts): their
 * mails keep landing in the local SES inbox.
 */

const stamp = Date.now().toString(36);

test('the SMTP form saves and comes back prefilled, without the password', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await openFromAdminMenu(page, 'SMTP Config');
  await expect(page.getByRole('heading', { name: 'Configure SMTP' })).toBeVisible();
  const host = `smtp-${stamp}.mail.local`;
  await page.getByLabel(/^SMTP HOST/).fill(host);
  await page.getByLabel(/^SMTP PORT/).fill('587');
  await page.getByLabel(/^SMTP USER/).fill('mailer');
  await page.getByLabel(/^SMTP PASSWORD/).fill('');
  await page.getByLabel(/^SMTP EMAIL ADDRESS/).fill('helpdesk@mail.local');
  const submit = page.getByRole('button', { name: 'Submit' });
  await pressAndSeeToast(page, submit, 'Please fill mandatory information');
  await page.getByLabel(/^SMTP PASSWORD/).fill('Very$ecret1');
  await pressAndSeeToast(page, submit, 'SMTP Configured Successfully');

  await page.reload();
  await expect(page.getByLabel(/^SMTP HOST/)).toHaveValue(host);
  await expect(page.getByLabel(/^SMTP PORT/)).toHaveValue('587');
  await expect(page.getByLabel(/^SMTP USER/)).toHaveValue('mailer');
  await expect(page.getByLabel(/^SMTP EMAIL ADDRESS/)).toHaveValue('helpdesk@mail.local');
  await expect(page.getByLabel(/^SMTP PASSWORD/)).toHaveValue('');
  expect(await page.content()).not.toContain('Very$ecret1');
});

test('Mail Domains: central admins set the domains agents may add recipients from', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await openFromAdminMenu(page, 'SMTP Config');
  const card = page.getByRole('region', { name: 'Mail Domains' });
  await expect(card).toBeVisible();
  const save = card.getByRole('button', { name: 'Save Mail Domains' });
  await card.getByLabel(/^MAIL DOMAINS/).fill('not a domain');
  await pressAndSeeToast(page, save, "'not' is not a mail domain (for example school.edu)");
  await card.getByLabel(/^MAIL DOMAINS/).fill('Demo.local, partner.edu');
  await pressAndSeeToast(page, save, 'Mail Domains Saved Successfully');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Mail Domains' }).getByLabel(/^MAIL DOMAINS/)).toHaveValue(
    'demo.local, partner.edu',
  );
});

test('a mail the SMTP server refuses ends in Failed Mails, and Retry queues it again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiToken(request, 'admin@demo.local');
  const auth = { Authorization: `Bearer ${admin}` };
  // An SMTP server that is down: nothing listens on port 1 of loopback. The department-queue mail
  // to the department's agents is off, so the new ticket sends exactly one mail (the requester's).
  const saved = await request.post('/api/tenantSettings/saveUpdate', {
    headers: auth,
    data: {
      smtp_host: '127.0.0.1',
      smtp_port: '1',
      smtp_user: 'mailer',
      smtp_password: 'Very$ecret1',
      smtp_email: 'helpdesk@mail.local',
      is_smtp_enabled: true,
      is_department_queue_mail_enabled: false,
    },
  });
  expect((await saved.json()).message).toBe('SMTP Configured Successfully');

  // Raising the ticket succeeds although its mail cannot go out.
  const user = await apiToken(request, 'user@demo.local');
  const raised = await request.post('/api/ticket/save', {
    headers: { Authorization: `Bearer ${user}` },
    data: requesterTicket(),
  });
  expect(raised.ok(), await raised.text()).toBe(true);
  const ticketId = String((await raised.json()).id);
  const subject = `[Ticket #${ticketId}]`;

  // Five mail runs, one try each: then it is kept as failed.
  await expect(async () => {
    await request.post('/__local/jobs/mailOutbox');
    const list = await request.get(`/api/mailOutbox/getFailedMails?searchParam=${encodeURIComponent(subject)}`, {
      headers: auth,
    });
    expect((await list.json()).totalItems).toBe(1);
  }).toPass({ timeout: 90_000, intervals: [100, 250, 500] });

  await signInAs(page, 'admin@demo.local');
  await openFromAdminMenu(page, 'Failed Mails');
  await expect(page).toHaveURL(/\/failedMails$/);
  await expect(page.getByRole('heading', { name: 'Failed Mails' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Failed Mails' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'To',
    'Subject',
    'Attempts',
    'Last Error',
    'Action',
  ]);
  await page.getByRole('searchbox', { name: 'Search' }).fill(subject);
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
  await expect(row.getByRole('cell').nth(1)).toHaveText('user@demo.local');
  await expect(row.getByRole('cell').nth(3)).toHaveText('5');
  await expect(row.getByRole('cell').nth(4)).toContainText('SMTP 127.0.0.1:1');

  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(toast(page, 'Mail queued for retry')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No failed mails')).toBeVisible();
});
