import { describe, expect, it } from 'vitest';
import { downloadMyTickets } from '../../shared/contract/exports';
import {
  createFileKeyEntry,
  createUploadUrl,
  deleteTicketFile,
  downloadTicketFile,
  viewTicketFile,
} from '../../shared/contract/files';
import { deleteUserSettings, getUserSettings, saveUserSettings } from '../../shared/contract/reference';
import { getRepliesByTicketId } from '../../shared/contract/replies';
import { saveTicket } from '../../shared/contract/tickets';
import { createDownloadToken } from '../../shared/contract/users';
import { demoRequester, laptopIssueForm, requesterTicket } from '../factories/tickets';
import { call, createRequester, demoSessions } from './api';
import { PNG, uploadMultipart } from './uploads';

const upload = (token: string, name = 'screen.png', type = 'image/png', body: Buffer = PNG) =>
  uploadMultipart(token, name, type, body);

const signedInAs = demoSessions('user', 'lead', 'agent');

describe('attachments', () => {
  it('uploads a file, attaches it with the ticket, and lets only readers view it', async () => {
    const uploaded = await upload(signedInAs.user.token);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.key).toMatch(/^ticket\/tmp\/1\/.+\/screen\.png$/);
    const saved = await call(
      saveTicket,
      requesterTicket(demoRequester, { filesUpload: [uploaded.body.key] }),
      signedInAs.user.token,
    );
    expect(saved.status).toBe(200);
    const thread = (await call(getRepliesByTicketId, { ticketId: saved.body.id }, signedInAs.user.token))
      .body as unknown as {
      s3FilesUrl: { key: string }[];
    }[];
    expect(thread[0].s3FilesUrl.map((file) => file.key)).toEqual([uploaded.body.key]);

    const link = await call(downloadTicketFile, { keyName: uploaded.body.key }, signedInAs.user.token);
    expect(link.status).toBe(200);
    const file = await fetch(link.body.downloadUrl);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    // Another requester has nothing to do with that ticket: not found, as if it did not exist.
    const stranger = await createRequester('801');
    expect((await call(downloadTicketFile, { keyName: uploaded.body.key }, stranger.token)).status).toBe(404);

    const viewQuery = new URLSearchParams({ keyName: uploaded.body.key, isView: 'true' }).toString();
    const token = (
      await call(createDownloadToken, { path: viewTicketFile.path, query: viewQuery }, signedInAs.user.token)
    ).body.downloadToken;
    const view = await call(
      viewTicketFile,
      { keyName: uploaded.body.key, isView: 'true', downloadToken: token },
      undefined,
    );
    expect(view.status).toBe(302);
    expect(view.headers.get('location')).toContain('response-content-disposition=inline');
  });

  it('refuses types and sizes outside the policy, with a clear message', async () => {
    const exe = await upload(signedInAs.user.token, 'tool.exe', 'application/x-msdownload', Buffer.from('MZ'));
    expect(exe.status).toBe(400);
    expect(exe.body.message).toMatch(/file type is not allowed/);
    // Over the Lambda payload limit (6 MB after base64), API Gateway refuses it before any function runs.
    const big = await upload(signedInAs.user.token, 'big.pdf', 'application/pdf', Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Request Entity Too Large');
    const presign = await call(
      createUploadUrl,
      { fileName: 'x.pdf', contentType: 'application/pdf', size: 11 * 1024 * 1024 },
      signedInAs.user.token,
    );
    expect(presign.status).toBe(400);
    expect(presign.body.message).toMatch(/too large/);
  });

  it('gives a presigned POST whose policy carries the limits', async () => {
    const presign = await call(
      createUploadUrl,
      { fileName: 'notes.pdf', contentType: 'application/pdf', size: 1000 },
      signedInAs.user.token,
    );
    expect(presign.status).toBe(200);
    const policy = JSON.parse(Buffer.from(presign.body.fields.Policy, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 10 * 1024 * 1024],
        ['eq', '$Content-Type', 'application/pdf'],
      ]),
    );
  });

  it("attaches only 'ticket/' keys of the caller's own uploads, and never someone else's", async () => {
    const saved = await call(saveTicket, requesterTicket(), signedInAs.user.token);
    const mine = await upload(signedInAs.user.token, 'a.png');
    const answer = await call(
      createFileKeyEntry,
      { ticketId: saved.body.id, fileKeysArray: [mine.body.key, 'elsewhere/x.png'] },
      signedInAs.user.token,
    );
    expect(answer.body.message).toBe('1 file(s) attached');
    const theirs = await upload(signedInAs.agent.token, 'b.png');
    expect(
      (
        await call(
          createFileKeyEntry,
          { ticketId: saved.body.id, fileKeysArray: [theirs.body.key] },
          signedInAs.user.token,
        )
      ).status,
    ).toBe(400);
  });

  it('removes an unattached upload, but not an attached one', async () => {
    const loose = await upload(signedInAs.user.token);
    expect((await call(deleteTicketFile, { keyName: loose.body.key }, signedInAs.user.token)).status).toBe(200);
    expect((await call(downloadTicketFile, { keyName: loose.body.key }, signedInAs.user.token)).status).toBe(404);
    const kept = await upload(signedInAs.user.token);
    await call(saveTicket, requesterTicket(demoRequester, { filesUpload: [kept.body.key] }), signedInAs.user.token);
    expect((await call(deleteTicketFile, { keyName: kept.body.key }, signedInAs.user.token)).status).toBe(400);
  });
});

describe('saved filters', () => {
  it('are per user and per list, and Clear Filter removes only that list', async () => {
    const settings = [
      { settingType: 'myTickets', settingName: 'department', settingValue: { value: '2', label: 'Facilities' } },
      { settingType: 'myTickets', settingName: 'createdDateRange', settingValue: { startDate: 'a', endDate: 'b' } },
      { settingType: 'analytics', settingName: 'department', settingValue: [] },
    ];
    expect((await call(saveUserSettings, settings, signedInAs.user.token)).status).toBe(200);
    const mine = await call(getUserSettings, { settingType: 'myTickets' }, signedInAs.user.token);
    expect(mine.body.data).toHaveLength(2);
    expect(mine.body.data.every((setting: { userId: string }) => setting.userId === '1')).toBe(true);
    // Another user naming user 1 still reads their own (empty) settings.
    expect(
      (await call(getUserSettings, { settingType: 'myTickets', userId: '1' }, signedInAs.lead.token)).body.data,
    ).toHaveLength(0);
    const cleared = await call(deleteUserSettings, { settingType: 'myTickets' }, signedInAs.user.token);
    expect(cleared.body.message).toBe('Filters cleared succesfully');
    expect((await call(getUserSettings, { settingType: 'myTickets' }, signedInAs.user.token)).body.data).toHaveLength(
      0,
    );
    expect((await call(getUserSettings, { settingType: 'analytics' }, signedInAs.user.token)).body.data).toHaveLength(
      1,
    );
  });
});

describe('My Tickets export', () => {
  it('answers a CSV of the filtered list through a short-lived link, with formulas neutralised', async () => {
    await call(
      saveTicket,
      requesterTicket(demoRequester, { dynamicFormJson: laptopIssueForm('=HYPERLINK("http://x")') }),
      signedInAs.user.token,
    );
    const query = 'ticketStatus=2';
    const token = (await call(createDownloadToken, { path: downloadMyTickets.path, query }, signedInAs.user.token)).body
      .downloadToken;
    const answer = await call(downloadMyTickets, { downloadToken: token, ticketStatus: '2' }, undefined);
    expect(answer.status).toBe(302);
    const csv = await (await fetch(answer.headers.get('location') ?? '')).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Ticket Number,Created Date (Asia/Kolkata),Branch,Subject');
    expect(lines.length).toBeGreaterThan(0);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('writes each ticket from its list row, reading in full only a subject the row cuts', async () => {
    const long = `Projector in the assembly hall flickers ${'and then goes dark '.repeat(4)}during every lecture`;
    const short = 'Projector cable missing';
    const ids: string[] = [];
    for (const summary of [long, short]) {
      const saved = await call(
        saveTicket,
        requesterTicket(demoRequester, { dynamicFormJson: laptopIssueForm(summary) }),
        signedInAs.user.token,
      );
      ids.push(String(saved.body.id));
    }
    const token = (await call(createDownloadToken, { path: downloadMyTickets.path }, signedInAs.user.token)).body
      .downloadToken;
    const answer = await call(downloadMyTickets, { downloadToken: token }, undefined);
    const csv = (await (await fetch(answer.headers.get('location') ?? '')).text()).replace(/^\uFEFF/, '');
    const records = csv.trim().split(/\r?\n/);
    const columns = records[0].split(',');
    const lineOf = (id: string) => {
      const line = records.find((record) => record.startsWith(`${id},`)) ?? '';
      return Object.fromEntries(line.split(',').map((cell, index) => [columns[index], cell]));
    };
    expect(long.length).toBeGreaterThan(100);
    expect(lineOf(ids[0])).toMatchObject({ Subject: long, Department: 'IT Support', 'Ticket Status': 'Open' });
    expect(lineOf(ids[1])).toMatchObject({ Subject: short, Department: 'IT Support', Overdue: 'No', Assignee: '' });
    expect(lineOf(ids[1])['Help Topic']).not.toBe('');
  });

  it('refuses a navigation without a download token, or with one for another path', async () => {
    expect((await call(downloadMyTickets, {}, undefined)).status).toBe(401);
    const other = (await call(createDownloadToken, { path: '/api/dataExport/download' }, signedInAs.user.token)).body
      .downloadToken;
    expect((await call(downloadMyTickets, { downloadToken: other }, undefined)).status).toBe(401);
  });
});
