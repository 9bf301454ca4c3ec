import { acceptsDownloadToken, type EndpointDefinition } from '../../shared/contract/endpoint';
import { claimDownloadToken } from '../db/downloadTokens';
import { type Caller, canonicalQuery, verifyDownloadToken } from '../lib/auth';
import { unauthorized } from '../lib/errors';

/**
 * Download tokens (issue #15 item 10): a browser navigation (CSV export, attachment view) cannot send
 * the bearer header, so it carries a token bound to one export path and one query, valid one minute,
 * accepted once, and never by a JSON answer. Issuing them is in ./downloadLinks.ts: it needs the
 * list of every endpoint, which the preset (and so every function) must not bundle.
 */

export const DOWNLOAD_LINK_MESSAGE =
  'This download link has expired or was already used. Please start the download again.';

/** The caller a download token stands for on this request, once; anything else is a 401. */
export async function redeemDownloadToken(
  endpoint: EndpointDefinition,
  query: Record<string, string | undefined>,
): Promise<Caller> {
  if (!query.downloadToken || !acceptsDownloadToken(endpoint, query)) throw unauthorized('Please sign in.');
  let verified: Awaited<ReturnType<typeof verifyDownloadToken>>;
  try {
    verified = await verifyDownloadToken(query.downloadToken, endpoint.path, canonicalQuery(query));
  } catch {
    throw unauthorized(DOWNLOAD_LINK_MESSAGE);
  }
  if (!(await claimDownloadToken(verified.tokenId, verified.expiresAt))) throw unauthorized(DOWNLOAD_LINK_MESSAGE);
  return verified.caller;
}
