import { REPLY_MESSAGES } from '../../shared/contract/replies';
import { recipientsProblem } from '../../shared/domain/mail';
import { sanitizeMessageHtml } from '../../shared/domain/messageSanitizer';
import { hasMessageText } from '../../shared/domain/richText';
import { worksTickets } from '../../shared/domain/roles';
import { ANSWERED_STATUS, AWAITING_REQUESTER_STATUS } from '../../shared/domain/statuses';
import type { AttachmentRef, ThreadEntryRecord, TicketRecord } from '../db/ticketRecord';
import { getThread } from '../db/tickets';
import { AttachmentClaimError, addThreadEntries, applyTicketChanges, StaleTicketError } from '../db/ticketWrites';
import type { Caller } from '../lib/auth';
import { badRequest, conflict, STALE_VERSION_MESSAGE } from '../lib/errors';
import { readableTicket } from './access';
import { answeredActivityLine } from './changeWords';
import { withClaimedUploads } from './files';
import { allowedMailDomains } from './mailDomains';
import { replyMails } from './notifications';
import { slaSetting, withStatusClock } from './slaClock';
import { refuseOverNewerReplies } from './threadConflicts';
import { callerRecord, newThreadEntry, withStatus } from './ticketKernel';

/** The thread and replies (spec 2.7, 4). */

export async function threadOf(caller: Caller, ticketId: string) {
  await readableTicket(caller, ticketId);
  const { entries } = await getThread(ticketId);
  const isAgent = worksTickets(caller.flags);
  // Internal notes never leave the server for non-agents.
  const visible = isAgent ? entries : entries.filter((entry) => !entry.isInternalNotes);
  return visible.map((entry) => ({
    id: entry.id,
    message: entry.message,
    textMessage: entry.textMessage,
    repliedby: entry.repliedby,
    createdAt: entry.createdAt,
    messageDateTime: entry.messageDateTime,
    isInternalNotes: entry.isInternalNotes,
    isTicketActivityThread: entry.isTicketActivityThread,
    s3FilesUrl: entry.s3FilesUrl,
    recepients: isAgent && entry.recepients?.trim() ? entry.recepients : null,
  }));
}

export interface ReplyInput {
  ticketId: string;
  message: string;
  recepients?: string | null;
  isInternalNotes?: boolean;
  s3FilesUrl?: AttachmentRef[];
  seenThreadThrough?: string;
}

/** A public reply by an agent other than the requester, on a ticket not yet answered. */
const stampsFirstResponse = (ticket: TicketRecord, entry: ThreadEntryRecord, authorId: string, isAgent: boolean) =>
  isAgent && !entry.isInternalNotes && !ticket.firstResponseAt && authorId !== ticket.userId;

/**
 * The ticket as the reply leaves it, with the activity entries that say why. The first public agent
 * reply stamps the first response (issue 18). The requester's public reply to a ticket waiting for
 * it returns it to Open (decision in shared/contract/replies.ts), resuming a paused SLA clock.
 */
async function ticketAfterReply(
  ticket: TicketRecord,
  entry: ThreadEntryRecord,
  isAgent: boolean,
): Promise<{ after: TicketRecord; activity: string[] }> {
  let after = stampsFirstResponse(ticket, entry, entry.repliedById, isAgent)
    ? { ...ticket, firstResponseAt: entry.createdAt }
    : ticket;
  const activity: string[] = [];
  const answersRequesterWait =
    !entry.isInternalNotes && entry.repliedById === ticket.userId && ticket.ticketStatus === AWAITING_REQUESTER_STATUS;
  if (answersRequesterWait) {
    const answered = withStatus(after, ANSWERED_STATUS, entry.repliedby, entry.createdAt);
    const clocked = withStatusClock(after, answered, await slaSetting(), entry.createdAt);
    after = clocked.ticket;
    activity.push(answeredActivityLine(ticket, after, entry.repliedby), ...clocked.activity);
  }
  return { after, activity };
}

/** The domains an agent may add reply recipients from, so the reply form checks a typed address as the server will. */
export async function recipientDomains() {
  return { domains: await allowedMailDomains() };
}

export async function postReply(caller: Caller, input: ReplyInput) {
  const isAgent = worksTickets(caller.flags);
  // Judged on what would be stored: markup that sanitises to nothing is no message.
  if (!hasMessageText(sanitizeMessageHtml(input.message))) throw badRequest(REPLY_MESSAGES.mandatory);
  const ticket = await readableTicket(caller, input.ticketId);
  if (input.seenThreadThrough) await refuseOverNewerReplies(caller, input.ticketId, input.seenThreadThrough);
  if (isAgent && input.recepients?.trim()) {
    // Recipients are addresses the mail job can send to, from the tenant's mail domains (issue #15):
    // anything else is refused before any write, naming the address and the allowed domains.
    const problem = recipientsProblem(input.recepients, await allowedMailDomains());
    if (problem) throw badRequest(problem);
  }
  const author = await callerRecord(caller);
  const unusable = 'The attachment could not be used: upload it again and retry.';
  // Only the keys count: each attachment's name comes from its stored upload, never from the body.
  const keys = (input.s3FilesUrl ?? []).map((file) => file.key);
  await withClaimedUploads(caller, keys, unusable, async (files) => {
    const entry = newThreadEntry(input.ticketId, author, {
      message: input.message,
      // Recipients and internal notes are agent tools; a requester's reply is always public.
      isInternalNotes: isAgent && input.isInternalNotes === true,
      recepients: isAgent ? (input.recepients ?? null) : null,
      s3FilesUrl: files,
    });
    const { after, activity } = await ticketAfterReply(ticket, entry, isAgent);
    const mails = await replyMails(after, entry, author.email);
    try {
      // Most replies write the entry alone; one that changes the ticket (a first response, an answer
      // handing it back) writes the ticket and its rows with it, conditioned on the version read.
      if (after !== ticket) {
        const activityEntries = activity.map((message) =>
          newThreadEntry(ticket.id, author, { message, isTicketActivityThread: true }, entry.createdAt),
        );
        await applyTicketChanges(
          [
            {
              ticket: { ...after, updatedAt: entry.createdAt, version: ticket.version + 1 },
              entries: [entry, ...activityEntries],
              attachments: files,
              uploaderId: author.id,
              extraItems: mails,
            },
          ],
          new Map([[ticket.id, ticket]]),
        );
      } else {
        await addThreadEntries([entry], files, author.id, mails);
      }
    } catch (error) {
      if (error instanceof AttachmentClaimError) throw badRequest(unusable);
      if (error instanceof StaleTicketError) throw conflict(STALE_VERSION_MESSAGE);
      throw error;
    }
  });
  return { success: true, message: REPLY_MESSAGES.posted };
}
