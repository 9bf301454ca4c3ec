import type { TicketView } from '@/api/tickets';
import type { AgentReplyDraft } from './replyPlan';

/** The props of ReplySlots' places, in a file of their own so the lazily loaded tools can import them without a circle. */

export interface ReplySlotProps {
  ticket: TicketView;
  draft: AgentReplyDraft;
  onDraftChange(changes: Partial<AgentReplyDraft>): void;
  /** True while a post is under way (or done, until the page reloads). */
  disabled: boolean;
  isAgent: boolean;
  /** Reloads the ticket and its thread (after a change made outside the reply, such as the sub-category). */
  onReload(posted: boolean): Promise<void>;
  /** Focus the message editor, caret at the end (after a tool that had the focus is done). */
  focusMessage(): void;
}

export interface TicketSlaToolsProps {
  ticket: TicketView;
  userId: string;
  onReload?(posted: boolean): Promise<void>;
}
