import { mailLogPage as readMailLog } from '../db/inboundMail';

/**
 * Mail Log (central admins): newest first, 20 a page, exact total. Apart from ./inboundMail.ts so
 * the screen's function does not carry the MIME parser.
 */
export async function mailLogPage(query: { page: number; size: number }) {
  const { rows, totalItems } = await readMailLog(query.page, Math.max(1, query.size));
  return { mailLog: rows, currentPage: query.page, totalItems };
}
