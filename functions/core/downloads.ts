import { downloadPaths } from '../../shared/contract/index';
import { type Caller, canonicalQuery, DOWNLOAD_TTL_SECONDS, issueDownloadToken } from '../lib/auth';
import { badRequest } from '../lib/errors';

/**
 * Download tokens (issue #15 item 10): a browser navigation (CSV export, attachment view) cannot send
 * the bearer header, so it carries a token bound to one export path and one query, valid one minute,
 * accepted once, and never by a JSON answer. Redeeming one is core/downloadAccess.ts.
 */

export const DOWNLOAD_PATH_MESSAGE = 'Download links are issued for exports and attachment views only.';

export async function downloadToken(caller: Caller, path: string, query: string | undefined) {
  if (!downloadPaths.has(path)) throw badRequest(DOWNLOAD_PATH_MESSAGE);
  const bound = canonicalQuery(Object.fromEntries(new URLSearchParams(query ?? '')));
  return { downloadToken: await issueDownloadToken(caller, path, bound), expiresInSeconds: DOWNLOAD_TTL_SECONDS };
}
