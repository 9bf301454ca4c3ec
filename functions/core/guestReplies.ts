import { createHash } from 'node:crypto';
import type { TicketRecord } from '../db/ticketRecord';
import { getThread } from '../db/tickets';
import { addThreadEntries } from '../db/ticketWrites';
import { withClaimedUploads } from './files';
import { replyMails } from './notifications';
import { newThreadEntry } from './ticketKernel';

/**
 * Replies by mail from people an agent added to a ticket as recipients (issue 19), who may have no
 * account: they cannot use the web reply path, so their reply is written here, as them, through
 * the same thread entry, attachment claim and reply mails. Decision recorded in
 * shared/contract/mailOutbox.ts.
 */

/** Whether an agent named `address` as a recipient of a public reply of the ticket. */
export async function isAddedRecipient(ticketId: string, address: string): Promise<boolean> {
  const wanted = address.trim().toLowerCase();
  const { entries } = await getThread(ticketId);
  return entries.some(
    (entry) =>
      !entry.isInternalNotes &&
      (entry.recepients ?? '').split(',').some((recipient) => recipient.trim().toLowerCase() === wanted),
  );
}

/** The uploader and author id of an outside recipient: not a user id (those are numbers). */
export const guestId = (address: string) =>
  `mail-${createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 20)}`;

/** The thread's name for an outside recipient: their name as their mail gives it, and the address. */
export const guestName = (address: string, name: string | undefined) =>
  name?.trim() ? `${name.trim().slice(0, 100)} (${address})` : address;

/**
 * Appends an outside recipient's reply (HTML already made from the stripped text) with the uploads
 * in `keys` (recorded under guestId). The requester and the assignee hear of it as of any reply;
 * the ticket's status is left as it is (outside recipients have no say in it).
 */
export async function postGuestReply(
  ticket: TicketRecord,
  sender: { address: string; name?: string },
  message: string,
  keys: string[],
) {
  const author = { id: guestId(sender.address), fullName: guestName(sender.address, sender.name) };
  const unusable = 'An attachment could not be stored.';
  await withClaimedUploads({ userId: author.id }, keys, unusable, async (files) => {
    const entry = newThreadEntry(ticket.id, author, { message, s3FilesUrl: files });
    const mails = await replyMails(ticket, entry, sender.address);
    await addThreadEntries([entry], files, author.id, mails);
  });
}
