import * as z from 'zod';
import { INPUT_LIMITS, idString, idText, isoInstant, nameText, successMessage, text } from './common';
import { defineEndpoint } from './endpoint';
import { attachmentRef } from './ticketShapes';

/** Thread, replies and canned responses (tickets spec sections 3, 4 and 7). */

export const threadEntry = z.object({
  id: z.string(),
  /** Sanitised HTML when it holds a tag (render through the allow-list), else plain text (render as text). */
  message: z.string(),
  /** The message as text (shared/domain/richText.ts messageText): mails and canned responses use it. */
  textMessage: z.string(),
  repliedby: z.string(),
  createdAt: z.string(),
  messageDateTime: z.string().nullable(),
  isInternalNotes: z.boolean(),
  isTicketActivityThread: z.boolean(),
  s3FilesUrl: z.array(attachmentRef),
  /**
   * Decision (a reply's added recipients shown in the thread): the addresses an agent added to a
   * public reply, comma-joined as posted, so agents see under the reply who else it went to ("Also
   * sent to: …"). Null on other entries, and always for non-agents (recipients are an agent tool).
   */
  recepients: z.string().nullable(),
});
export type ThreadEntry = z.infer<typeof threadEntry>;

export const getRepliesByTicketId = defineEndpoint('POST /api/ticketReplies/getByTicketId', {
  access: 'signedIn',
  summary: 'The ticket thread, oldest first; internal notes are removed for non-agents.',
  request: z.object({ ticketId: idString }),
  response: z.array(threadEntry),
});

export const saveReply = defineEndpoint('POST /api/ticketReplies/save', {
  access: 'signedIn',
  summary: 'Post a reply (one attachment at most); agents may add recipients and internal notes.',
  request: z.object({
    to: text(INPUT_LIMITS.textBytes).optional().nullable(),
    from: idString.optional(),
    recepients: text(INPUT_LIMITS.textBytes).optional().nullable(),
    /**
     * Decision (issue 21 item 15): the reply editor's HTML, or plain text. The limit counts what is
     * sent (the HTML); the server stores it through the allow-list (shared/domain/messageSanitizer.ts:
     * p, br, b/strong, i/em, ul, ol, li, a with an http(s)/mailto href, rel="noopener noreferrer")
     * and 'Message is mandatory' judges the text left after it, so `<p></p>` is no message.
     */
    message: text(INPUT_LIMITS.messageBytes).default(''),
    ticketId: idString,
    s3FilesUrl: z
      .array(z.object({ fileName: nameText, key: text(INPUT_LIMITS.keyBytes), id: idText }))
      .max(1)
      .optional()
      .default([]),
    isInternalNotes: z.boolean().optional().default(false),
    usedInCannedFilters: z.boolean().optional().default(false),
    isTicketActivityThread: z.boolean().optional().default(false),
    /**
     * Decision (issue 17, "posting over someone else's newer reply asks to review it first"): the
     * time of the newest thread entry the poster's page shows. When given, a reply or internal note
     * by someone else written after it refuses the post (409, REPLY_MESSAGES.newerReply) and writes
     * nothing; the page offers to reload the thread and keeps the draft. Activity entries (status,
     * assignee) do not count. Absent (older clients, mail), the reply is posted as before.
     */
    seenThreadThrough: isoInstant.optional(),
  }),
  /**
   * Decision (a requester's answer hands the ticket back; the spec lets non-agents set only Closed
   * and Re-Open, and this is no choice of theirs): the requester's public reply, in the portal or by
   * mail, to a ticket "Awaiting for user response" returns it to "Open" in the same write, so a
   * paused SLA clock resumes and the desk's lists show it as work again. The thread says so
   * ("Status changed from Awaiting for user response to Open: <name> answered"); the assignee's mail
   * is the reply's own. Any other status stays as the agent set it.
   */
  response: successMessage,
});

/**
 * Decision (reply recipients typed by the agent): the reply form's Recipients field takes any valid
 * address typed in it ("Add name@school.edu", or Enter), account or not, when its domain is one
 * of these (the tenant's Mail Domains, else its users' domains; shared/domain/mail.ts
 * recipientsProblem words the refusal, here and in the server's 400). Text left typed in the field
 * when Post is pressed is added when it is a usable address, else Post stops with the field marked.
 */
export const getRecipientDomains = defineEndpoint('GET /api/ticketReplies/getRecipientDomains', {
  access: 'agent',
  summary: "The domains agents may add reply recipients from (Mail Domains, else the users' domains).",
  request: z.object({}).passthrough(),
  response: z.object({ domains: z.array(z.string()) }),
});

export { cannedFilterNames } from '../domain/catalogue';
/**
 * Decision (mails to added recipients): a recipient an agent added who cannot open the ticket in
 * the portal (no account, or an account without access to it) gets the reply without a portal link,
 * and is told to answer by replying to the mail (functions/core/guestReplies.ts threads it). The
 * requester, the assignee and added recipients who may read the ticket keep the "Open ticket" link.
 *
 * Decision (privacy; the form's hint says "each chosen address receives the reply"): each added
 * recipient gets a mail of their own, only their address in To, so no one learns who else it went
 * to; the requester and the assignee share one mail as before. A reply names at most
 * MAX_REPLY_RECIPIENTS distinct addresses (more: 400 TOO_MANY_RECIPIENTS_MESSAGE, nothing written),
 * as their mails are queued in the reply's own transaction.
 */
export { ADDED_RECIPIENT_MAIL_NOTE } from '../domain/mail';
// In shared/domain so use cases carry the words without these schemas (the bulk update checks newer replies too).
export { REPLY_MESSAGES } from '../domain/ticketMessages';

export const cannedResponse = defineEndpoint('POST /api/cannedResponse', {
  handler: 'get',
  access: 'agent',
  summary: 'Text for the reply editor from one of four canned choices or a custom one, plus recipients.',
  request: z.object({
    ticketId: idString,
    /** One of the four built-in choices or (issue 13) an active custom canned response's name. */
    cannedFilterName: nameText.min(1),
    isAgent: z.boolean().optional(),
  }),
  response: z.object({
    message: z.string().optional(),
    list: z.array(z.object({ message: z.string() })).optional(),
    recepients: z.string(),
  }),
});
