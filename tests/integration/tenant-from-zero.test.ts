import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../infra/local/stack';
import { repoRoot } from '../../infra/routes';
import { saveDepartment, saveHelpTopic, saveTicketSource } from '../../shared/contract/catalogue';
import type { EndpointDefinition } from '../../shared/contract/endpoint';
import {
  createImportUploadUrl,
  DEPARTMENT_IMPORT_COLUMNS,
  getUserImportJob,
  HELP_TOPIC_IMPORT_COLUMNS,
  importDepartmentsCsv,
  importHelpTopicsCsv,
  importUsersCsv,
  USER_IMPORT_COLUMNS,
} from '../../shared/contract/imports';
import { getDepartments, getHelpTopics } from '../../shared/contract/reference';
import { getTicketByTicketId, saveTicket } from '../../shared/contract/tickets';
import { login, setPassword, USER_MESSAGES } from '../../shared/contract/users';
import { CATALOGUE_MESSAGES } from '../../shared/domain/catalogue';

/**
 * A tenant from zero, end to end (issue 13), on an empty local stack of this file's own (as
 * `HELPDESK_DEMO=false npm start` starts it, on INTEGRATION_PORT + 30): the bootstrap command, the
 * first admin's link, the admin's catalogue (a department and a help topic with a two-field form),
 * a CSV of users with one bad row, an imported user's invite from the SES inbox, and that user's
 * first ticket in the new help topic. Then the catalogue imports, on the same tenant.
 */

const port = Number(process.env.INTEGRATION_PORT ?? 3500) + 30;
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port, dataDir: null, demo: false, tenant: 'local' });
});

afterAll(async () => {
  await stack?.stop();
});

async function api(endpoint: EndpointDefinition, body: unknown, token?: string) {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response =
    endpoint.method === 'GET'
      ? await fetch(`${stack.url}${endpoint.path}?${new URLSearchParams(body as Record<string, string>)}`, { headers })
      : await fetch(`${stack.url}${endpoint.path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

function bootstrap(email: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'infra/tenant/cli.ts', 'bootstrap', '--admin-email', email, '--admin-name', name],
      { cwd: repoRoot, env: { ...process.env, PORT: String(port), HELPDESK_DEMO: undefined }, timeout: 60_000 },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout.trim())),
    );
  });
}

/** A CSV file as the import reads it: the import's columns as the header row, then these rows. */
const csvFile = (columns: readonly string[], rows: string[]) => [columns.join(','), ...rows].join('\n');

/**
 * The browser's import: a presigned POST to the local S3, then the import call; a user import then
 * runs in the import job (as its stream record would start it) and answers the job's report.
 */
async function importCsv(endpoint: EndpointDefinition, csv: string, token: string) {
  const file = Buffer.from(csv);
  const post = (
    await api(createImportUploadUrl, { fileName: 'import.csv', contentType: 'text/csv', size: file.length }, token)
  ).body as { key: string; url: string; fields: Record<string, string> };
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'import.csv');
  expect((await fetch(post.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const answer = await api(endpoint, { key: post.key }, token);
  if (endpoint !== importUsersCsv || answer.status !== 200) return answer;
  await fetch(`${stack.url}/__local/jobs/importJobs`, { method: 'POST' });
  const job = await api(getUserImportJob, { jobId: answer.body.jobId }, token);
  return { ...job, body: job.body.report };
}

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text: string };
}

async function linkMailedTo(email: string): Promise<string> {
  await fetch(`${stack.url}/__local/jobs/mailOutbox`, { method: 'POST' });
  const { emails } = (await (await fetch(`${stack.inboxUrl}/store`)).json()) as { emails: StoredMail[] };
  const mail = emails.filter((entry) => entry.destination.to.includes(email)).at(-1);
  const token = /\/setPassword\?token=([\w-]+)/.exec(mail?.body.text ?? '')?.[1];
  expect(token, `a set-password link mailed to ${email}`).toBeTruthy();
  return token ?? '';
}

async function signIn(email: string, password: string) {
  const answer = await api(login, { email, password });
  expect(answer.body.success, `${email} signs in`).toBe(true);
  return answer.body.responseObj as { token: string; id: string; employeeId: string };
}

const slow = { timeout: 240_000 };
let adminToken = '';
let departmentId = '';

describe('a tenant from zero', slow, () => {
  it('bootstrap → admin → catalogue → users import → invited user raises a ticket in the new help topic', async () => {
    const printed = await bootstrap('zara@acme.edu', 'Zara Admin');
    const firstLink = /^Set-password link: .*\/setPassword\?token=([\w-]+)$/.exec(printed)?.[1] ?? '';
    expect((await api(setPassword, { token: firstLink, password: 'quartz-lagoon-fennel' })).status).toBe(200);
    adminToken = (await signIn('zara@acme.edu', 'quartz-lagoon-fennel')).token;

    // The admin's catalogue: a source, a department, a help topic with a two-field form.
    expect((await api(saveTicketSource, { sourceName: 'Portal', isDefault: true }, adminToken)).status).toBe(200);
    const department = await api(saveDepartment, { departmentName: 'Transport' }, adminToken);
    expect(department.status, JSON.stringify(department.body)).toBe(200);
    departmentId = department.body.id;
    const topic = await api(
      saveHelpTopic,
      {
        departmentId,
        helpTopicName: 'Bus pass',
        module: 'Transport',
        sla: '3',
        dynamicFormDetails: {
          fields: [
            { name: 'route_number', label: 'Route number', type: 'text', mandatory: true },
            { name: 'pass_needed_from', label: 'Pass needed from', type: 'date', mandatory: false },
          ],
        },
      },
      adminToken,
    );
    expect(topic.status, JSON.stringify(topic.body)).toBe(200);

    // Three users, one with a bad mobile number: the report names its row, the others are created.
    const row = (email: string, mobile: string) =>
      [email, `Person ${email[0]}`, mobile, `E-${email[0]}`, 'Pune', 'School', 'Driver', 'user', 'transport'].join(',');
    const imported = await importCsv(
      importUsersCsv,
      csvFile(USER_IMPORT_COLUMNS, [
        row('ravi@acme.edu', '919000000001'),
        row('sana@acme.edu', 'too-long-mobile-number'),
        row('tara@acme.edu', '919000000003'),
      ]),
      adminToken,
    );
    expect(imported.body).toMatchObject({
      created: 2,
      updated: 0,
      rejected: [{ row: 3, message: USER_MESSAGES.mobileTooLong }],
    });

    // Ravi's invite, from the SES inbox, sets his password; he raises a ticket in Bus pass.
    const invite = await linkMailedTo('ravi@acme.edu');
    expect((await api(setPassword, { token: invite, password: 'saffron-tunnel-orbit' })).status).toBe(200);
    const ravi = await signIn('ravi@acme.edu', 'saffron-tunnel-orbit');
    expect((await api(getDepartments, {}, ravi.token)).body).toEqual([
      expect.objectContaining({ id: departmentId, departmentName: 'Transport' }),
    ]);
    const topics = (await api(getHelpTopics, { departmentId }, ravi.token)).body as unknown as {
      id: string;
      helpTopicName: string;
    }[];
    const busPass = topics.find((entry) => entry.helpTopicName === 'Bus pass');
    expect(busPass).toBeDefined();
    const ticket = await api(
      saveTicket,
      {
        email: 'ravi@acme.edu',
        fullName: 'Person r',
        ticketNotice: false,
        departmentId,
        helpTopicId: busPass?.id,
        slaPlan: '3',
        userId: ravi.id,
        ticketCategory: 'Issue',
        employeeNo: ravi.employeeId,
        dynamicFormJson: { route_number: '12B', pass_needed_from: '2026-12-01T00:00:00.000Z' },
      },
      ravi.token,
    );
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const shown = await api(getTicketByTicketId, { id: String(ticket.body.id) }, ravi.token);
    expect(JSON.stringify(shown.body)).toContain('12B');
    expect(JSON.stringify(shown.body)).toContain('Route number');
  });

  it('imports departments and help topics with simple forms, and a re-run creates nothing', async () => {
    const departments = csvFile(DEPARTMENT_IMPORT_COLUMNS, ['Library,true', 'Canteen,no', 'Library,', 'Labs,maybe']);
    const first = await importCsv(importDepartmentsCsv, departments, adminToken);
    expect(first.body).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect(first.body.rejected.map((entry: { row: number }) => entry.row)).toEqual([4, 5]);
    const again = await importCsv(importDepartmentsCsv, departments, adminToken);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    const topics = csvFile(HELP_TOPIC_IMPORT_COLUMNS, [
      'Library,Lost book,Books,2,Fiction;Reference,Book title:text*; Lost on:date,',
      'Library,Late fee,Fees,,,,',
      'Nowhere,Anything,Misc,,,,',
      'Library,Bad form,Books,,,Colour:palette,',
      'Library,No category,,,,,',
    ]);
    const imported = await importCsv(importHelpTopicsCsv, topics, adminToken);
    expect(imported.body).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect(imported.body.rejected).toEqual([
      { row: 4, message: 'Department Nowhere was not found. Check its name.' },
      { row: 5, message: expect.stringContaining('Form field "Colour:palette" must be label:type') },
      { row: 6, message: CATALOGUE_MESSAGES.categoryNeeded },
    ]);
    const library = (
      (await api(getDepartments, {}, adminToken)).body as unknown as { id: string; departmentName: string }[]
    ).find((entry) => entry.departmentName === 'Library');
    const stored = (await api(getHelpTopics, { departmentId: library?.id ?? '' }, adminToken)).body as unknown as {
      helpTopicName: string;
      module: string;
      dynamicFormDetails: { fields: { name: string; label: string; type: string; mandatory: boolean }[] };
    }[];
    expect(stored.find((entry) => entry.helpTopicName === 'Lost book')?.dynamicFormDetails.fields).toEqual([
      expect.objectContaining({ name: 'book_title', label: 'Book title', type: 'text', mandatory: true }),
      expect.objectContaining({ name: 'lost_on', label: 'Lost on', type: 'date', mandatory: false }),
    ]);
    const importedNames = ['Late fee', 'Lost book'];
    expect(
      stored
        .filter((entry) => importedNames.includes(entry.helpTopicName))
        .map(({ helpTopicName, module }) => [helpTopicName, module])
        .sort(),
    ).toEqual([
      ['Late fee', 'Fees'],
      ['Lost book', 'Books'],
    ]);
    expect((await importCsv(importHelpTopicsCsv, topics, adminToken)).body).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    // A file of the older template, without the category column, keeps the stored category.
    const older = HELP_TOPIC_IMPORT_COLUMNS.filter((column) => column !== 'category');
    expect(
      (await importCsv(importHelpTopicsCsv, csvFile(older, ['Library,Late fee,,,,']), adminToken)).body,
    ).toMatchObject({ created: 0, updated: 0, unchanged: 1, rejected: [] });
  });

  it('answers 403 to a non-admin for the catalogue imports, and 400 for a bad header', async () => {
    const ravi = await signIn('ravi@acme.edu', 'saffron-tunnel-orbit');
    for (const endpoint of [importDepartmentsCsv, importHelpTopicsCsv]) {
      expect((await api(endpoint, { key: 'tmp/import/1/x.csv' }, ravi.token)).status).toBe(403);
    }
    const badHeader = await importCsv(importDepartmentsCsv, 'name,active\nGarden,true', adminToken);
    expect(badHeader.status).toBe(400);
    expect(badHeader.body.message).toContain('missing: departmentName');
  });
});
