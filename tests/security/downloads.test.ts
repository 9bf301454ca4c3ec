import { describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '../../shared/contract/analytics';
import { downloadAllTickets, downloadMyTickets } from '../../shared/contract/exports';
import { createDownloadToken, getAllUsersWithPagination } from '../../shared/contract/users';
import { call } from '../integration/api';
import { send, tokenOf } from './support';

/**
 * Issue #15 item 10: a download token is bound to one export path and one query, is accepted once,
 * and is never accepted by a JSON answer.
 */

async function tokenFor(role: 'user' | 'admin', path: string, query = '') {
  const answer = await call(createDownloadToken, { path, query }, await tokenOf(role));
  return answer;
}

describe('download tokens', () => {
  it('is accepted once, for its path and its query only', async () => {
    const query = { ticketStatus: '2' };
    const issued = await tokenFor('user', downloadMyTickets.path, 'ticketStatus=2');
    expect(issued.status).toBe(200);
    const downloadToken = issued.body.downloadToken as string;

    // Another query (a wider export) or another export path: refused before any use.
    expect((await send(downloadMyTickets, { query: { ticketStatus: '1', downloadToken } })).status).toBe(401);
    expect((await send(downloadMyTickets, { query: { downloadToken } })).status).toBe(401);
    expect((await send(downloadAllTickets, { query: { ...query, downloadToken } })).status).toBe(401);

    const first = await send(downloadMyTickets, { query: { ...query, downloadToken } });
    expect(first.status).toBe(302);
    const again = await send(downloadMyTickets, { query: { ...query, downloadToken } });
    expect(again.status).toBe(401);
    expect(JSON.parse(again.text).message).toMatch(/expired or was already used/);
  });

  it('is never issued for, nor accepted by, a JSON endpoint', async () => {
    const forJson = await tokenFor('admin', getAllUsersWithPagination.path);
    expect(forJson.status).toBe(400);
    expect(forJson.body.message).toBe('Download links are issued for exports and attachment views only.');

    // isExport=true no longer turns a JSON GET into a download, whatever token rides along.
    const exportToken = (await tokenFor('admin', downloadAllTickets.path)).body.downloadToken as string;
    const json = await send(getAllUsersWithPagination, { query: { isExport: 'true', downloadToken: exportToken } });
    expect(json.status).toBe(401);
  });

  it("takes an analytics view's CSV with isExport=true, never its JSON answer", async () => {
    const view = analyticsEndpoints[0];
    const range = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
    const exportQuery = new URLSearchParams({ ...range, isExport: 'true' }).toString();
    const issued = (await tokenFor('user', view.path, exportQuery)).body.downloadToken as string;
    // The same token without isExport=true asks for the JSON answer: refused.
    expect((await send(view, { query: { ...range, downloadToken: issued } })).status).toBe(401);
    const csv = await send(view, { query: { ...range, isExport: 'true', downloadToken: issued } });
    expect(csv.status).toBe(302);
  });
});
