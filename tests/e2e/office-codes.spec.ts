import type { Page } from '@playwright/test';
import { addPerson, expect, signInAs, test, ticketField, toast } from './helpers';

/**
 * Issue 21 item 3: New Ticket looks up the escalation contact of the user's office type group
 * (get{School,College,Administrative}EscalationAssignee); without one it warns and stops, with one
 * the ticket carries the row's Nspira Code, State, District and Payroll Code.
 */

const stamp = Date.now().toString(36);

async function fillLaptopTicket(page: Page, subject: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Ticket' }).click();
  await expect(page).toHaveURL(/\/addTicket$/);
  await expect(page.getByLabel('Employee Number')).not.toHaveValue('');
  await page.getByRole('form', { name: 'New Ticket' }).getByLabel('Department').selectOption({ label: 'IT Support' });
  await page.getByLabel('Help Topic').selectOption({ label: 'Laptop / Desktop Issue' });
  await page.getByLabel('Ticket Category').selectOption('Issue');
  await page.getByLabel('Issue Summary').fill(subject);
  await page.getByLabel('Priority Level').selectOption('High');
  await page.getByRole('radiogroup', { name: 'Is It Blocking Work' }).getByRole('radio', { name: 'Yes' }).check();
}

test('a ticket raised where a contact is set up carries the office codes of its matrix row', async ({ page }) => {
  const subject = `Codes ${stamp}`;
  await signInAs(page, 'user@demo.local');
  await fillLaptopTicket(page, subject);
  const lookup = page.waitForResponse((response) =>
    response.url().endsWith('/api/schoolEscalation/getSchoolEscalationAssignee'),
  );
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/ticket/save'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect(await (await lookup).json()).toMatchObject({ branch: 'Hyderabad North', l1email: 'agent@demo.local' });
  const ticketId = String(((await (await saved).json()) as { id: string }).id);
  await expect(toast(page, 'Ticket saved successfully')).toBeVisible();

  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(ticketField(page, 'Nspira Code')).toHaveText('NSP-HN-S');
  await expect(ticketField(page, 'State')).toHaveText('Telangana');
  await expect(ticketField(page, 'District')).toHaveText('Hyderabad');
  await expect(ticketField(page, 'Payroll Code')).toHaveText('PR-HN-S');
});

test('without an escalation contact for the branch, New Ticket warns with the lookup message and saves nothing', async ({
  page,
  request,
}) => {
  const branch = `No Contact Branch ${stamp}`;
  const email = `no-contact-${stamp}@demo.local`;
  await addPerson(request, {
    email,
    fullName: `Nina ${stamp}`,
    openId: `nina-${stamp}`,
    mobile: '919800008004',
    branch,
    employeeId: `EMPN${stamp}`,
  });

  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/ticket/save')) saves.push(sent.url());
  });
  await signInAs(page, email);
  await fillLaptopTicket(page, `No contact ${stamp}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    toast(
      page,
      `No school escalation contact is set up for ${branch}, IT Support, IT. Please ask your helpdesk administrator to add it.`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/addTicket$/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(saves).toEqual([]);
});
