import type { Page } from '@playwright/test';
import { expect, openFromAdminMenu, pressAndSeeToast, signInAs, test, toast } from './helpers';

/**
 * Catalogue administration in a real browser (issue 13): a central admin adds a department, builds a
 * help topic's form in the form builder (with the live preview), saves it, and New Ticket offers
 * the topic with those fields in that order.
 */

const stamp = Date.now().toString(36);
const departmentName = `Zz Campus Services ${stamp}`;
const helpTopicName = `Room Booking ${stamp}`;

/** Opens a catalogue page from the Admin dropdown and waits for its heading (the page's own name). */
async function openCatalogue(page: Page, item: string) {
  await openFromAdminMenu(page, item);
  await expect(page.getByRole('heading', { name: item })).toBeVisible();
}

/** Adds a record that has only a name on a catalogue page: its Add button, the name, Save, the saved toast. */
async function addNamedRecord(
  page: Page,
  list: string,
  record: { addButton: string; nameField: RegExp; name: string; savedMessage: string },
) {
  await openCatalogue(page, list);
  await page.getByRole('button', { name: record.addButton }).click();
  await page.getByRole('textbox', { name: record.nameField }).fill(record.name);
  await pressAndSeeToast(page, page.getByRole('button', { name: 'Save' }), record.savedMessage);
}

test('the admin builds a help topic form and sees it in New Ticket', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin@demo.local');

  await addNamedRecord(page, 'Departments', {
    addButton: 'Add Department',
    nameField: /^Department Name/,
    name: departmentName,
    savedMessage: 'Department saved successfully',
  });
  await expect(page.getByRole('table', { name: 'Departments' })).toContainText(departmentName);

  await openCatalogue(page, 'Help Topics');
  await page.getByRole('button', { name: 'Add Help Topic' }).click();
  await expect(page.getByRole('heading', { name: 'Add Help Topic' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Department/ }).selectOption({ label: departmentName });
  await page.getByLabel('Help Topic Name').fill(helpTopicName);
  await page.getByLabel('Default SLA Plan').selectOption({ label: '3 Day' });

  // Three fields; the third is removed and the second moved above the first.
  for (let count = 0; count < 3; count += 1) await page.getByRole('button', { name: 'Add Field' }).click();
  await page.getByLabel('Field 1 label').fill('Room Number');
  await expect(page.getByLabel('Field 1 name')).toHaveValue('room_number');
  await page.getByLabel('Field 1 mandatory').check();
  await page.getByLabel('Field 2 label').fill('Urgency');
  await page.getByLabel('Field 2 type').selectOption('select');
  await page.getByLabel('Field 2 options').fill('Low\nHigh');
  await page.getByLabel('Field 3 label').fill('Not Needed');
  await page.getByRole('button', { name: 'Remove field 3' }).click();
  await page.getByRole('button', { name: 'Move field 2 up' }).click();
  await expect(page.getByLabel('Field 1 label')).toHaveValue('Urgency');

  // The preview is New Ticket's own rendering of the fields.
  const preview = page.getByRole('region', { name: /Preview/ });
  await expect(preview.getByLabel('Urgency')).toBeVisible();
  await expect(preview.getByLabel('Room Number')).toBeVisible();
  await expect(preview.getByLabel('Not Needed')).toHaveCount(0);
  await expect(preview.getByLabel('Urgency').locator('option')).toHaveText(['Select', 'Low', 'High']);

  // Escalation contacts are found by the Category: a topic without one is refused.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Please enter the category of the help topic')).toBeVisible();
  // The field itself says so too.
  await expect(page.getByRole('textbox', { name: /^Category/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.fui-Field__validationMessage', { hasText: 'Please enter the category' })).toBeVisible();
  await page.getByLabel(/^Category/).fill('IT');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Help topic saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Help Topic' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Ticket' }).click();
  await expect(page).toHaveURL(/\/addTicket$/);
  // Within the New Ticket form: while its code loads, the help topic page (which has a Department
  // pick too) stays on screen under the new address.
  const form = page.getByRole('form', { name: 'New Ticket' });
  const department = form.getByRole('combobox', { name: /^Department/ });
  // The new department arrives with the list's refresh: chosen once it is listed, as a person would.
  await expect(department.getByRole('option', { name: departmentName })).toBeAttached();
  await department.selectOption({ label: departmentName });
  await form.getByRole('combobox', { name: /^Help Topic/ }).selectOption({ label: helpTopicName });
  await expect(form.getByRole('combobox', { name: /^SLA Plan/ })).toHaveValue('3');
  const details = page.getByRole('region', { name: 'Ticket Details' });
  await expect(details.getByLabel('Urgency')).toBeVisible();
  await expect(details.getByLabel('Room Number')).toBeVisible();
  // In the builder's order.
  await expect(details.locator('label')).toHaveText([/^Urgency/, /^Room Number/]);
});

test('the admin adds a ticket source, and adds, renames and deletes a canned response', async ({ page }) => {
  const sourceName = `Zz Walk-in ${stamp}`;
  const cannedName = `Zz Greeting ${stamp}`;
  await signInAs(page, 'admin@demo.local');
  const save = page.getByRole('button', { name: 'Save' });

  await addNamedRecord(page, 'Ticket Sources', {
    addButton: 'Add Ticket Source',
    nameField: /^Source Name/,
    name: sourceName,
    savedMessage: 'Ticket source saved successfully',
  });
  await page.getByRole('searchbox').fill(sourceName);
  await expect(page.getByRole('table', { name: 'Ticket Sources' })).toContainText(sourceName);

  await openCatalogue(page, 'Canned Responses');
  await page.getByRole('button', { name: 'Add Canned Response' }).click();
  // A response without a message is refused before it is sent.
  await page.getByRole('textbox', { name: /^Name/ }).fill(cannedName);
  await pressAndSeeToast(page, save, 'Canned response message is required');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Hello, we are looking into it.');
  await pressAndSeeToast(page, save, 'Canned response saved successfully');

  const table = page.getByRole('table', { name: 'Canned Responses' });
  await page.getByRole('searchbox').fill(cannedName);
  await table.getByRole('button', { name: cannedName, exact: true }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`${cannedName} renamed`);
  await save.click();
  await expect(toast(page, 'Canned response saved successfully').first()).toBeVisible();
  await expect(table).toContainText(`${cannedName} renamed`);

  await table.getByRole('button', { name: `Delete ${cannedName} renamed` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Canned response deleted successfully')).toBeVisible();
  await expect(table).not.toContainText(cannedName);
});
