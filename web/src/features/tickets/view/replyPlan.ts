import type { RequestOf } from '@shared/contract/endpoint';
import type { saveReply } from '@shared/contract/replies';
import type { bulkUpdateStatus } from '@shared/contract/tickets';
import { invalidRecipientsMessage, isMailAddress } from '@shared/domain/mail';
import { hasMessageText } from '@shared/domain/richText';
import type { TicketStatus } from '@shared/domain/statuses';
import { BULK_MESSAGES, REPLY_MESSAGES } from '@shared/domain/ticketMessages';
import { refusalMessage } from '@/lib/apiError';
import type { UploadedFile } from '@/lib/attachmentRules';

/**
 * Posting a reply (tickets spec 4 "Posting a reply", 5 and 8), as plain data: what is sent, in which
 * order, and which message a refusal or a failure shows. No React here: the unit tests read it.
 */

export { REPLY_MESSAGES };

export interface ReplyDraft {
  message: string;
  /** One file at a time (spec 5). */
  attachment?: UploadedFile;
  /** '' when the status is left as it is. */
  status: string;
  /** Agent tools (a later issue fills them in the reply area's slots). */
  recepients?: string;
  /** Text typed in the Recipients box and not yet added (never dropped silently on Post). */
  recipientText?: string;
  /** Why `recipientText` cannot be added (not an address, or outside the mail domains); '' when it can. */
  recipientProblem?: string;
  /** The problem is shown under Recipients (after Enter or Post tried to add the text). */
  recipientProblemShown?: boolean;
  isInternalNotes?: boolean;
  assignee?: { id: string; fullName: string };
}

export const emptyReplyDraft = (): ReplyDraft => ({ message: '', status: '' });

export type ReplyPlan =
  /** `field`: the refusal is about the Recipients box, which is marked with the message. */
  | { kind: 'refuse'; message: string; field?: 'recipients' }
  | {
      kind: 'send';
      /** Made first, when a status or an assignee was chosen. */
      update?: RequestOf<typeof bulkUpdateStatus>;
      /** Then the reply itself, when there is a message. */
      reply?: RequestOf<typeof saveReply>;
    };

/** The editor's text counts when something other than blanks (or empty markup) is left: the server's rule. */
export const hasMessage = hasMessageText;

export function planReply(
  draft: ReplyDraft,
  ticket: { id: string; ticketStatus: string; assigneeId?: string | null },
  userId: string,
  newId: () => string,
): ReplyPlan {
  // Text left typed in Recipients is added when it is a usable address, else Post stops there.
  const typed = draft.recipientText?.trim() ?? '';
  const typedProblem = draft.recipientProblem || (isMailAddress(typed) ? '' : invalidRecipientsMessage([typed]));
  if (typed && typedProblem) return { kind: 'refuse', message: typedProblem, field: 'recipients' };
  const recepients = typed ? `${draft.recepients ? `${draft.recepients},` : ''}${typed}` : draft.recepients;
  const withMessage = hasMessage(draft.message);
  // The current assignee is no change (leaving the assignee box commits its highlighted option, the
  // current assignee): nothing is sent for it, and alone it does not stand in for a message.
  const assignee = draft.assignee && draft.assignee.id !== ticket.assigneeId ? draft.assignee : undefined;
  // A file rides on a reply, and a reply needs its message; only an assignee change may go without
  // one (spec 5: 'Needs a message or an assignee change'; a status alone is refused, issue 21 item 9).
  if (!withMessage && (draft.attachment || !assignee)) {
    return { kind: 'refuse', message: REPLY_MESSAGES.mandatory };
  }
  if (draft.status && draft.status === ticket.ticketStatus) {
    return { kind: 'refuse', message: REPLY_MESSAGES.sameStatus };
  }
  const plan: ReplyPlan = { kind: 'send' };
  if (draft.status || assignee) {
    plan.update = {
      id: [ticket.id],
      userId,
      ...(draft.status ? { ticketStatus: draft.status as TicketStatus } : {}),
      ...(assignee ? { assigneeId: assignee.id, assigneeFullName: assignee.fullName } : {}),
    };
  }
  if (withMessage) {
    plan.reply = {
      ticketId: ticket.id,
      from: userId,
      message: draft.message,
      s3FilesUrl: draft.attachment ? [{ ...draft.attachment, id: newId() }] : [],
      isInternalNotes: draft.isInternalNotes === true,
      ...(recepients ? { recepients } : {}),
    };
  }
  return plan;
}

export type ReplyOutcome = { intent: 'success' | 'warning' | 'error'; message: string };

/** The bulk update's own words, for a post that changed the ticket without a reply. */
export const TICKET_UPDATED_MESSAGE = BULK_MESSAGES.updated;

/**
 * What a successful post says: 'Reply Posted' only when a reply was posted; a post that changed
 * the status or assignee alone says what the update said ('Ticket updated successfully').
 */
export function postedOutcome(plan: { reply?: unknown }, updateMessage?: string): ReplyOutcome {
  if (plan.reply) return { intent: 'success', message: REPLY_MESSAGES.posted };
  return { intent: 'success', message: updateMessage || TICKET_UPDATED_MESSAGE };
}

/**
 * The statuses offered on a ticket: never the one it has (spec: 'A ticket cannot be set to the
 * status it already has'; offered, it was only refused on Post).
 */
export const offeredStatuses = (statuses: readonly string[], current: string): string[] =>
  statuses.filter((status) => status !== current);

const SAME_STATUS = /already present in same status/i;

/**
 * What a failed step shows. The status update's "Ticket {id} already present in same status" is the
 * reply's "Ticket already present in same status"; a refusal (4xx) shows the server's message
 * (issue 21 item 4: the 400, 403 and 409 texts); no answer or a 5xx is "Some Error Occurred".
 */
export function replyFailure(step: 'update' | 'reply', error: { status?: number; message?: string }): ReplyOutcome {
  if (step === 'update' && error.message && SAME_STATUS.test(error.message)) {
    return { intent: 'warning', message: REPLY_MESSAGES.sameStatus };
  }
  if (step === 'reply' && error.status === 400 && error.message === REPLY_MESSAGES.mandatory) {
    return { intent: 'warning', message: REPLY_MESSAGES.mandatory };
  }
  return { intent: 'error', message: refusalMessage(error) ?? REPLY_MESSAGES.failed };
}

/** A status update answered with success false: the server's message as an error (spec 8). */
export function updateRefused(message: string): ReplyOutcome {
  if (SAME_STATUS.test(message)) return { intent: 'warning', message: REPLY_MESSAGES.sameStatus };
  return { intent: 'error', message: message || REPLY_MESSAGES.failed };
}

/** The reply draft with what the agent tools add to it. */
export interface AgentReplyDraft extends ReplyDraft {
  /** A canned response went into the message (sent as usedInCannedFilters). */
  usedInCannedFilters?: boolean;
}

/** Carries the agent-only flag of the draft into the planned calls (status update and reply). */
export function withAgentFlags(plan: ReplyPlan, draft: AgentReplyDraft): ReplyPlan {
  if (plan.kind !== 'send' || !draft.usedInCannedFilters) return plan;
  return {
    ...plan,
    ...(plan.update ? { update: { ...plan.update, usedInCannedFilters: true } } : {}),
    ...(plan.reply ? { reply: { ...plan.reply, usedInCannedFilters: true } } : {}),
  };
}
