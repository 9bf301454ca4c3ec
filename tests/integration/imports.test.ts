import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createImportUploadUrl,
  getUserImportJob,
  IMPORT_MESSAGES,
  importUsersCsv,
  USER_IMPORT_COLUMNS,
} from '../../shared/contract/imports';
import { getAllUsersWithPagination, login, setPassword, USER_MESSAGES } from '../../shared/contract/users';
import { storedUser } from './admin-support';
import { apiUrl, call, demo, demoSessions, sesInbox, signIn } from './api';
import { postToS3 } from './uploads';

/** Bulk import of users from CSV (issue 13) on the demo tenant, through the browser's upload path. */

/** Uploads the CSV as the web does (presigned POST to the local S3); answers its key. */
async function uploadCsv(token: string, csv: string): Promise<string> {
  const file = Buffer.from(csv, 'utf8');
  const presigned = await call(
    createImportUploadUrl,
    { fileName: 'users.csv', contentType: 'text/csv', size: file.length },
    token,
  );
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
  const post = {
    ...(presigned.body as { key: string; url: string; fields: Record<string, string> }),
    fileName: 'users.csv',
  };
  const stored = await postToS3(post, file, 'text/csv');
  expect(stored.status, stored.message).toBeLessThan(300);
  return post.key;
}

/**
 * Starts the import of an uploaded key, runs the import job as its stream record would, and answers
 * the finished job's report (or the start's refusal, which queues nothing).
 */
async function runImport(key: string, token = signedInAs.admin.token) {
  const started = await call(importUsersCsv, { key }, token);
  if (started.status !== 200) return started;
  expect(started.body).toMatchObject({ status: 'queued', rowsDone: 0, report: null });
  expect((await fetch(`${apiUrl()}/__local/jobs/importJobs`, { method: 'POST' })).status).toBe(200);
  const job = await call(getUserImportJob, { jobId: String(started.body.jobId) }, token);
  expect(job.body).toMatchObject({ status: 'done', rowsDone: started.body.rowsTotal });
  return { status: job.status, body: job.body.report as Record<string, unknown> & { created: number } };
}

const importCsv = async (csv: string, token = signedInAs.admin.token) => runImport(await uploadCsv(token, csv), token);

const header = USER_IMPORT_COLUMNS.join(',');
const tag = () => randomBytes(3).toString('hex');

function userRow(email: string, overrides: Partial<Record<(typeof USER_IMPORT_COLUMNS)[number], string>> = {}) {
  const values: Record<string, string> = {
    email,
    fullName: `Imported ${email.split('@')[0]}`,
    mobile: '919000000001',
    employeeId: `E-${email.split('@')[0]}`,
    branch: 'Hyderabad',
    officeType: 'School',
    designation: 'Teacher',
    helpdeskRole: 'user',
    departmentName: 'IT Support',
    ...overrides,
  };
  return USER_IMPORT_COLUMNS.map((column) => values[column]).join(',');
}

const signedInAs = demoSessions('admin');

describe('POST /api/user/importCsv', () => {
  it('imports the good rows, names the bad one, invites the new users, and a re-run creates nothing', async () => {
    const run = tag();
    const [first, second, third] = ['first', 'second', 'third'].map((name) => `${name}.${run}@import-tests.local`);
    const csv = [
      header,
      userRow(first, { helpdeskRole: 'Agent' }),
      userRow(second, { mobile: '91900000000123' }),
      userRow(third, { fullName: '"Third, ""Quoted"" Person"' }),
    ].join('\n');

    const answer = await importCsv(csv);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      created: 2,
      updated: 0,
      unchanged: 0,
      rejected: [{ row: 3, message: USER_MESSAGES.mobileTooLong }],
      // The agent's departmentName is their department, not their Agent Mapping: the report says so.
      unmappedAgents: 1,
      message: `Import finished: 2 created, 0 updated, 0 unchanged, 1 rejected. ${USER_MESSAGES.agentsNotMapped(1)}`,
    });
    expect(USER_MESSAGES.agentsNotMapped(1)).toBe(
      '1 agent is in no department yet and gets no tickets. Map them to their departments under Agent Mapping → Unassociated Agents.',
    );
    expect(await storedUser(second)).toBeUndefined();
    expect(await storedUser(first)).toMatchObject({ helpdeskRole: 'agent', openDepartmentId: '1', openId: first });
    expect(await storedUser(third)).toMatchObject({ fullName: 'Third, "Quoted" Person' });

    // Each new user is mailed an invite whose link sets a password they sign in with.
    const mails = await sesInbox();
    const invite = mails.filter((mail) => mail.destination.to.includes(third));
    expect(invite.map((mail) => mail.subject)).toEqual(['You are invited to the Helpdesk portal']);
    const token = /setPassword\?token=([\w-]+)/.exec(invite[0].body.text)?.[1] ?? '';
    expect((await call(setPassword, { token, password: 'meadow-copper-kettle' })).status).toBe(200);
    expect((await call(login, { email: third, password: 'meadow-copper-kettle' })).body.success).toBe(true);

    // The same file again: nothing new, nobody mailed again, the set password kept.
    const again = await importCsv(csv);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(again.body.rejected).toEqual([{ row: 3, message: USER_MESSAGES.mobileTooLong }]);
    expect((await sesInbox()).filter((mail) => mail.destination.to.includes(first))).toHaveLength(1);
    expect((await call(login, { email: third, password: 'meadow-copper-kettle' })).body.success).toBe(true);

    // A changed row updates the stored user.
    const changed = await importCsv(
      [header, userRow(first, { helpdeskRole: 'Agent', designation: 'Principal' })].join('\n'),
    );
    expect(changed.body).toMatchObject({ created: 0, updated: 1, unchanged: 0, rejected: [] });
    expect(await storedUser(first)).toMatchObject({ designation: 'Principal' });
  });

  it('creates a file of many new users, each with one invite, many to a write', async () => {
    const run = tag();
    const emails = Array.from({ length: 45 }, (_, index) => `many${index}.${run}@import-tests.local`);
    const answer = await importCsv([header, ...emails.map((email) => userRow(email))].join('\n'));
    expect(answer.body).toMatchObject({ created: 45, updated: 0, unchanged: 0, rejected: [] });
    for (const email of [emails[0], emails[19], emails[20], emails[44]]) {
      expect(await storedUser(email)).toMatchObject({ email, fullName: `Imported ${email.split('@')[0]}` });
    }
    const invited = (await sesInbox()).filter((mail) =>
      mail.destination.to.some((to) => to.endsWith(`.${run}@import-tests.local`)),
    );
    expect(invited.map((mail) => mail.destination.to[0]).sort()).toEqual([...emails].sort());
  });

  it('reports each kind of bad row against its row number', async () => {
    const run = tag();
    const email = (name: string) => `${name}.${run}@import-tests.local`;
    expect((await importCsv([header, userRow(email('existing'))].join('\n'))).body.created).toBe(1);
    const answer = await importCsv(
      [
        header,
        userRow(email('ok')),
        userRow(email('nodept'), { departmentName: 'Catering' }),
        userRow('not-an-email'),
        userRow(email('norole'), { helpdeskRole: 'boss' }),
        userRow(email('ok')),
        userRow(email('blank'), { branch: '' }),
        'too,few,values',
        userRow(email('existing').toUpperCase(), { fullName: 'Existing Renamed', departmentName: 'facilities' }),
        userRow(email('moon'), { officeType: 'Moon' }),
      ].join('\n'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.rejected).toEqual([
      { row: 3, message: 'Department Catering was not found. Check its name.' },
      { row: 4, message: USER_MESSAGES.invalidEmail },
      { row: 5, message: USER_MESSAGES.unknownRole },
      { row: 6, message: IMPORT_MESSAGES.repeated(`The e-mail ${email('ok')}`, 2) },
      { row: 7, message: 'Please fill mandatory information: branch' },
      { row: 8, message: IMPORT_MESSAGES.fieldCount(3, USER_IMPORT_COLUMNS.length) },
      // Office types pick the escalation group: one the tenant does not list is refused.
      { row: 10, message: USER_MESSAGES.unknownOfficeType('Moon') },
    ]);
    expect(await storedUser(email('moon'))).toBeUndefined();
    expect(answer.body).toMatchObject({ created: 1, updated: 1, unchanged: 0 });
    // The existing user (matched by e-mail, case ignored) keeps their id and Open Id.
    const before = await storedUser(email('ok'));
    expect(before).toMatchObject({ fullName: `Imported ok.${run}` });
    expect(await storedUser(email('existing'))).toMatchObject({
      fullName: 'Existing Renamed',
      openDepartmentId: '2',
      openId: email('existing'),
    });
  });

  it('answers 400 and writes nothing for a bad header, an empty file or a key that is not an import upload', async () => {
    const before = (await call(getAllUsersWithPagination, { page: 0, size: 1 }, signedInAs.admin.token)).body
      .totalItems;
    const run = tag();
    const misspelled = header.replace('fullName', 'fullname');
    const badHeader = await importCsv([misspelled, userRow(`h.${run}@import-tests.local`)].join('\n'));
    expect(badHeader.status).toBe(400);
    expect(badHeader.body.message).toBe(IMPORT_MESSAGES.header(USER_IMPORT_COLUMNS, 'missing: fullName'));
    expect(await storedUser(`h.${run}@import-tests.local`)).toBeUndefined();

    expect((await importCsv(`${header}\n\n`)).body).toEqual({ success: false, message: IMPORT_MESSAGES.noRows });

    for (const key of [
      'ticket/tmp/1/x.csv',
      `tmp/import/${signedInAs.admin.userId}/../../secrets.csv`,
      'tmp/import/2/00000000-0000-0000-0000-000000000000.csv',
    ]) {
      const answer = await runImport(key);
      expect(answer.status, key).toBe(400);
      expect(answer.body.message).toBe(IMPORT_MESSAGES.unknownKey);
    }
    expect((await call(importUsersCsv, {}, signedInAs.admin.token)).status).toBe(400);
    expect((await call(getAllUsersWithPagination, { page: 0, size: 1 }, signedInAs.admin.token)).body.totalItems).toBe(
      before,
    );
  });

  it('uses an upload once: it is deleted after its import', async () => {
    const key = await uploadCsv(
      signedInAs.admin.token,
      [header, userRow(`once.${tag()}@import-tests.local`)].join('\n'),
    );
    expect((await runImport(key)).body.created).toBe(1);
    const again = await runImport(key);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(IMPORT_MESSAGES.unknownKey);
  });

  it('refuses a non-CSV upload or one over the size limit before any upload', async () => {
    for (const request of [
      { fileName: 'users.xlsx', contentType: 'application/vnd.ms-excel', size: 10 },
      { fileName: 'users.csv', contentType: 'text/csv', size: 6 * 1024 * 1024 },
    ]) {
      expect((await call(createImportUploadUrl, request, signedInAs.admin.token)).status).toBe(400);
    }
  });

  it('shows a background import only to the admin who started it', async () => {
    const key = await uploadCsv(
      signedInAs.admin.token,
      [header, userRow(`job.${tag()}@import-tests.local`)].join('\n'),
    );
    const started = await call(importUsersCsv, { key }, signedInAs.admin.token);
    expect(started.body).toMatchObject({ status: 'queued', rowsDone: 0, rowsTotal: 1, message: null, report: null });
    const jobId = String(started.body.jobId);
    expect((await call(getUserImportJob, { jobId }, signedInAs.admin.token)).body.status).toBe('queued');
    const { token } = await signIn(demo.lead);
    expect((await call(getUserImportJob, { jobId }, token)).status).toBe(403);
    expect((await call(getUserImportJob, { jobId: crypto.randomUUID() }, signedInAs.admin.token)).status).toBe(404);
    expect((await call(getUserImportJob, { jobId: 'not-an-id' }, signedInAs.admin.token)).status).toBe(400);
    await fetch(`${apiUrl()}/__local/jobs/importJobs`, { method: 'POST' });
    const done = await call(getUserImportJob, { jobId }, signedInAs.admin.token);
    expect(done.body).toMatchObject({ status: 'done', rowsDone: 1, rowsTotal: 1 });
    expect(done.body.report).toMatchObject({ created: 1, updated: 0, unchanged: 0, rejected: [] });
  });

  it('answers 403 to every role but central admins, for the upload and the import', async () => {
    const key = await uploadCsv(
      signedInAs.admin.token,
      [header, userRow(`denied.${tag()}@import-tests.local`)].join('\n'),
    );
    for (const email of [demo.user, demo.agent, demo.central, demo.lead]) {
      const { token } = await signIn(email);
      const upload = await call(createImportUploadUrl, { fileName: 'u.csv', contentType: 'text/csv', size: 10 }, token);
      expect(upload.status, email).toBe(403);
      expect((await call(importUsersCsv, { key }, token)).status, email).toBe(403);
    }
    // The refusals wrote nothing: the upload is still there for its admin.
    expect((await runImport(key)).body.created).toBe(1);
  });
});
