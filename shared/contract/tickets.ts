import * as z from 'zod';
import { agentSettableStatuses } from '../domain/statuses';
import {
  csvList,
  INPUT_LIMITS,
  idString,
  idText,
  isoInstant,
  nameText,
  overdueOption,
  pagedQuery,
  pageOf,
  successMessage,
  text,
} from './common';
import { defineEndpoint } from './endpoint';
import { createTicketPayload, ticketDetail, ticketRow, ticketStatus } from './ticketShapes';

export {
  BULK_MESSAGES,
  INACTIVE_TOPIC_MESSAGE,
  MANDATORY_MESSAGE,
  SLA_NOT_OFFERED_MESSAGE,
  TICKET_SAVED_MESSAGE,
} from '../domain/ticketMessages';

/** Tickets (tickets spec sections 3, 5 and 7). */

/** The wire shapes live in ./ticketShapes.ts; these types are also named here, beside the endpoints that carry them. */
export type { CreateTicketPayload, DynamicFormFieldDefinition, TicketDetail, TicketRow } from './ticketShapes';

/**
 * Decision (issue 21 item 4): shown only when the server gives no reason (unreachable, 5xx); a
 * refusal (4xx) shows the server's own message, e.g. 'Assignee details have not found …', so the
 * user learns what to change (spec 8: 'Escalation assignee lookup answers with a message').
 */
export const TICKET_SAVE_FAILED_MESSAGE = 'Some error occurred while saving!';

export const saveTicket = defineEndpoint('POST /api/ticket/save', {
  access: 'signedIn',
  summary: 'Raise a ticket: the ticket, its first thread entry and its attachment keys are written together.',
  request: createTicketPayload,
  response: successMessage.extend({ id: z.string().optional() }),
});

export const getTicketByTicketId = defineEndpoint('POST /api/ticket/getTicketByTicketId', {
  access: 'signedIn',
  summary: 'One ticket with every field the ticket view shows; requesters only their own.',
  request: z.object({ id: idString }),
  response: ticketDetail,
});

/**
 * Filters shared by every ticket list (spec 2.2, 2.5 and the team view).
 * `searchParam` (the spec says only that search is done by the server): decided in
 * shared/domain/search.ts — the ticket number; the requester's mobile (any format, +91 and spaces
 * allowed), e-mail or employee id, whole or by a prefix of at least 4 characters; or words, every
 * one of which must be a whole word of the subject, the requester's name or the assignee's name
 * (case and accents ignored, stop-words dropped). Departure from earlier builds, which matched
 * any part of a word: whole words are what an index can answer at a year of tickets (issue 22).
 *
 * Sort by subject with no filter (issue 22, "sort by another column"): answered from a sort index
 * written with the ticket (one item per ticket by creation month, the lower-cased list subject as
 * UTF-16 code units so the stored order is exactly the in-memory one, ties by ticket number), the
 * total from the day counts, the first 200 kept two minutes for the next pages. Same answers as
 * the full read; it is used only once the index is marked complete (new tables; existing ones
 * after `npm run tenant -- backfill-search`) and down to the 2,000th ticket (deeper pages read
 * every row as before). Created Date / Ticket Date ascending reads the oldest rows only (the rows'
 * keys are in that order). Ticket No. has an index of its own like the subject's (numbers follow
 * creation only as closely as concurrent creates' clocks agree, so the creation-ordered rows cannot
 * answer it exactly); it never moves. Decision: no other column has an index, since a create
 * already costs 16 write units with the two (issue 22's whole budget). Department and Assignee
 * (read by name) are answered through the day counters (functions/core/sortedReads.ts); Ticket
 * Status, Branch, Due Date, Sch/Col, From, Mobile, Closed Date and Closed By through a digest per
 * past day of its first 200 tickets in that column's order (functions/core/sortDigests.ts, made by
 * the hourly sortDigests job; a day changed since its digest is read row by row). First Response
 * still reads every row of the range, only that column: its value changes at the first reply, and
 * keeping a digest true would add a write to Post reply.
 */
export const ticketListFilters = pagedQuery.extend({
  userId: idText.optional(),
  ticketStatus: csvList.optional(),
  // Decision: a range picked as days ('DD/MM/YYYY') is sent as the tenant's days (its time zone, shown
  // in the header), 00:00:00.000 to 23:59:59.999 there, whatever zone the browser is in.
  startDate: isoInstant.optional(),
  endDate: isoInstant.optional(),
  departmentId: idText.optional(),
  isTicketOverdue: overdueOption.optional(),
  /**
   * Decision (issue 21 item 17): the closed range narrows closed tickets only (open ones chosen with
   * them stay listed); the screens default it, like the created range, to the last 29 days through
   * today (administration spec, section 9). Rule: shared/domain/statusFilter.ts withinClosedRange.
   */
  closedStartDate: isoInstant.optional(),
  closedEndDate: isoInstant.optional(),
});

export const ticketPage = pageOf('tickets', ticketRow);

export const getTicketsWithPageNumber = defineEndpoint('GET /api/ticket/getTicketsWithPageNumber', {
  access: 'signedIn',
  summary: 'My Tickets: raised by me, raised for me, or assigned to me; filters, search, sort, 20 a page.',
  request: ticketListFilters,
  response: ticketPage,
});

/**
 * The first-response filter and column of All Tickets and My Teams (issue 18). Decisions where the
 * issue names only "FR breached" and "First Response":
 * - isFirstResponseBreached: '1' (Yes) keeps tickets whose first-response target was missed
 *   (answered after it, open and unanswered past it, or closed unanswered after it; closed
 *   unanswered before it is not breached), '2' (No) the rest, absent both; the
 *   screens label it "FR breached" with All / Yes / No, as the Overdue filter. It is a server-side
 *   filter of the shared list engine: the total counts every matching ticket and pages as the
 *   other filters do. Rule: shared/domain/tickets.ts isFirstResponseBreached.
 * - The "First Response" column shows the first public agent reply's time, "Not yet" while there
 *   is none on an open ticket, "None" on a Resolved or Closed one (the spec names neither), and
 *   " (breached)" after any of them when the target was missed; orderBy=firstResponseAt
 *   sorts by the reply's time (unanswered first ascending).
 */
export const allTicketsFilters = ticketListFilters.extend({
  helpTopicId: idText.optional(),
  assigneeId: idText.optional(),
  isFirstResponseBreached: overdueOption.optional(),
});

export const getAllTicketsForCentralPool = defineEndpoint('GET /api/ticket/getAllTicketsForCentralPool', {
  access: 'centralPool',
  summary: 'All Tickets: every filter of My Tickets plus help topic and assignee.',
  request: allTicketsFilters,
  response: ticketPage,
});

/**
 * Decision (issue 21 item 18; the spec has no such screen): the Department Queue, "Department
 * Queue" in the menu at /departmentQueue for agents and every central pool role. It lists the
 * unassigned tickets, neither Resolved nor Closed, of the departments the caller works: their own
 * department and their Agent Mapping department. Filters, search, sort and paging as My Tickets.
 * Decision (agents are useless until mapped): an agent in no department at all answers an empty
 * page with `notMapped: true`, and the screen says QUEUE_MESSAGES.notMapped instead of "No
 * unassigned tickets in your department". Decision (a central admin needs no mapping, as every
 * Central Pool role: they work All Tickets; shared/domain/adminRules.ts needsDepartmentMapping):
 * their empty queue is not marked.
 */
export const getDepartmentQueue = defineEndpoint('GET /api/ticket/getDepartmentQueue', {
  access: 'agent',
  summary: "Department Queue: the unassigned open tickets of the caller's departments; as My Tickets.",
  request: ticketListFilters,
  response: ticketPage.extend({ notMapped: z.boolean().optional() }),
});

/**
 * Decision (issue 21 item 18): Take assigns a queued ticket to the caller through the same change
 * as Change Assignee (activity entry, mails), conditioned on the version the page read. A ticket
 * someone took first answers 409 with QUEUE_MESSAGES.taken (or the stale-version text); a ticket
 * outside the caller's departments answers 403.
 */
export const takeTicket = defineEndpoint('POST /api/ticket/takeTicket', {
  access: 'agent',
  summary: 'Take an unassigned ticket of your department: it is assigned to you.',
  request: z.object({ ticketId: idString, version: z.number().int().optional() }),
  response: successMessage,
});

export const QUEUE_MESSAGES = {
  taken: (id: string, by: string) => `Ticket ${id} was already taken by ${by}.`,
  notYours: (id: string) => `Ticket ${id} is not in your department's queue.`,
  /** Decision in ./transfers.ts: a ticket a Central Pool request waits on is the pool's to place. */
  awaitingCentralPool: (id: string) =>
    `Ticket ${id} waits for the Central Pool to decide where it goes (Transfer Request): it cannot be taken meanwhile.`,
  done: (id: string) => `Ticket ${id} is now assigned to you`,
  notMapped: 'You are not mapped to a department yet: ask a central admin to map you under Agent Mapping.',
} as const;

export const bulkUpdateStatus = defineEndpoint('POST /api/ticket/bulkUpdateStatus', {
  access: 'signedIn',
  summary: 'Change status and/or assignee of several tickets; each change leaves an activity entry.',
  request: z.object({
    ticketStatus: ticketStatus.optional().nullable(),
    id: z.array(idString).max(INPUT_LIMITS.listItems).default([]),
    assigneeFullName: nameText.optional().nullable(),
    assigneeId: idString.optional().nullable(),
    userId: idString.optional(),
    userMobile: nameText.optional().nullable(),
    ticketSubCategory: nameText.optional().nullable(),
    usedInCannedFilters: z.boolean().optional(),
    /**
     * Decision (a refused post must not half-apply): the reply form sends its status or assignee
     * change here first, then the reply (saveReply), both with the same `seenThreadThrough`. When
     * given, a reply or internal note by someone else written after it refuses the update under
     * saveReply's rule (409, REPLY_MESSAGES.newerReply, nothing written on any ticket), so a post
     * refused for a newer reply changes neither the ticket nor the thread. Absent (bulk updates
     * from the lists), the update is made as before.
     */
    seenThreadThrough: isoInstant.optional(),
  }),
  response: successMessage,
});

export const updateSLATime = defineEndpoint('POST /api/ticket/updateSLATime', {
  access: 'signedIn',
  summary: "Change the SLA to a new due date, converted to a day-count plan; only the ticket's user or creator.",
  request: z.object({ ticketId: idString, slaPlan: text(40).optional().nullable(), userId: idString.optional() }),
  response: successMessage,
});

export const SLA_MESSAGES = {
  missing: 'Please select new SLA plan',
  same: 'SLA plan already present',
  updated: 'SLA Updated',
} as const;

export const getTicketsCountForDisplay = defineEndpoint('POST /api/ticket/getTicketsCountForDisplay', {
  access: 'signedIn',
  summary: 'Navigation counts for the caller.',
  request: z.object({ userId: idString.optional() }),
  response: z.object({
    allEscalatedTickets: z.number(),
    allTicketsCount: z.number(),
    allTransferTickets: z.number(),
    myTicketsCount: z.number(),
  }),
});

/**
 * Decision (spec: "GET /api/ticket: purpose and answer not shown"): it answers the option lists
 * a ticket form needs, so the web never hard-codes them apart from the shared domain module.
 */
export const getTicketOptions = defineEndpoint('GET /api/ticket', {
  handler: 'getTicketOptions',
  access: 'signedIn',
  summary: 'Option lists for ticket forms: statuses the caller may set, categories, SLA plans.',
  request: z.object({}).passthrough(),
  response: z.object({
    settableStatuses: z.array(ticketStatus),
    ticketCategories: z.array(z.string()),
    slaPlans: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
});

/** Decision (spec: "payload not shown"): the ticket-details update carries the changed fields only. */
export const updateTicketDetails = defineEndpoint('POST /api/ticket/updateTicketDetails', {
  access: 'agent',
  summary: 'Change ticket details such as the sub-category; conditioned on the ticket version.',
  request: z.object({ ticketId: idString, ticketSubCategory: nameText.min(1), version: z.number().int().optional() }),
  response: successMessage,
});

export const settableStatusesForAgents = agentSettableStatuses;
