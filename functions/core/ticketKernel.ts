import { randomUUID } from 'node:crypto';
import { sanitizeMessageHtml } from '../../shared/domain/messageSanitizer';
import { messageText } from '../../shared/domain/richText';
import type { TicketStatus } from '../../shared/domain/statuses';
import type { ThreadEntryRecord, TicketRecord } from '../db/ticketRecord';
import { getUser, type UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
import { forbidden } from '../lib/errors';

/**
 * The small pieces every ticket use case builds on: a thread entry, the acting user, a status set
 * with what closing and re-opening mean. Use cases import these; this file imports no use case.
 */

/** A thread entry by `author`: its message passes the allow-list, its text is kept for mails. */
export function newThreadEntry(
  ticketId: string,
  author: { id: string; fullName: string },
  fields: Partial<
    Pick<ThreadEntryRecord, 'message' | 'isInternalNotes' | 'isTicketActivityThread' | 'recepients' | 's3FilesUrl'>
  >,
  at = new Date().toISOString(),
): ThreadEntryRecord {
  // Every stored message passes the allow-list (issue 21 item 15); textMessage is its text for mails.
  const message = sanitizeMessageHtml(fields.message ?? '');
  return {
    id: randomUUID(),
    ticketId,
    message,
    textMessage: messageText(message),
    repliedby: author.fullName,
    repliedById: author.id,
    createdAt: at,
    messageDateTime: fields.isTicketActivityThread ? at : null,
    isInternalNotes: fields.isInternalNotes ?? false,
    isTicketActivityThread: fields.isTicketActivityThread ?? false,
    recepients: fields.recepients ?? null,
    s3FilesUrl: fields.s3FilesUrl ?? [],
  };
}

/** The caller's own user record (a deleted account may not act). */
export async function callerRecord(caller: Caller): Promise<UserRecord> {
  const user = await getUser(caller.userId);
  if (!user) throw forbidden('Your user account no longer exists.');
  return user;
}

/** The ticket in `status`: closing records when and by whom, re-opening clears it. */
export function withStatus(ticket: TicketRecord, status: TicketStatus, by: string, at: string): TicketRecord {
  const closed = status === 'Closed' || status === 'Resolved';
  return {
    ...ticket,
    ticketStatus: status,
    closedDate: closed ? at : status === 'Re-Open' ? null : ticket.closedDate,
    closedBy: closed ? by : status === 'Re-Open' ? null : ticket.closedBy,
    // "Customer not satisfied" lasts until the ticket is Closed again (issue 18).
    ...(status === 'Closed' && ticket.customerNotSatisfied ? { customerNotSatisfied: false } : {}),
  };
}
