import type { Locator, Page } from '@playwright/test';
import { ADDED_PERSON_PASSWORD, apiPost, apiToken, expect, signInAs, test, toast } from './helpers';

/**
 * Administration in a real browser (administration spec): users, agent mapping, teams, My Teams
 * with nested tickets. Names carry a run stamp so the spec can run against a used stack. SMTP is in
 * smtp-and-failed-mails.spec.ts, which runs after every other spec (see playwright.config.ts).
 */

const stamp = Date.now().toString(36);

/** Opens a Fluent dropdown by its label and picks options (multi-selects stay open: Escape closes). */
async function choose(page: Page, label: string | RegExp, options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const option of options) {
    // Fluent's multi-select options are menuitemcheckbox, single-select ones option.
    await page.locator('[role="option"], [role="menuitemcheckbox"]').filter({ hasText: option }).first().click();
  }
  // A multi-select's list (role menu) stays open: Escape closes it, and only it.
  const openList = page.locator('[role="listbox"]:visible, [role="menu"]:visible');
  if ((await openList.count()) > 0) await page.keyboard.press('Escape');
  await expect(openList).toHaveCount(0);
}

const rowWith = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

/** Types in a table's search box and waits until the table holds only the matching rows. */
async function search(page: Page, placeholder: string, text: string, table?: Locator) {
  await page.getByPlaceholder(placeholder).fill(text);
  if (table) {
    await expect(table.locator('tbody tr').filter({ hasNotText: text })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
}

// One story in order; handler cold starts on a busy machine make the first steps slow.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const person = {
  fullName: `Esha Engineer ${stamp}`,
  email: `esha.${stamp}@demo.local`,
};

test('the admin creates a user', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Users List' }).click();
  await expect(page).toHaveURL(/\/usersList$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
  // The Admin menu shows as active on every administration screen, its forms too.
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCSS('font-weight', '600');

  // Nothing filled: the spec's warning, and no call.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Please fill mandatory information')).toBeVisible();
  // Each missing field is marked under itself, as on New Ticket, and the first takes the focus (a
  // bootstrapped admin's own record starts with six of them blank).
  const fieldMessage = (text: string) => page.locator('.fui-Field__validationMessage', { hasText: text });
  for (const label of ['Email address', 'Open Id', 'Mobile', 'Office Type', 'Branch', 'Open Department Id']) {
    await expect(fieldMessage(`${label} is required`)).toBeVisible();
  }
  await expect(fieldMessage('Employee Id is required')).toBeVisible();
  await expect(page.getByLabel(/^Email address/)).toBeFocused();
  await expect(page.getByLabel(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('combobox', { name: /^Office Type/ })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(/^Email address/).fill(person.email);
  await page.getByLabel(/^Full Name/).fill(person.fullName);
  await page.getByLabel(/^Open Id/).fill(`open-${stamp}`);
  // Mobile shows its maximum and refuses longer text with a message, never cutting it (issue 21 item 24).
  const mobile = page.getByRole('textbox', { name: /^Mobile/ });
  await expect(page.getByText('At most 12 characters')).toBeVisible();
  await mobile.fill('9876543210123');
  await expect(mobile).toHaveValue('9876543210123');
  await expect(
    page.locator('.fui-Field__validationMessage', { hasText: 'Mobile must be at most 12 characters' }),
  ).toBeVisible();
  await mobile.fill('987654321012');
  // Office Type offers the tenant's office types (an unknown one is refused: they pick the escalation group).
  await choose(page, /^Office Type/, ['Central Office']);
  await page.getByLabel(/^Designation/).fill('Network Engineer');
  await choose(page, /^Help Desk Role/, ['Agent']);
  await page.getByLabel(/^Branch/).fill('Head Office');
  await choose(page, /^Open Department Id/, ['1 - IT Support']);
  await page.getByLabel(/^Employee Id/).fill(`EMP-${stamp}`);
  await page.getByLabel(/^Password/).fill(ADDED_PERSON_PASSWORD);
  await expect(fieldMessage('Employee Id is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  // An agent gets tickets only once mapped: the toast names that second step.
  await expect(
    toast(page, 'User details submitted. This agent is in no department yet and gets no tickets.'),
  ).toContainText('Map them to their departments under Agent Mapping → Unassociated Agents.');
  await expect(page).toHaveURL(/\/usersList$/);

  const users = page.getByRole('table', { name: 'Users List' });
  await search(page, 'Search', person.fullName, users);
  await expect(rowWith(users, person.email)).toContainText('Agent');
  await rowWith(users, person.email).getByRole('link', { name: person.fullName }).click();
  await expect(page.getByRole('heading', { name: 'View User' })).toBeVisible();
  await expect(page.getByLabel(/^Email address/)).toHaveValue(person.email);
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  await page.getByLabel(/^Designation/).fill('Senior Network Engineer');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Details Submitted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/usersList$/);
});

test('the new agent, in no department yet, is told so in the Department Queue', async ({ page }) => {
  await signInAs(page, person.email, ADDED_PERSON_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Department Queue' }).click();
  await expect(
    page.getByText('You are not mapped to a department yet: ask a central admin to map you under Agent Mapping.'),
  ).toBeVisible();
  await expect(page.getByText('No unassigned tickets in your department')).toHaveCount(0);
});

test('the admin maps the agent to a department, then moves them to another', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await page.goto('/agentMapping');
  await choose(page, 'Select operation', ['Add Agents To Departments']);
  await expect(page).toHaveURL(/\/unassociatedAgentsList$/);
  await expect(page.getByRole('heading', { name: 'Unassociated Agents' })).toBeVisible();

  await page.getByRole('button', { name: 'Add To Department' }).click();
  await expect(toast(page, 'Please select atleast one user')).toBeVisible();

  const unassociated = page.getByRole('table', { name: 'Unassociated Agents' });
  await search(page, 'Search', person.fullName, unassociated);
  await rowWith(unassociated, person.email).getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Add To Department' }).click();
  const popup = page.getByRole('dialog', { name: 'Update Agent Mapping' });
  await expect(popup).toBeVisible();
  await choose(page, /^Department/, ['Accounts']);
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Agent updated successfully')).toBeVisible();
  await expect(rowWith(unassociated, person.email)).toHaveCount(0);

  await page.goto('/agentMapping');
  await choose(page, 'Select operation', ['View All Departments']);
  await expect(page).toHaveURL(/\/departmentsList$/);
  const departments = page.getByRole('table', { name: 'All Departments' });
  await rowWith(departments, 'Accounts').getByRole('button', { name: 'View Agents' }).click();
  await expect(page.getByRole('heading', { name: 'Agents in Accounts Department' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Agent Mapping');
  const accounts = page.getByRole('table', { name: 'Agents in Accounts Department' });
  await rowWith(accounts, person.email).getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Change Department' }).click();
  await choose(page, /^Department/, ['Human Resources']);
  await page.getByRole('dialog', { name: 'Update Agent Mapping' }).getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Agent updated successfully')).toBeVisible();
  await expect(rowWith(accounts, person.email)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Departments' }).click();
  await rowWith(departments, 'Human Resources').getByRole('button', { name: 'View Agents' }).click();
  await expect(
    rowWith(page.getByRole('table', { name: 'Agents in Human Resources Department' }), person.email),
  ).toBeVisible();
});

const teamName = `HR Helpers ${stamp}`;
const doomedTeam = `Temporary Crew ${stamp}`;

async function fillTeam(page: Page, name: string) {
  await page.getByLabel(/^Team Name/).fill(name);
  await choose(page, /^Team Lead/, ['Aditya Admin']);
  await expect(page.getByRole('combobox', { name: /^Agents/ })).toHaveCount(0);
  await choose(page, /^Select Department/, ['Human Resources']);
  await choose(page, /^Agents/, [person.fullName]);
}

test('the admin creates a team, updates it, and deletes another', async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Team List' }).click();
  await expect(page.getByRole('heading', { name: 'Teams List' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByRole('heading', { name: 'Add Team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCSS('font-weight', '600');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Please fill mandatory information')).toBeVisible();
  await fillTeam(page, teamName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Team Created Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/teamList$/);

  const teams = page.getByRole('table', { name: 'Teams List' });
  await search(page, 'Enter Team Name', stamp, teams);
  await expect(rowWith(teams, teamName)).toContainText('Aditya Admin');
  await teams.getByRole('link', { name: teamName }).click();
  await expect(page.getByRole('heading', { name: 'View Team' })).toBeVisible();
  await expect(page.getByLabel(/^Team Name/)).toHaveValue(teamName);
  await expect(page.getByRole('combobox', { name: /^Agents/ })).toContainText(person.fullName);
  await choose(page, /^Team Lead/, ['Kavya Lead']);
  await page.getByLabel(/^Team Name/).fill(`${teamName} Plus`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Team Updated Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/teamList$/);

  await page.getByRole('button', { name: 'Add Team' }).click();
  await fillTeam(page, doomedTeam);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Team Created Successfully')).toBeVisible();
  await search(page, 'Enter Team Name', stamp, teams);
  await expect(rowWith(teams, `${teamName} Plus`)).toBeVisible();
  await teams.getByRole('link', { name: doomedTeam }).click();
  await expect(page.getByLabel(/^Team Name/)).toHaveValue(doomedTeam);
  await page.getByRole('button', { name: 'Delete' }).click();
  // Once deleted, the team is never asked for again (that read could only answer 404).
  const readsAfterDelete: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/team/getById')) readsAfterDelete.push(sent.url());
  });
  await page.getByRole('dialog', { name: 'Delete Team' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Team Deleted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/teamList$/);
  await search(page, 'Enter Team Name', stamp, teams);
  expect(readsAfterDelete).toEqual([]);
  await expect(rowWith(teams, `${teamName} Plus`)).toBeVisible();
  await expect(rowWith(teams, doomedTeam)).toHaveCount(0);
});

test("the team lead switches nested tickets on and sees a nested team's ticket", async ({ page, request }) => {
  // An agent raises a Facilities ticket for Bharat, of Kavya's 'Facilities Desk'. Kavya is an agent of
  // Lakshmi's 'IT Service Desk', so only the nested view of that team holds it.
  const raised = await apiPost<{ id: string }>(
    request,
    await apiToken(request, 'agent@demo.local'),
    '/api/ticket/save',
    {
      email: 'user@demo.local',
      fullName: 'Uma User',
      ticketNotice: false,
      departmentId: '2',
      helpTopicId: '3',
      slaPlan: '2',
      userId: '1',
      ticketCategory: 'Issue',
      ticketSourceId: '1',
      ticketStatus: 'Open',
      assigneeId: '7',
      dynamicFormJson: { issue_summary: `Generator check ${stamp}`, priority_level: 'High', location: 'Block C' },
    },
  );
  const ticketId = String(raised.id);

  await signInAs(page, 'lead@demo.local');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Teams' }).click();
  await expect(page).toHaveURL(/\/myTeams/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Team Tickets');
  await choose(page, 'Select Team', ['IT Service Desk']);
  const table = page.getByRole('table', { name: 'IT Service Desk Team Tickets' });
  await expect(page.getByRole('heading', { name: 'IT Service Desk Team Tickets' })).toBeVisible();
  // The Assignee box keeps clear of the Overdue pick beside it (it ran into it).
  const assigneeBox = await page
    .locator('.fui-Combobox')
    .filter({ has: page.getByRole('combobox', { name: 'Assignee' }) })
    .boundingBox();
  const overdueBox = await page.getByRole('combobox', { name: 'Overdue' }).boundingBox();
  expect((assigneeBox?.x ?? 0) + (assigneeBox?.width ?? 0)).toBeLessThan(overdueBox?.x ?? 0);
  await search(page, 'Enter TicketNo, Assignee Name, MobileNo', `Generator check ${stamp}`);
  await expect(
    table.getByText(
      `No tickets match "Generator check ${stamp}" in the last 30 days. Clear the search or widen the Created Date range.`,
    ),
  ).toBeVisible();

  const nested = page.getByRole('switch', { name: 'Nested Tickets' });
  await nested.hover();
  await expect(page.getByText('View nested level tickets of team leads')).toBeVisible();
  await nested.click();
  const row = rowWith(table, `Generator check ${stamp}`);
  await expect(row).toContainText('Bharat Agent');
  await expect(row).toContainText('Facilities');
  // Department narrows Help Topic to its own topics; All offers every topic again.
  await choose(page, 'Department', ['Facilities']);
  await page.getByRole('combobox', { name: 'Help Topic' }).click();
  await expect(page.getByRole('option', { name: 'Electrical / Maintenance' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Laptop / Desktop Issue' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await choose(page, 'Department', ['All']);
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveText('All');
  await page.getByRole('combobox', { name: 'Help Topic' }).click();
  await expect(page.getByRole('option', { name: 'Laptop / Desktop Issue' })).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('link', { name: ticketId }).click();
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ticketId}$`));
});
