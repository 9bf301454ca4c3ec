import { laptopIssueForm, requesterTicket } from '../factories/tickets';
import { addPerson, apiPost, apiToken, expect, fillLaptopIssueForm, signInAs, test, toast } from './helpers';

/**
 * Issue 21 item 4: a refusal in the reply flow or in New Ticket shows the server's own message, not
 * 'Some Error Occurred'. Both refusals here are real: the world changes while the page is open.
 */

const stamp = Date.now().toString(36);

test("a reply to a ticket moved out of the agent's reach shows the server's 404 text", async ({ page, request }) => {
  const user = await apiToken(request, 'user@demo.local');
  const saved = await apiPost<{ id: string }>(
    request,
    user,
    '/api/ticket/save',
    requesterTicket(undefined, { dynamicFormJson: laptopIssueForm(`Moved away ${stamp}`) }),
  );
  const ticketId = String(saved.id);

  // Arjun (IT Support) opens the IT ticket and starts a reply.
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const form = page.getByRole('form', { name: 'Post Reply' });
  await form.getByRole('textbox', { name: 'Message' }).fill('Looking into it.');

  // Meanwhile the central pool moves it to Facilities, to Kiran: Arjun may no longer read it.
  const central = await apiToken(request, 'central@demo.local');
  await apiPost(request, central, '/api/transferTicket/save', {
    ticketId,
    isTicketWronglyAssigned: 1,
    transferReason: 'Facilities work',
    selectedDepartment: { depId: '2', deptName: 'Facilities' },
    selectedAssignee: { value: '7', label: 'Kiran Agent2', departmentId: '2', assigneeName: 'Kiran Agent2' },
    transferreId: '7',
    helpTopicId: '3',
  });

  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, `Ticket ${ticketId} was not found.`)).toBeVisible();
  await expect(toast(page, 'Some Error Occurred')).toHaveCount(0);
});

test("New Ticket shows the server's refusal when the chosen assignee is no longer an agent", async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, 'admin@demo.local');
  const person = {
    email: `short-lived-${stamp}@demo.local`,
    fullName: `Sunny Shortlived ${stamp}`,
    openId: `sunny-${stamp}`,
    mobile: '919800008003',
    officeType: 'Central Office',
    designation: 'Engineer',
    helpdeskRole: 'agent',
    branch: 'Hyderabad North',
    openDepartmentId: '1',
    employeeId: `EMPS${stamp}`,
  };
  const personId = await addPerson(request, person);

  await signInAs(page, 'agent@demo.local');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Ticket' }).click();
  const form = page.getByRole('form', { name: 'New Ticket' });
  await form.getByLabel('Ticket Source').selectOption({ index: 1 });
  await form.getByLabel('Department').selectOption({ label: 'IT Support' });
  await form.getByLabel('Help Topic').selectOption({ label: 'Laptop / Desktop Issue' });
  await form.getByLabel('Ticket Category').selectOption('Issue');
  await form.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Open');
  await form.getByRole('combobox', { name: 'Assignee' }).fill('Sunny Shortlived');
  await page.getByRole('option', { name: person.fullName }).click();
  await fillLaptopIssueForm(form, {
    summary: `Assignee gone ${stamp}`,
    priority: 'High',
    assetTag: 'LT-0042',
    blocking: 'No',
  });

  // Before Submit, the admin makes Sunny an ordinary user.
  await apiPost(request, admin, '/api/user/save', {
    ...person,
    id: personId,
    helpdeskRole: 'user',
    password: undefined,
  });

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, `${person.fullName} is not an agent. Only agents can be assigned tickets.`)).toBeVisible();
  await expect(toast(page, 'Some error occurred while saving!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/addTicket$/);
});
