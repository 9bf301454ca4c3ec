import { readFile } from 'node:fs/promises';
import { USER_IMPORT_COLUMNS } from '@shared/contract/imports';
import { expect, signInAs, test } from './helpers';

/** Bulk import of users from CSV in a real browser (issue 13): template, upload, report. */

const stamp = Date.now().toString(36);

test.describe.configure({ timeout: 120_000 });

test('an import with a bad row shows the counts and the rejected rows', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await page.goto('/usersList');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Users' });
  await expect(dialog).toBeVisible();

  // The template is made in the browser from the contract's columns.
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download template CSV' }).click();
  const template = await readFile(await (await download).path(), 'utf8');
  expect(template.split('\n')[0]).toBe(USER_IMPORT_COLUMNS.join(','));

  const row = (email: string, mobile = '919000000001') =>
    [
      email,
      `Imported ${email.split('@')[0]}`,
      mobile,
      'E1',
      'Hyderabad',
      'School',
      'Teacher',
      'user',
      'IT Support',
    ].join(',');
  const csv = [
    USER_IMPORT_COLUMNS.join(','),
    row(`ivy.${stamp}@e2e-import.local`),
    row(`bad.${stamp}@e2e-import.local`, '91900000000123'),
    row(`jay.${stamp}@e2e-import.local`),
  ].join('\n');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(dialog.getByText('Import finished: 2 created, 0 updated, 0 unchanged, 1 rejected.')).toBeVisible();
  const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected.getByRole('row')).toHaveCount(2);
  await expect(rejected.getByRole('row').nth(1)).toContainText('3');
  await expect(rejected.getByRole('row').nth(1)).toContainText('Mobile must be at most 12 characters');

  // The list behind shows the imported users once the dialog is closed.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByPlaceholder('Search').fill(`ivy.${stamp}`);
  await expect(
    page.getByRole('table', { name: 'Users List' }).getByRole('row', { name: new RegExp(`ivy.${stamp}`) }),
  ).toBeVisible();
});
