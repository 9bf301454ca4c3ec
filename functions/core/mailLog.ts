import { MAIL_LOG_PAGE_SIZE } from '../../shared/contract/mailOutbox';
import { mailLogPage as readMailLog } from '../db/inboundMail';

/**
 * Mail Log (central admins): newest first, 20 a page by cursor. Apart from ./inboundMail.ts so the
 * screen's function does not carry the MIME parser.
 */
export async function mailLogPage(cursor?: string) {
  return readMailLog(MAIL_LOG_PAGE_SIZE, cursor);
}
