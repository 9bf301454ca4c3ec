import * as z from 'zod';
import { pagedQuery, pageOf, successMessage } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Failed mails, for central admins (not in the spec; decided here in the spec's style).
 *
 * Decision: every mail waits in the outbox and is tried up to 5 times (through the tenant's SMTP
 * server when SMTP is enabled and configured, else SES); after the fifth failure it is kept as
 * failed. `GET /api/mailOutbox/getFailedMails` pages those (20 a page, newest first; searchParam
 * matches the recipients or the subject), and `POST /api/mailOutbox/retryMail` with `{ id }` puts one
 * back in the queue with its attempts reset to 0, answering 'Mail queued for retry'; the next
 * mailOutbox run sends it. A mail that is not failed (already retried or sent) answers 404
 * 'Mail not found among failed mails'. Neither call ever shows a mail's body.
 */

export const failedMailRow = z.object({
  id: z.string(),
  /** When the mail was queued (ISO). */
  createdAt: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
});
export type FailedMailRow = z.infer<typeof failedMailRow>;

export const getFailedMails = defineEndpoint({
  area: 'mailOutbox',
  handler: 'getFailedMails',
  method: 'GET',
  path: '/api/mailOutbox/getFailedMails',
  access: 'centralAdmin',
  summary: 'Failed Mails: mails given up after the last retry, newest first (20 a page, search).',
  request: pagedQuery.pick({ page: true, size: true, searchParam: true }),
  response: pageOf('failedMails', failedMailRow),
});

export const retryMail = defineEndpoint({
  area: 'mailOutbox',
  handler: 'retryMail',
  method: 'POST',
  path: '/api/mailOutbox/retryMail',
  access: 'centralAdmin',
  summary: 'Put one failed mail back in the queue with its attempts reset.',
  request: z.object({ id: z.string().min(1).max(100) }),
  response: successMessage,
});

export { FAILED_MAIL_NOT_FOUND, MAX_MAIL_ATTEMPTS, RETRY_MAIL_MESSAGE } from '../domain/mail';
