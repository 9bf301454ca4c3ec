import {
  CUSTOMER_NOT_SATISFIED,
  FEEDBACK_REASON_REQUIRED,
  feedbackLinkOpen,
  feedbackReasonMissing,
  INVALID_FEEDBACK_LINK,
} from '../../shared/domain/feedback';
import { answerFeedbackItem, getFeedback } from '../db/feedback';
import { outboxItem } from '../db/outbox';
import { getTenantSettings } from '../db/tenantSettings';
import type { TicketRecord } from '../db/ticketRecord';
import { getTicket } from '../db/tickets';
import { applyTicketChanges, StaleTicketError } from '../db/ticketWrites';
import { getUser } from '../db/users';
import { env } from '../lib/env';
import { badRequest, conflict, notFound } from '../lib/errors';
import { ticketMail } from './mail';
import { leadsMailItems, teamLeadsOfAssignee } from './teamLeads';
import { newThreadEntry, withStatus } from './ticketKernel';

/** The public satisfaction form sent when a ticket closes (administration spec, Feedback). */

export async function feedbackState(linkId: string) {
  const record = await getFeedback(linkId);
  if (!record) throw notFound(INVALID_FEEDBACK_LINK);
  const [ticket, settings] = await Promise.all([getTicket(record.ticketId), getTenantSettings()]);
  // A link of an earlier closure: the ticket was re-opened since it was sent.
  if (!record.isFeedbackSubmitted && (!ticket || !feedbackLinkOpen(record, ticket))) {
    throw notFound(INVALID_FEEDBACK_LINK);
  }
  return {
    isFeedbackSubmitted: record.isFeedbackSubmitted,
    ticketId: record.ticketId,
    subject: ticket?.subject ?? '',
    tenantName: settings?.organisationName || settings?.tenantName || env.tenant,
  };
}

/** Yes or No, once. No re-opens the ticket with the reason in its thread and tells the assignee. */
export async function submitFeedback(input: {
  feedbacklinkId: string;
  ticketSatisfaction: 'Yes' | 'No';
  reopenReason?: string | null;
}) {
  const record = await getFeedback(input.feedbacklinkId);
  if (!record) throw notFound(INVALID_FEEDBACK_LINK);
  if (record.isFeedbackSubmitted) throw badRequest('Your Feedback is already submitted');
  if (feedbackReasonMissing(input.ticketSatisfaction, input.reopenReason)) throw badRequest(FEEDBACK_REASON_REQUIRED);
  const before = await getTicket(record.ticketId);
  if (!before || !feedbackLinkOpen(record, before)) throw notFound(INVALID_FEEDBACK_LINK);
  const at = new Date().toISOString();
  const reason = input.ticketSatisfaction === 'No' ? (input.reopenReason?.trim() ?? '') : null;
  const requester = { id: before.userId, fullName: before.fullName };
  let after: TicketRecord = {
    ...before,
    ticketSatisfaction: input.ticketSatisfaction,
    updatedAt: at,
    version: before.version + 1,
  };
  const entries = [
    newThreadEntry(
      before.id,
      requester,
      { message: `Feedback: satisfied - ${input.ticketSatisfaction}`, isTicketActivityThread: true },
      at,
    ),
  ];
  const extraItems = [answerFeedbackItem(record.feedbacklinkId, input.ticketSatisfaction, reason)];
  if (input.ticketSatisfaction === 'No') {
    // "Customer not satisfied" until the ticket is Closed again; its team lead hears of it (issue 18).
    after = { ...after, customerNotSatisfied: true };
    extraItems.push(
      ...leadsMailItems(after, await teamLeadsOfAssignee(before), CUSTOMER_NOT_SATISFIED, [
        `${before.fullName} answered "No" to "Are you satisfied?" for ticket #${before.id}, assigned to ${before.assigneeFullName ?? 'nobody'}.`,
        `Reason: ${reason || 'none given'}`,
      ]),
    );
  }
  if (input.ticketSatisfaction === 'No' && before.ticketStatus !== 'Re-Open') {
    after = withStatus(after, 'Re-Open', before.fullName, at);
    after = { ...after, reopenedAfterNo: (before.reopenedAfterNo ?? 0) + 1 };
    entries.push(
      newThreadEntry(
        before.id,
        requester,
        { message: `Re-opened from feedback. Reason: ${reason || 'none given'}` },
        at,
      ),
    );
    const assignee = before.assigneeId ? await getUser(before.assigneeId) : undefined;
    if (assignee) {
      extraItems.push(
        outboxItem(
          ticketMail(after, [assignee.email], 'Re-opened by the requester', [`Reason: ${reason || 'none given'}`]),
        ),
      );
    }
  }
  try {
    await applyTicketChanges([{ ticket: after, entries, extraItems }], new Map([[before.id, before]]));
  } catch (error) {
    if (error instanceof StaleTicketError) throw conflict('Your Feedback is already submitted');
    throw error;
  }
  return { success: true, message: 'Thankyou For Your Feedback' };
}
