import { acceptsDownloadToken, type EndpointDefinition } from '../../shared/contract/endpoint';
import { claimDownloadToken } from '../db/downloadTokens';
import { type Caller, canonicalQuery, verifyDownloadToken } from '../lib/auth';
import { unauthorized } from '../lib/errors';

/**
 * Redeeming a download token (issued by core/downloads.ts), for the preset of every handler. Kept
 * apart from the issuing side, which needs the whole contract (its list of download paths): this
 * file reads only the endpoint at hand, so no bundle carries every contract module for it.
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
