import { randomBytes } from 'node:crypto';
import { ADDED_RECIPIENT_MAIL_NOTE, attachmentMailLine, recipientAddresses } from '../../shared/domain/mail';
import { getDepartmentAgents, listDepartmentAgents } from '../db/departmentAgents';
import { feedbackItem } from '../db/feedback';
import { type OutboxMail, outboxItem } from '../db/outbox';
import type { TransactItem } from '../db/query';
import { getTenantSettings } from '../db/tenantSettings';
import type { ThreadEntryRecord, TicketRecord } from '../db/ticketRecord';
import { inDepartmentQueue } from '../db/ticketRows';
import { findUsersByEmails, getUser, getUsers } from '../db/users';
import { env } from '../lib/env';
import { mayReadTicket } from './access';
import { callerFor, isActive } from './caller';
import { mailLines } from './changeWords';
import { FEEDBACK_LINK_LABEL, ticketMail } from './mail';
import { tenantDateFormatter } from './timeZone';

/**
 * Which mails an event sends, queued in the same transaction as the event (a new ticket's just
 * before it). The person who acted is not mailed about their own action.
 */

async function emailOf(userId: string | null | undefined): Promise<string | undefined> {
  return userId ? (await getUser(userId))?.email : undefined;
}

const others = (addresses: (string | undefined)[], actorEmail?: string) =>
  addresses.filter((address): address is string => Boolean(address) && address !== actorEmail);

/** The requester as mails name them: "Name (Branch)", or just the name when they have no branch. */
export const requesterWords = (ticket: Pick<TicketRecord, 'fullName' | 'branch'>) =>
  ticket.branch?.trim() ? `${ticket.fullName} (${ticket.branch.trim()})` : ticket.fullName;

/**
 * The mails of a new ticket. They are written just before the ticket commits (see db createTicket),
 * so each waits for its ticket: the mail job sends it only once the ticket exists.
 */
export async function createdMails(ticket: TicketRecord, actorEmail: string): Promise<TransactItem[]> {
  const assignee = await emailOf(ticket.assigneeId);
  const date = await tenantDateFormatter();
  const mails: OutboxMail[] = [];
  // Ticket Notice (issue 21 item 6): "Send alert to user" unticked means no "raised" mail to the
  // requester; the agents' mails do not depend on it.
  if (ticket.ticketNotice) {
    mails.push(
      ticketMail(ticket, [ticket.email], 'Ticket raised', [
        `We have received your ticket in ${ticket.departmentName} / ${ticket.helpTopicName}.`,
        `Raised on ${date(ticket.initialCreatedDate)}. Status: ${ticket.ticketStatus}.`,
      ]),
    );
  }
  const toAssignee = others([assignee], actorEmail);
  if (toAssignee.length > 0) {
    mails.push(
      ticketMail(ticket, toAssignee, 'Ticket assigned to you', [
        `Raised by ${requesterWords(ticket)} on ${date(ticket.initialCreatedDate)}.`,
      ]),
    );
  }
  const toDepartment = others(await queueMailRecipients(ticket), actorEmail).filter(
    (address) => address !== ticket.email,
  );
  if (toDepartment.length > 0) {
    mails.push(
      ticketMail(ticket, toDepartment, 'New ticket in your Department Queue', [
        `Raised by ${requesterWords(ticket)} in ${ticket.helpTopicName}; nobody holds it yet.`,
        'Take it from your Department Queue.',
      ]),
    );
  }
  return mails.map((mail) => outboxItem({ ...mail, awaitsTicket: ticket.id }));
}

/** A new unassigned ticket reaches its department's agents, unless the tenant turned it off (item 18). */
async function queueMailRecipients(ticket: TicketRecord): Promise<string[]> {
  if (!inDepartmentQueue(ticket)) return [];
  if ((await getTenantSettings())?.is_department_queue_mail_enabled === false) return [];
  const agents = await listDepartmentAgents(ticket.departmentId);
  const users = await getUsers(agents.map((agent) => agent.userId));
  return [...users.values()].filter((user) => user.active !== false).map((user) => user.email);
}

/** A reply reaches the requester and the named recipients; an internal note only the assignee. */
export async function replyMails(
  ticket: TicketRecord,
  entry: ThreadEntryRecord,
  actorEmail: string,
): Promise<TransactItem[]> {
  const assignee = await emailOf(ticket.assigneeId);
  const headline = entry.isInternalNotes ? `Internal note by ${entry.repliedby}` : `New reply by ${entry.repliedby}`;
  // Mails carry the message's text (escaped by ticketMail), one paragraph a line: never its HTML.
  const text = entry.textMessage.split('\n').filter((line) => line.trim());
  const fileNames = entry.s3FilesUrl.map((file) => file.fileName);
  // Decision in shared/domain/mail.ts: the files stay with the ticket; the mail names them.
  const lines = fileNames.length > 0 ? [...text, attachmentMailLine(fileNames, true)] : text;
  if (entry.isInternalNotes) {
    const toAssignee = others([assignee], actorEmail);
    return toAssignee.length > 0 ? [outboxItem(ticketMail(ticket, toAssignee, headline, lines))] : [];
  }
  const members = others([ticket.email, assignee], actorEmail);
  const known = new Set(members.map(lowerCase));
  const added = others(recipientAddresses(entry.recepients ?? ''), actorEmail).filter(
    (address) => !known.has(lowerCase(address)),
  );
  const readers = await portalReaders(ticket, added);
  const mails: TransactItem[] = [];
  if (members.length > 0) mails.push(outboxItem(ticketMail(ticket, members, headline, lines)));
  // Decisions in shared/contract/replies.ts: each added recipient gets a mail of their own (no one
  // sees another's address), without a portal link they could not use; those answer by mail.
  const guestLines = fileNames.length > 0 ? [...text, attachmentMailLine(fileNames, false)] : text;
  for (const address of new Set(added.map(lowerCase))) {
    mails.push(
      outboxItem(
        readers.has(address)
          ? ticketMail(ticket, [address], headline, lines)
          : ticketMail(ticket, [address], headline, [...guestLines, ADDED_RECIPIENT_MAIL_NOTE], null),
      ),
    );
  }
  return mails;
}

const lowerCase = (address: string) => address.trim().toLowerCase();

/** The added recipients (lower-case) whose active account may open the ticket in the portal. */
async function portalReaders(ticket: TicketRecord, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const users = [...(await findUsersByEmails(addresses)).values()].filter(isActive);
  const mappings = await getDepartmentAgents(users.map((user) => user.id));
  const readers = new Set<string>();
  for (const user of users) {
    if (await mayReadTicket(callerFor(user, mappings.get(user.id)), ticket)) readers.add(lowerCase(user.email));
  }
  return readers;
}

const FEEDBACK_LINK_BYTES = 24;

/** Status, assignment and department changes; closing adds a single-use feedback link. */
export async function changeMails(
  before: TicketRecord,
  after: TicketRecord,
  actorEmail: string,
  at: string,
): Promise<TransactItem[]> {
  const items: TransactItem[] = [];
  const lines = mailLines(before, after);
  if (lines.length === 0) return items;
  const assignee = await emailOf(after.assigneeId);
  if (after.ticketStatus === 'Closed' && before.ticketStatus !== 'Closed') {
    const feedbacklinkId = randomBytes(FEEDBACK_LINK_BYTES).toString('base64url');
    items.push(
      feedbackItem({
        feedbacklinkId,
        ticketId: after.id,
        createdAt: at,
        isFeedbackSubmitted: false,
        ticketSatisfaction: null,
        reopenReason: null,
      }),
    );
    const link = `${env.appUrl}/feedbackForm?feedbackId=${feedbacklinkId}`;
    const date = await tenantDateFormatter();
    items.push(
      outboxItem(
        ticketMail(
          after,
          [after.email],
          'Ticket closed',
          [
            ...lines,
            `Closed on ${date(after.closedDate ?? at)}.`,
            'Were you satisfied with how it was handled? Tell us with the link below (it works once).',
          ],
          // Issue 21 item 22: the link says what it opens.
          { href: link, label: FEEDBACK_LINK_LABEL },
        ),
      ),
    );
    const toAssignee = others([assignee], actorEmail).filter((address) => address !== after.email);
    if (toAssignee.length > 0) items.push(outboxItem(ticketMail(after, toAssignee, 'Ticket closed', lines)));
    return items;
  }
  const recipients = others([after.email, assignee], actorEmail);
  if (recipients.length > 0) items.push(outboxItem(ticketMail(after, recipients, 'Ticket updated', lines)));
  return items;
}
