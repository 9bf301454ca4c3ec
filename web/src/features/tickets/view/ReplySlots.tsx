import type { TicketView } from '../api';
import type { ReplyDraft } from './replyPlan';

/**
 * Slots of the reply area for the agent tools of spec 2.7 and 6, which a later issue brings. Each is
 * placed where its tool belongs and receives the ticket and the reply draft, and renders nothing
 * until then: no control is shown that does not work. What each slot will hold:
 *
 * - ReplyComposeTools (above the editor): recipients search (findByParam; `draft.recepients`,
 *   comma-joined) and the canned-response picker (Original Message, Last Message, Full Message,
 *   Closing email; the text is appended to the editor).
 * - ReplyNoteTools (below the editor): the Internal Note checkbox (`draft.isInternalNotes`).
 * - ReplyTicketChangeTools (beside the status): Change Assignee (`draft.assignee`; labelled 'Select
 *   your Team Agent' when opened from My Teams) and the sub-category change (only when more than one
 *   option exists). planReply already sends a chosen assignee with the status update, first.
 * - ReplyTransferTools (by Post): Transfer (wrongly-assigned popup) and Transfer Back.
 * - TicketSlaTools (under the ticket fields): Change SLA Plan, only for the ticket's user or creator.
 */

export interface ReplySlotProps {
  ticket: TicketView;
  draft: ReplyDraft;
  onDraftChange(changes: Partial<ReplyDraft>): void;
  /** True while a post is under way (or done, until the page reloads). */
  disabled: boolean;
  isAgent: boolean;
}

export function ReplyComposeTools(_props: ReplySlotProps) {
  return null;
}

export function ReplyNoteTools(_props: ReplySlotProps) {
  return null;
}

export function ReplyTicketChangeTools(_props: ReplySlotProps) {
  return null;
}

export function ReplyTransferTools(_props: ReplySlotProps) {
  return null;
}

export function TicketSlaTools(_props: { ticket: TicketView; userId: string }) {
  return null;
}
