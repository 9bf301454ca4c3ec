import type { Page } from '@playwright/test';
import { expect, signInAs, test, toast } from './helpers';

/**
 * The admin keeps the school escalation matrix (administration spec: "Escalation matrices", sections
 * 4, 5, 8 and 9): adds a row, finds it in the School Escalation List, opens it by its id, updates it,
 * and a row without a module is refused with the mandatory-information warning.
 */

/** Other tests may add school rows too: a district of our own finds ours through the list's search. */
const district = `E2E District ${Date.now().toString(36)}`;

async function openOurRow(page: Page): Promise<string> {
  await page.goto('/schoolList');
  await expect(page.getByRole('heading', { name: 'School Escalation List' })).toBeVisible();
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/schoolEscalation/getAllWithPagination') &&
      new URL(response.url()).searchParams.get('searchParam') === district,
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill(district);
  await searched;
  const table = page.getByRole('table', { name: 'School Escalation List' });
  // The frame is busy until the searched page is on screen.
  await expect(page.locator('[aria-busy="false"]').filter({ has: table })).toHaveCount(1);
  const row = table.getByRole('row').filter({ hasText: 'Hyderabad North' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([/^\d+$/, 'Hyderabad North', 'IT Support', 'IT']);
  const link = row.getByRole('link');
  const id = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/addSchoolEscalation/id:${id}$`));
  await expect(page.getByRole('heading', { name: 'Update School Escalation' })).toBeVisible();
  return id;
}

// Many steps through the web and the API: on two busy cores they come near the default minute.
test.describe.configure({ timeout: 120_000 });

test('the admin adds, finds, updates a school escalation row; a missing module is refused', async ({ page }) => {
  const saveCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/schoolEscalation/saveUpdate')) saveCalls.push(request.postData() ?? '');
  });
  await signInAs(page, 'admin@demo.local');

  // Add: the list's Add Escalation opens an empty form whose button reads Submit.
  await page.goto('/schoolList');
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Escalation' }).click();
  await expect(page).toHaveURL(/\/addSchoolEscalation$/);
  await expect(page.getByRole('heading', { name: 'Add School Escalation' })).toBeVisible();

  // Branch, Department and Module offer the known values (issue 21 item 19).
  await expect(page.locator('#escalation-branch-choices option[value="Hyderabad North"]')).toHaveCount(1);
  await expect(page.locator('#escalation-department-choices option[value="IT Support"]')).toHaveCount(1);
  await page.getByLabel('Branch').fill('Hyderabad North');
  await page.getByLabel('Department').fill('IT Support');
  // Once the department is chosen, Module offers that department's modules.
  await expect(page.locator('#escalation-module-choices option[value="IT"]')).toHaveCount(1);
  await page.getByLabel('District').fill(district);
  const level1 = page.getByRole('group', { name: 'Level 1' });
  await level1.getByLabel('Name').fill('Arjun Agent');
  await level1.getByLabel('Email').fill('agent@demo.local');
  await expect(level1.getByLabel('Email')).toHaveAttribute('type', 'email');

  // Module is required: the warning, no call, still on the form.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Please fill mandatory information')).toBeVisible();
  await expect(page).toHaveURL(/\/addSchoolEscalation$/);
  expect(saveCalls).toHaveLength(0);

  await page.getByLabel('Module').fill('IT');
  await page.getByRole('button', { name: 'Submit' }).click();
  // Exactly: the update message 'Details Submitted Successfully' would also contain these words.
  await expect(toast(page, /^Details submitted$/)).toBeVisible();
  await expect(page).toHaveURL(/\/schoolList$/);
  expect(saveCalls).toHaveLength(1);

  // Find it in the list and open it: prefilled, button Update.
  const id = await openOurRow(page);
  await expect(page.getByLabel('Branch')).toHaveValue('Hyderabad North');
  await expect(page.getByLabel('Module')).toHaveValue('IT');
  await expect(page.getByRole('group', { name: 'Level 1' }).getByLabel('Name')).toHaveValue('Arjun Agent');
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  // State takes at most 12 characters: the form says so and refuses longer text, never cutting it
  // (issue 21 item 24).
  const state = page.getByRole('textbox', { name: 'State' });
  await expect(page.getByText('At most 12 characters')).toBeVisible();
  await state.pressSequentially('Telangana South');
  await expect(state).toHaveValue('Telangana South');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'State must be at most 12 characters')).toBeVisible();
  await expect(
    page.locator('.fui-Field__validationMessage', { hasText: 'State must be at most 12 characters' }),
  ).toBeVisible();
  expect(saveCalls).toHaveLength(1);
  await state.fill('Telangana');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Details Submitted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/schoolList$/);
  expect(JSON.parse(saveCalls[1])).toMatchObject({ id, state: 'Telangana', module: 'IT' });

  // The update was stored; emptying Module and updating is refused without a call.
  expect(await openOurRow(page)).toBe(id);
  await expect(page.getByLabel('State')).toHaveValue('Telangana');
  await page.getByLabel('Module').fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Please fill mandatory information')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/addSchoolEscalation/id:${id}$`));
  expect(saveCalls).toHaveLength(2);

  // Cancel returns to the list, where the row still has its module.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/schoolList$/);
  expect(await openOurRow(page)).toBe(id);
  await expect(page.getByLabel('Module')).toHaveValue('IT');
});
