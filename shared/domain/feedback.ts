/** The public satisfaction form's rules (administration spec, Feedback). */

export const INVALID_FEEDBACK_LINK = 'This feedback link is not valid.';

/**
 * A feedback link belongs to the one closure it was sent for: it stays open while the ticket is
 * still Closed since that moment. Re-opening the ticket (by anyone, by any path) voids it, and a
 * later closure sends a new link; the old one stays void.
 */
export function feedbackLinkOpen(
  link: { createdAt: string },
  ticket: { ticketStatus: string; closedDate: string | null },
): boolean {
  if (ticket.ticketStatus !== 'Closed' || !ticket.closedDate) return false;
  return Date.parse(link.createdAt) >= Date.parse(ticket.closedDate);
}

/** Decision (issue 21 item 23): 'No' re-opens the ticket, so the requester must say why. */
export const FEEDBACK_REASON_REQUIRED = 'Please enter the reason';

export const feedbackReasonMissing = (satisfaction: string, reason: string | null | undefined): boolean =>
  satisfaction === 'No' && !(reason ?? '').trim();

/** The mark lists show, and the team lead's mail headline, after a "No" answer (issue 18). */
export const CUSTOMER_NOT_SATISFIED = 'Customer not satisfied';
