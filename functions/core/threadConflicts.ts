import { worksTickets } from '../../shared/domain/roles';
import { REPLY_MESSAGES } from '../../shared/domain/ticketMessages';
import { threadEntriesAfter } from '../db/tickets';
import type { Caller } from '../lib/auth';
import { conflict } from '../lib/errors';

/**
 * Issue 17: a reply or note by someone else, written after the newest entry the poster's page
 * showed, is reviewed before posting over it (409, nothing written; the page keeps the draft).
 * The one rule for both calls of a post: the reply (postReply) and the status or assignee change
 * made first (bulkUpdate), so a refused post changes nothing.
 */
export async function refuseOverNewerReplies(caller: Caller, ticketId: string, seenThreadThrough: string) {
  const newer = (await threadEntriesAfter(ticketId, new Date(seenThreadThrough).toISOString())).filter(
    (entry) => !entry.isTicketActivityThread && entry.repliedById !== caller.userId,
  );
  // Internal notes are news only to those who may read them.
  const visible = worksTickets(caller.flags) ? newer : newer.filter((entry) => !entry.isInternalNotes);
  if (visible.length === 0) return;
  const names = [...new Set(visible.map((entry) => entry.repliedby))].join(', ');
  throw conflict(REPLY_MESSAGES.newerReply(names));
}
