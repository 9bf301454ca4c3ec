import { downloadPaths } from '../../shared/contract/index';
import { type Caller, canonicalQuery, DOWNLOAD_TTL_SECONDS, issueDownloadToken } from '../lib/auth';
import { badRequest } from '../lib/errors';

/** Issues download tokens (see ./downloads.ts), for the export paths only. */

export const DOWNLOAD_PATH_MESSAGE = 'Download links are issued for exports and attachment views only.';

export async function downloadToken(caller: Caller, path: string, query: string | undefined) {
  if (!downloadPaths.has(path)) throw badRequest(DOWNLOAD_PATH_MESSAGE);
  const bound = canonicalQuery(Object.fromEntries(new URLSearchParams(query ?? '')));
  return { downloadToken: await issueDownloadToken(caller, path, bound), expiresInSeconds: DOWNLOAD_TTL_SECONDS };
}
