import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiPost, apiToken, expect, signInAs, test } from './helpers';

/**
 * What a new tenant's admin walk found on the catalogue and agent screens: a department name as long
 * as allowed (120 characters) keeps every select inside its column (New Ticket, the Help Topic form),
 * a department's name reads from the left in its list, an empty list says what to do next, and a
 * department without agents points to Unassociated Agents. The department is this spec's own, with
 * one fixed name: each run makes it active again (creating it on a data folder's first run) and
 * inactive at the end, so New Ticket of other specs does not offer it for long, and runs on the same
 * data folder do not pile up departments in the lists (nothing in the catalogue is deleted).
 */

test.describe.configure({ timeout: 120_000 });

const stamp = Date.now().toString(36);
/** A word of the name no other department holds: the list's search finds this one alone. */
const nameMark = 'layoutspec';
const longName = `Department of Continuing Education and Professional Development for Teachers and Staff ${nameMark}`
  .padEnd(120, 'x')
  .slice(0, 120);

interface DepartmentRow {
  id: string;
  departmentName: string;
  version: number;
}

/** This spec's department, active: the one an earlier run left inactive, else a new one. */
async function activeLongDepartment(request: APIRequestContext, token: string) {
  const found = await request.get(`/api/departments/getAllWithPagination?size=20&page=0&searchParam=${nameMark}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(found.ok(), await found.text()).toBe(true);
  const earlier = ((await found.json()).tickets as DepartmentRow[]).find((row) => row.departmentName === longName);
  return apiPost<{ id: string; version: number }>(request, token, '/api/departments/save', {
    ...(earlier ? { id: earlier.id, version: earlier.version } : {}),
    departmentName: longName,
    active: true,
  });
}

/** A box's right edge stays within another's (a select within its column, a section). */
async function expectInside(inner: Locator, outer: Locator) {
  const [innerBox, outerBox] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(innerBox && outerBox).toBeTruthy();
  if (!innerBox || !outerBox) return;
  expect(innerBox.x + innerBox.width).toBeLessThanOrEqual(outerBox.x + outerBox.width + 0.5);
}

/** Two boxes side by side on one row do not overlap. */
async function expectBeside(left: Locator, right: Locator) {
  const [leftBox, rightBox] = [await left.boundingBox(), await right.boundingBox()];
  expect(leftBox && rightBox).toBeTruthy();
  if (!leftBox || !rightBox) return;
  expect(Math.abs(leftBox.y - rightBox.y)).toBeLessThan(2);
  expect(leftBox.x + leftBox.width).toBeLessThanOrEqual(rightBox.x + 0.5);
}

const selectOf = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

test('a 120-character department name keeps every select in its column', async ({ page, request }) => {
  const token = await apiToken(request, 'admin@demo.local');
  const department = await activeLongDepartment(request, token);
  try {
    await signInAs(page, 'admin@demo.local');

    // New Ticket: Department chosen with the long name stays beside Help Topic, inside its section.
    await page.goto('/addTicket');
    const ticketSection = page.getByRole('region', { name: 'Ticket Information' });
    await selectOf(page, 'Department').selectOption({ label: longName });
    await expect(selectOf(page, 'Department')).toHaveValue(department.id);
    await expectBeside(selectOf(page, 'Department'), selectOf(page, 'Help Topic'));
    await expectInside(selectOf(page, 'Department'), ticketSection);
    await expectInside(selectOf(page, 'SLA Plan'), ticketSection);

    // The Help Topic form: the Department select stays inside the Help Topic column, off the preview.
    await page.goto('/catalogue/helpTopic');
    const topicSection = page.getByRole('region', { name: 'Help Topic', exact: true });
    await selectOf(page, 'Department').selectOption({ label: longName });
    await expectInside(selectOf(page, 'Department'), topicSection);

    // The department's list: its name reads from the left, like the other columns.
    await page.goto('/catalogue/departments');
    await page.getByPlaceholder('Search').fill(nameMark);
    const name = page.getByRole('table', { name: 'Departments' }).getByRole('button', { name: longName });
    await expect(name).toBeVisible();
    await expect(name).toHaveCSS('text-align', 'left');
    await expect(name).toHaveCSS('justify-content', 'flex-start');
    const [nameBox, cellBox] = [
      await name.boundingBox(),
      await page
        .getByRole('cell')
        .filter({ has: page.getByRole('button', { name: longName }) })
        .boundingBox(),
    ];
    expect(nameBox && cellBox && nameBox.x - cellBox.x).toBeLessThan(20);

    // A search that finds nothing keeps the table's words; an empty list names the next step (unit tier).
    await page.getByPlaceholder('Search').fill(`nothing-${stamp}`);
    await expect(page.getByText('No records found. Try another search or clear the filters.')).toBeVisible();

    // A department without agents says where agents are mapped, and leads there.
    await page.goto(
      `/viewDepartmentAssociatedAgents/?id=${department.id}&departmentName=${encodeURIComponent(longName)}`,
    );
    await expect(page.getByText('No agents in this department yet')).toBeVisible();
    await page.getByRole('link', { name: 'Unassociated Agents' }).click();
    await expect(page).toHaveURL(/\/unassociatedAgentsList$/);
    await expect(page.getByRole('heading', { name: 'Unassociated Agents' })).toBeVisible();
  } finally {
    await apiPost(request, token, '/api/departments/save', {
      id: department.id,
      version: department.version,
      departmentName: longName,
      active: false,
    });
  }
});
