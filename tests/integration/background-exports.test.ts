import { describe, expect, it } from 'vitest';
import { queuedExportJobIds } from '../../functions/db/exportJobs';
import {
  downloadAllTickets,
  downloadExportJob,
  getExportJob,
  startAllTicketsExport,
} from '../../shared/contract/exports';
import { saveTicket } from '../../shared/contract/tickets';
import { createDownloadToken } from '../../shared/contract/users';
import { demoRequester, laptopIssueForm, requesterTicket } from '../factories/tickets';
import { apiUrl, call, demoSessions } from './api';

/**
 * All Tickets' Export Data as a background job (issue 22): started at once, written by the export
 * job function (run here on demand, as the integration tier runs every job), read back by its
 * starter only.
 */

type Session = { token: string; userId: string };

const runExportJob = () => fetch(`${apiUrl()}/__local/jobs/exportJobs`, { method: 'POST' });

/** Follows a download navigation (token, then the redirect) to the file's text. */
async function downloadText(
  endpoint: typeof downloadAllTickets | typeof downloadExportJob,
  query: Record<string, string>,
  session: Session,
) {
  const token = (
    await call(
      createDownloadToken,
      { path: endpoint.path, query: new URLSearchParams(query).toString() },
      session.token,
    )
  ).body.downloadToken;
  const answer = await call(endpoint, { ...query, downloadToken: token }, undefined);
  if (answer.status !== 302) return { status: answer.status, text: '' };
  return { status: 302, text: await (await fetch(answer.headers.get('location') ?? '')).text() };
}

const signedInAs = demoSessions('user', 'central', 'lead');

describe('All Tickets background export', () => {
  it('answers at once, reports its progress up to the total, and writes the same file as the synchronous export', {
    timeout: 60_000,
  }, async () => {
    const startDate = new Date(Date.now() - 3_600_000).toISOString();
    const long = `Lab projector ${'flickers and then goes dark '.repeat(5)}in every class`;
    for (const summary of ['=HYPERLINK("http://x") lab printer', long]) {
      await call(
        saveTicket,
        requesterTicket(demoRequester, { dynamicFormJson: laptopIssueForm(summary) }),
        signedInAs.user.token,
      );
    }
    const filters = { startDate, endDate: new Date().toISOString() };

    const started = await call(startAllTicketsExport, filters, signedInAs.central.token);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'queued', rowsDone: 0, rowsTotal: null, message: null });
    const jobId = String(started.body.jobId);
    expect((await call(getExportJob, { jobId }, signedInAs.central.token)).body.status).toBe('queued');
    // Not finished yet: no file.
    expect((await downloadText(downloadExportJob, { jobId }, signedInAs.central)).status).toBe(409);

    expect((await runExportJob()).status).toBe(200);
    const progress = await call(getExportJob, { jobId }, signedInAs.central.token);
    expect(progress.body.status).toBe('done');
    expect(progress.body.rowsTotal).toBeGreaterThanOrEqual(2);
    expect(progress.body.rowsDone).toBe(progress.body.rowsTotal);

    const file = await downloadText(downloadExportJob, { jobId }, signedInAs.central);
    expect(file.status).toBe(302);
    const synchronous = await downloadText(downloadAllTickets, filters, signedInAs.central);
    expect(file.text).toBe(synchronous.text);
    expect(file.text).toContain(long);
    expect(file.text).toContain(`"'=HYPERLINK(""http://x"") lab printer"`);
    // Header plus one line per ticket (no subject here holds a line break).
    expect(file.text.trim().split('\r\n')).toHaveLength(Number(progress.body.rowsTotal) + 1);
  });

  it('is read and downloaded only by the user who started it: anyone else gets 404', async () => {
    const started = await call(startAllTicketsExport, {}, signedInAs.central.token);
    const jobId = String(started.body.jobId);
    await runExportJob();
    expect((await call(getExportJob, { jobId }, signedInAs.central.token)).body.status).toBe('done');
    expect((await call(getExportJob, { jobId }, signedInAs.lead.token)).status).toBe(404);
    expect((await downloadText(downloadExportJob, { jobId }, signedInAs.lead)).status).toBe(404);
    expect((await call(getExportJob, { jobId: crypto.randomUUID() }, signedInAs.central.token)).status).toBe(404);
    // Not a central pool member: refused before the job is looked at.
    expect((await call(getExportJob, { jobId }, signedInAs.user.token)).status).toBe(403);
  });

  it('refuses bad filters and callers without access with a clear 4xx, queueing nothing', async () => {
    const queuedBefore = await queuedExportJobIds();
    const tooLong = await call(
      startAllTicketsExport,
      { startDate: '2025-01-01T00:00:00.000Z', endDate: '2025-12-31T23:59:59.999Z' },
      signedInAs.central.token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/6 months/);
    const backwards = await call(
      startAllTicketsExport,
      { startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-02-01T00:00:00.000Z' },
      signedInAs.central.token,
    );
    expect(backwards.status).toBe(400);
    expect((await call(startAllTicketsExport, { startDate: 'yesterday' }, signedInAs.central.token)).status).toBe(400);
    expect((await call(startAllTicketsExport, {}, signedInAs.user.token)).status).toBe(403);
    expect((await call(getExportJob, { jobId: '../../etc' }, signedInAs.central.token)).status).toBe(400);
    expect(await queuedExportJobIds()).toEqual(queuedBefore);
  });
});
