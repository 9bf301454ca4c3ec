import { MANDATORY_MESSAGE } from './formMessages';

/**
 * The ticket messages the server answers with (spec texts and recorded decisions), apart from the
 * contract's schemas so use cases carry the words without the zod schemas. shared/contract/tickets.ts
 * re-exports them.
 */

export { MANDATORY_MESSAGE };
export const TICKET_SAVED_MESSAGE = 'Ticket saved successfully';
/** Decisions (issue 13): a deactivated department or help topic, or a plan the tenant no longer offers. */
export const INACTIVE_TOPIC_MESSAGE = 'This help topic is no longer offered. Please choose another one.';
export const SLA_NOT_OFFERED_MESSAGE = 'Please choose one of the SLA plans offered.';

export const BULK_MESSAGES = {
  noTicket: 'Please select atleast one ticket.',
  nothingChosen: 'Please select Ticket Status and/or Assignee',
  sameStatus: (id: string) => `Ticket ${id} already present in same status`,
  /** The update's answer; the reply form shows it for a post that changed the ticket without a reply. */
  updated: 'Ticket updated successfully',
  assigneeNotFound: (supportEmail: string) =>
    `Assignee details have not found. Please report the error at the support mailbox ${supportEmail}.`,
  /**
   * Decision (issue 21 item 26; the spec lists "users" as assignee options): only agents work
   * tickets, so the option lists (getUsersByBranch, findByUserName) offer agents only and an
   * assignee who is not an agent is refused with this message.
   */
  assigneeNotAgent: (fullName: string) => `${fullName} is not an agent. Only agents can be assigned tickets.`,
} as const;

/** The thread's and reply form's messages (tickets spec 4 and 5); shared/contract/replies.ts re-exports them. */
export const REPLY_MESSAGES = {
  mandatory: 'Message is mandatory',
  sameStatus: 'Ticket already present in same status',
  posted: 'Reply Posted',
  /** Decision (issue 21 item 4): only when the server gives no reason; a 4xx shows its own message. */
  failed: 'Some Error Occurred',
  /** Issue 17: someone replied after the poster's page read the thread. */
  newerReply: (names: string) =>
    `${names} replied after you opened this ticket. Review the new reply before posting yours: your draft is kept.`,
} as const;
