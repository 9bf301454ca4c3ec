import * as z from 'zod';
import { escalationLevels } from '../domain/escalationRules';
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
import { ticketRow } from './ticketShapes';

/** Transfers and escalated tickets (tickets spec sections 3, 4 and 7). */

export const transferRequestPayload = z.object({
  isTicketWronglyAssigned: z.union([z.literal(1), z.literal('1')]).optional(),
  transferReason: text(INPUT_LIMITS.textBytes).optional().default(''),
  departmentName: nameText.optional(),
  loggedInUserEmail: nameText.optional(),
  ticketId: idString,
  selectedDepartment: z.object({ depId: nameText, deptName: nameText }).nullable().optional(),
  selectedAssignee: z
    .object({ value: idText, label: nameText, departmentId: nameText.optional(), assigneeName: nameText })
    .nullable()
    .optional(),
  transferreId: idString.optional().nullable(),
  helpTopicId: idString.optional().nullable(),
});

/** The department choices that are not a department: every agent, or the central pool. */
export const ALL_DEPARTMENTS_ID = 'All';
export const CENTRAL_POOL_DEPARTMENT_ID = 'Central Pool Agent';

/** success is text: 'false' means failure (spec). */
const textSuccess = z.object({ success: z.enum(['true', 'false']), message: z.string() });

/**
 * Decision (a pending Central Pool request): the ticket leaves its assignee and waits for the pool,
 * out of its department's queue (Take answers 409, QUEUE_MESSAGES.awaitingCentralPool), until the
 * pool transfers it from Transfer Request. Before, it sat in the queue, where anyone could take it
 * while the pool was still to decide.
 */
export const saveTransfer = defineEndpoint('POST /api/transferTicket/save', {
  access: 'agent',
  summary: 'Transfer a wrongly assigned ticket to a department (or All, or the central pool).',
  request: transferRequestPayload,
  response: textSuccess,
});

export const transferBack = defineEndpoint('POST /api/transferTicket/transferBack', {
  access: 'agent',
  summary: 'Return a transferred ticket to its source; only its current assignee.',
  request: z.object({ ticketId: idString, ticketSourceHistoryId: idString, loggedInUserId: idString.optional() }),
  response: successMessage.extend({
    /**
     * Decision (second browser walk): whether the caller may still open the ticket where it went
     * back to. The page then stays on it, or goes back to its list without reading a ticket that
     * would answer 404 "Ticket N was not found." (deliberately: ids cannot be probed).
     */
    canStillOpen: z.boolean(),
  }),
});

export const interDepartmentUpdateTicket = defineEndpoint('POST /api/transferTicket/interDepartmentUpdateTicket', {
  access: 'centralPool',
  summary: "Complete a transfer request from the Transfer Request view ('Transfer Ticket To Department').",
  request: transferRequestPayload.extend({ transferRequestId: idString }),
  response: textSuccess,
});

export const transferRow = z.object({
  id: z.string(),
  ticketId: z.string(),
  transferReason: z.string(),
  fromDepartmentName: z.string(),
  toDepartmentName: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  transferStatus: z.enum(['Pending', 'Completed']),
  /** The request's isTicketWronglyAssigned flag (1 in the wrongly-assigned flow). */
  isTicketWronglyAssigned: z.boolean(),
  /** The help topic the requester chose (for a Central Pool request, the pool's hint); null if none. */
  requestedHelpTopic: z.object({ id: z.string(), helpTopicName: z.string() }).nullable(),
  ticket: ticketRow,
});

/**
 * Decision (spec: transfer-request rows "not shown"): the fields above. A transfer stores the
 * request's isTicketWronglyAssigned and its chosen help topic, also when it goes to the Central
 * Pool (issue 21 item 14); for the pool the help topic may be any department's.
 * The search (spec silent on its rule) is the ticket lists' (shared/domain/search.ts) on the ticket,
 * and the same whole-word rule on the request's reason and departments and the requester's e-mail.
 */
export const getAllTransfers = defineEndpoint('GET /api/transferTicket/getAll', {
  access: 'centralPool',
  summary: 'Transfer Request list: paging, search, statuses, created range, sort.',
  request: pagedQuery.extend({
    ticketStatus: csvList.optional(),
    startDate: isoInstant.optional(),
    endDate: isoInstant.optional(),
  }),
  response: pageOf('tickets', transferRow),
});

export const getTransferById = defineEndpoint('POST /api/transferTicket/getById', {
  access: 'centralPool',
  summary: 'One transfer request for /viewTransferTicket/id:{id}.',
  request: z.object({ id: idString }),
  response: transferRow,
});

export const TRANSFER_MESSAGES = {
  done: 'Ticket Transferred Successfully',
  back: 'Transferred Successfully',
} as const;

/**
 * Decisions on escalations (issue 21 items 1 and 20):
 * - Anyone a ticket was escalated to (any level, the HOD) may open, answer and change the status
 *   of that ticket as an agent of its department may, while the escalation record stands; what
 *   tools they get still follows their own role (functions/core/access.ts).
 * - The sweep's escalation entry names levels and staff e-mails, so it is an internal (agents-only)
 *   activity entry; the requester's thread gets only this notice, once per level a contact was told.
 */
export const ESCALATED_NOTICE = 'Your ticket has been escalated';

export const escalatedRow = z.object({
  ticketId: z.string(),
  escalatedLevel: z.enum(escalationLevels),
  assigneeEmail: z.string(),
  escalatedAt: z.string(),
  ticket: ticketRow,
});

/**
 * The Escalated Tickets filters (spec 2.3: status, created date range, "overdue-style filters as
 * on the other lists"). startDate/endDate filter the ticket's creation date, as the 'Created Date'
 * label says; isTicketOverdue is Yes (1) / No (2) as on My Tickets. Decision (issue 21 item 7):
 * the escalation date is a separate, optional filter, escalatedStartDate/escalatedEndDate, shown
 * as 'Escalated Date'. Each range is at most 180 days.
 */
export const escalatedFilters = z.object({
  ticketStatus: csvList.optional(),
  startDate: isoInstant.optional(),
  endDate: isoInstant.optional(),
  isTicketOverdue: overdueOption.optional(),
  escalatedStartDate: isoInstant.optional(),
  escalatedEndDate: isoInstant.optional(),
});

/**
 * The search (spec silent on its rule) matches as every other ticket list's does
 * (shared/domain/search.ts): the ticket number ("594" or "#594"), the requester's mobile, e-mail or
 * employee id, or whole words of the subject and the names; "desk" does not find "desktops".
 */
export const getEscalatedByLoggedInUserId = defineEndpoint('GET /api/escalatedTickets/getByLoggedInUserId', {
  access: 'agent',
  summary: "Escalation records addressed to the caller's e-mail.",
  request: pagedQuery.extend({ loggedInUserEmail: nameText.optional() }).extend(escalatedFilters.shape),
  response: pageOf('tickets', escalatedRow),
});
