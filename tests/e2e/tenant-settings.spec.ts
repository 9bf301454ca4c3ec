import { expect, signInAs, test, toast } from './helpers';

/**
 * Admin → Tenant Settings (issue 21 item 5): the feature flags and the tenant's texts have a screen
 * of their own, reachable while SMTP is off; the SMTP screen keeps SMTP only. Only the support
 * e-mail is changed here: other specs read the header texts, flags and time zone in parallel.
 */

test('a central admin edits the tenant settings on their own screen', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  // The header names the zone every time on screen is shown in (issue 21 item 28).
  await expect(page.getByRole('banner').getByText('Asia/Kolkata')).toBeVisible();
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Tenant Settings' }).click();
  await expect(page).toHaveURL(/\/tenantSettings$/);
  await expect(page.getByRole('heading', { name: 'Tenant Settings' })).toBeVisible();

  // Every setting of the contract, flags as switches and texts as fields, filled from the store.
  for (const flag of ['SMTP configuration', 'Users', 'School escalation', 'College escalation']) {
    await expect(page.getByRole('switch', { name: flag })).toBeVisible();
  }
  await expect(page.getByRole('switch', { name: 'Users' })).toBeChecked();
  // An escalation switch makes raising a ticket need a matching escalation row: each says so.
  for (const flag of ['School escalation', 'College escalation', 'Administrative escalation']) {
    await expect(page.getByRole('switch', { name: flag })).toHaveAccessibleDescription(
      'When on, staff of this office type can raise a ticket only where an escalation contact is set up for their branch, department and category: add the rows first.',
    );
  }
  await expect(page.getByRole('switch', { name: 'Users' })).toHaveAccessibleDescription('');
  await expect(page.getByRole('textbox', { name: 'Version Label' })).toHaveValue('v1.0.0 (local)');
  // The name people read (blank here: the header shows the tenant's short name, "demo").
  await expect(page.getByRole('textbox', { name: 'Organisation name' })).toHaveValue('');
  await expect(page.getByRole('banner').getByText('demo', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Helpdesk Phone' })).toHaveValue('1800-425-0000');
  await expect(page.getByRole('textbox', { name: 'Time Zone' })).toHaveValue('Asia/Kolkata');
  await expect(page.getByRole('textbox', { name: 'Deprecation Notice' })).toHaveValue('');
  // Issue 19: the help topic of tickets by mail is picked from the active help topics, not typed.
  const mailTopic = page.getByRole('combobox', { name: 'Help Topic for mail' });
  await expect(mailTopic).toHaveText('Laptop / Desktop Issue (IT Support)');
  await mailTopic.click();
  await expect(page.getByRole('option', { name: 'None: no tickets by mail' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Electrical / Maintenance (Facilities)' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Refused before the call, with the contract's messages.
  await page.getByRole('textbox', { name: 'Time Zone' }).fill('Mars/Olympus');
  await page.getByRole('textbox', { name: 'Support Email' }).fill('not an address');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  const fieldMessage = (text: string) => page.locator('.fui-Field__validationMessage', { hasText: text });
  await expect(fieldMessage('Time Zone must be an IANA time zone name, e.g. Asia/Kolkata')).toBeVisible();
  await expect(fieldMessage('Support Email must be a valid email address')).toBeVisible();

  const address = `desk-${Date.now().toString(36)}@demo.local`;
  await page.getByRole('textbox', { name: 'Time Zone' }).fill('Asia/Kolkata');
  await page.getByRole('textbox', { name: 'Support Email' }).fill(address);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Support Email' })).toHaveValue(address);

  // The SMTP screen no longer carries the flags.
  await page.goto('/smtp_config');
  await expect(page.getByRole('heading', { name: 'Configure SMTP' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
});
