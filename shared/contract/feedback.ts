import * as z from 'zod';
import { successMessage } from './common';
import { defineEndpoint } from './endpoint';

/** The requester's feedback link of a closed ticket (tickets spec, feedback form; issue 21 item 23). */

export const getFeedbackRecord = defineEndpoint('POST /api/ticket/getFeedbackRecord', {
  access: 'public',
  summary: 'Whether a feedback link was answered, and the ticket and tenant it is about.',
  request: z.object({ formUUId: z.string().min(16).max(100) }),
  /**
   * Decision (issue 21 item 23): the page names what it asks about, the ticket number and subject
   * and the tenant's name (the link is a single-use secret of the requester's mail).
   */
  response: z.object({
    isFeedbackSubmitted: z.boolean(),
    ticketId: z.string(),
    subject: z.string(),
    tenantName: z.string(),
  }),
});

export const submitFeedbackForm = defineEndpoint('POST /api/ticket/submitFeedbackForm', {
  access: 'public',
  /** Decision (issue 21 item 23): No needs a reason (400 'Please enter the reason'), checked here too. */
  summary: 'Answer a feedback link once; No re-opens the ticket with the reason.',
  request: z.object({
    feedbacklinkId: z.string().min(16).max(100),
    ticketSatisfaction: z.enum(['Yes', 'No']),
    reopenReason: z.string().max(4000).optional().nullable(),
  }),
  response: successMessage,
});
