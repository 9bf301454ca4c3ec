import type * as z from 'zod';
import type { createTicketPayload } from '../../shared/contract/ticketShapes';
import { isAgentRole } from '../../shared/domain/adminRules';
import { officeTypeGroup } from '../../shared/domain/officeTypes';
import { worksTickets } from '../../shared/domain/roles';
import {
  agentSettableStatuses,
  closedGroupStatuses,
  requesterSettableStatuses,
  type TicketStatus,
} from '../../shared/domain/statuses';
import {
  BULK_MESSAGES,
  INACTIVE_TOPIC_MESSAGE,
  MANDATORY_MESSAGE,
  SLA_NOT_OFFERED_MESSAGE,
  TICKET_SAVED_MESSAGE,
} from '../../shared/domain/ticketMessages';
import {
  derivePriority,
  deriveSubject,
  dueDateFrom,
  formatFieldValue,
  isOverdue,
  slaDays,
  slaLabel,
} from '../../shared/domain/tickets';
import { escalationsFor } from '../db/escalations';
import { nextId } from '../db/idSequences';
import { getTenantSettings } from '../db/tenantSettings';
import { newTicketRecord } from '../db/ticketRecord';
import { rowsOfPerson } from '../db/ticketRows';
import { ticketTotal } from '../db/ticketStats';
import { StaleTicketError, createTicket as storeTicket } from '../db/ticketWrites';
import { countPendingTransfers } from '../db/transfers';
import { getUser, type UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
import { badRequest, conflict, forbidden, HttpError, STALE_VERSION_MESSAGE } from '../lib/errors';
import { readableTicket } from './access';
import { activityLines } from './changeWords';
import { withClaimedUploads } from './files';
import { findMatrixRow } from './matrixLookup';
import { createdMails } from './notifications';
import { referenceData } from './reference';
import { slaSetting, withPlanDueDates, withStatusClock } from './slaClock';
import { refuseOverNewerReplies } from './threadConflicts';
import { applyMutation } from './ticketChanges';
import { callerRecord, newThreadEntry, withStatus } from './ticketKernel';
import { toTicketDetail } from './ticketViews';

const mandatory = () => new HttpError(400, MANDATORY_MESSAGE);
const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

async function supportEmail(): Promise<string> {
  return (await getTenantSettings())?.supportEmail ?? 'the support mailbox';
}

async function assigneeOrFail(assigneeId: string): Promise<UserRecord> {
  const assignee = await getUser(assigneeId);
  if (!assignee) throw badRequest(BULK_MESSAGES.assigneeNotFound(await supportEmail()));
  if (!isAgentRole(assignee.helpdeskRole)) throw badRequest(BULK_MESSAGES.assigneeNotAgent(assignee.fullName));
  return assignee;
}

/**
 * A ticket raised from somewhere other than the New Ticket form (issue 19: mail): its source is
 * the named ticket source (else the default), and neither the help topic's mandatory form fields
 * nor an employee number are asked for (a mail carries neither).
 */
export interface TicketChannel {
  sourceName: string;
  /** The subject when the help topic's form has no Issue Summary field (the mail's subject). */
  subject?: string;
  /** The thread's first message (the mail's text), whichever of the form's fields holds it. */
  message?: string;
}

/** Raise a ticket (spec 2.6, 4 and 5). */
export async function raiseTicket(
  caller: Caller,
  payload: z.output<typeof createTicketPayload>,
  channel?: TicketChannel,
) {
  const isAgent = worksTickets(caller.flags) && !channel;
  const needed: unknown[] = [
    payload.email,
    payload.fullName,
    payload.ticketNotice,
    payload.departmentId,
    payload.helpTopicId,
    payload.slaPlan,
    payload.userId,
    payload.ticketCategory,
  ];
  if (isAgent) needed.push(payload.ticketSourceId, payload.ticketStatus, payload.assigneeId);
  else if (!channel) needed.push(payload.employeeNo);
  if (!needed.every(present)) throw mandatory();

  const [reference, setting] = await Promise.all([referenceData(), slaSetting()]);
  const department = reference.departments.find((entry) => entry.id === payload.departmentId);
  const helpTopic = reference.helpTopics.find((entry) => entry.id === payload.helpTopicId);
  if (!department || !helpTopic || helpTopic.departmentId !== department.id) {
    throw badRequest('Choose a help topic of the chosen department.');
  }
  // Issue 13: deactivated departments and help topics take no new tickets.
  if (!department.active || !helpTopic.active) throw badRequest(INACTIVE_TOPIC_MESSAGE);
  const form = payload.dynamicFormJson;
  const missingField =
    !channel &&
    helpTopic.dynamicFormDetails.fields.some(
      (field) => field.mandatory && !present(formatFieldValue(form[field.name])),
    );
  if (missingField) throw mandatory();
  const days = slaDays(payload.slaPlan);
  if (days === undefined || days > 30) throw badRequest('The SLA plan must be between 1 Day and 30 Day.');
  if (!reference.slaDays.includes(days)) throw badRequest(SLA_NOT_OFFERED_MESSAGE);

  const creator = await callerRecord(caller);
  // Raising for someone else is the on-behalf-of flow; otherwise the requester is the caller.
  const requesterId = payload.userId!;
  if (requesterId !== caller.userId && !payload.isTicketCreatedOnBehalfOFAnotherPerson && !isAgent) {
    throw forbidden('To raise a ticket for another person, choose the on-behalf-of option.');
  }
  const requester = requesterId === caller.userId ? creator : await getUser(requesterId);
  if (!requester) throw badRequest('The person this ticket is for was not found.');

  const channelSource =
    channel &&
    reference.ticketSources.find(
      (entry) => entry.active && entry.sourceName.toLowerCase() === channel.sourceName.toLowerCase(),
    );
  const source = isAgent
    ? reference.ticketSources.find((entry) => entry.id === payload.ticketSourceId && entry.active)
    : ((channelSource || reference.ticketSources.find((entry) => entry.isDefault && entry.active)) ??
      reference.ticketSources.find((entry) => entry.active));
  if (!source) throw badRequest('Choose a ticket source.');
  const status: TicketStatus = isAgent ? (payload.ticketStatus ?? 'Open') : 'Open';
  if (isAgent && !agentSettableStatuses.includes(status)) throw badRequest(`A new ticket cannot start as ${status}.`);
  const assignee = isAgent && payload.assigneeId ? await assigneeOrFail(payload.assigneeId) : undefined;

  const branch = payload.branch || requester.branch;
  const schCol = payload.schCol || requester.officeType;
  // The escalation matrix row, not the client, gives the four office codes (issue 21 item 3).
  const group = officeTypeGroup(schCol);
  const matrixRow = group
    ? await findMatrixRow(group, branch, department.departmentName, helpTopic.module ?? '')
    : undefined;
  const code = (value: string | null | undefined) => value?.trim() || null;

  // The uploads are checked (owner, content) before a ticket number is taken.
  const unusable = 'An attachment could not be used: upload it again and retry.';
  return withClaimedUploads(caller, payload.filesUpload, unusable, async (attachments) => {
    const id = await nextId('TICKET');
    const now = new Date().toISOString();
    const opened = newTicketRecord({
      id,
      ticketStatus: status,
      userId: requester.id,
      createdBy: creator.id,
      fullName: requester.fullName,
      email: requester.email,
      designation: requester.designation,
      mobile: requester.mobile,
      departmentId: department.id,
      departmentName: department.departmentName,
      helpTopicId: helpTopic.id,
      helpTopicName: helpTopic.helpTopicName,
      ticketSourceId: source.id,
      sourceName: source.sourceName,
      createdAt: now,
      assigneeId: assignee?.id ?? null,
      assigneeFullName: assignee?.fullName ?? null,
      assigneeBranchCode: assignee?.branch ?? null,
      slaPlan: slaLabel(days),
      level1DueDate: dueDateFrom(now, days),
      ticketCategory: payload.ticketCategory!,
      employeeNo: payload.employeeNo ?? requester.employeeId ?? null,
      branch,
      schCol,
      nspiraCode: code(matrixRow?.nspiraCode),
      state: code(matrixRow?.state),
      district: code(matrixRow?.district),
      payrollCode: code(matrixRow?.payrollCode),
      openDepartmentIdOfUser: payload.openDepartmentIdOfUser ?? requester.openDepartmentId,
      ticketNotice: payload.ticketNotice === true,
      subject: deriveSubject(form) || channel?.subject || '',
      priority: derivePriority(form),
      dynamicFormJson: form,
      formFields: helpTopic.dynamicFormDetails.fields,
    });
    // An agent may log a ticket that is already resolved or closed, or waiting (its SLA clock paused).
    const planned = withPlanDueDates(withStatus(opened, status, creator.fullName, now), days, setting, now);
    const ticket = withStatusClock({ ...planned, ticketStatus: 'Open' }, planned, setting, now).ticket;
    const description = formatFieldValue(form.description ?? form.Description ?? '');
    const firstEntry = newThreadEntry(
      id,
      creator,
      {
        message: channel?.message || description || ticket.subject || `Ticket raised in ${helpTopic.helpTopicName}`,
        s3FilesUrl: attachments,
      },
      now,
    );
    try {
      await storeTicket(ticket, firstEntry, attachments, creator.id, await createdMails(ticket, creator.email));
    } catch (error) {
      if ((error as { name?: string }).name === 'TransactionCanceledException') {
        throw badRequest(unusable);
      }
      throw error;
    }
    return { success: true, message: TICKET_SAVED_MESSAGE, id };
  });
}

export async function ticketDetail(caller: Caller, id: string) {
  const ticket = await readableTicket(caller, id);
  const [reference, setting] = await Promise.all([referenceData(), slaSetting()]);
  return toTicketDetail(
    ticket,
    reference.helpTopics.find((topic) => topic.id === ticket.helpTopicId),
    setting,
  );
}

interface BulkInput {
  ticketStatus?: TicketStatus | null;
  id: string[];
  assigneeId?: string | null;
  ticketSubCategory?: string | null;
  /** The reply form's status or assignee change: refused over a newer reply unseen (postReply's rule). */
  seenThreadThrough?: string;
}

/**
 * Change status and/or assignee of tickets (spec 5): every ticket is checked before anything is
 * written, then each change lands through the one change path (applyMutation), conditioned on
 * its ticket's version.
 */
export async function bulkUpdate(caller: Caller, input: BulkInput) {
  const ids = [...new Set(input.id)];
  if (ids.length === 0) throw badRequest(BULK_MESSAGES.noTicket);
  if (!input.ticketStatus && !input.assigneeId && !input.ticketSubCategory)
    throw badRequest(BULK_MESSAGES.nothingChosen);
  if (ids.length > 20) throw badRequest('Update at most 20 tickets at a time.');
  const isAgent = worksTickets(caller.flags);
  if (!isAgent) {
    if (input.assigneeId || input.ticketSubCategory)
      throw forbidden('Only agents can change the assignee or sub-category.');
    if (input.ticketStatus && !requesterSettableStatuses.includes(input.ticketStatus)) {
      throw forbidden('You can only set Closed or Re-Open.');
    }
  }
  const tickets = await Promise.all(ids.map((id) => readableTicket(caller, id)));
  if (input.seenThreadThrough) {
    const seen = input.seenThreadThrough;
    await Promise.all(ids.map((id) => refuseOverNewerReplies(caller, id, seen)));
  }
  if (input.ticketStatus) {
    const same = tickets.find((ticket) => ticket.ticketStatus === input.ticketStatus);
    if (same) throw badRequest(BULK_MESSAGES.sameStatus(same.id));
  }
  const assignee = input.assigneeId ? await assigneeOrFail(input.assigneeId) : undefined;
  const actor = await callerRecord(caller);
  const at = new Date().toISOString();
  // One transaction per ticket: DynamoDB caps a transaction at 100 items, and every ticket was
  // checked above, so the only failure left is someone else changing a ticket meanwhile.
  const stale: string[] = [];
  for (const before of tickets) {
    let ticket = input.ticketStatus ? withStatus(before, input.ticketStatus, actor.fullName, at) : before;
    if (assignee) {
      ticket = {
        ...ticket,
        assigneeId: assignee.id,
        assigneeFullName: assignee.fullName,
        assigneeBranchCode: assignee.branch,
      };
    }
    if (input.ticketSubCategory) ticket = { ...ticket, ticketSubCategory: input.ticketSubCategory };
    try {
      await applyMutation(before, actor, at, { ticket, activity: activityLines(before, ticket, actor.fullName) });
    } catch (error) {
      if (!(error instanceof StaleTicketError)) throw error;
      stale.push(before.id);
    }
  }
  if (stale.length > 0) {
    throw conflict(`${STALE_VERSION_MESSAGE} (ticket ${stale.join(', ')}; the others were updated)`);
  }
  return { success: true, message: BULK_MESSAGES.updated };
}

/** The caller's tickets: raised by, raised for, or assigned to them (narrow partition). */
export async function myTicketRows(caller: Caller, range?: { start: string; end: string }) {
  return rowsOfPerson(caller.userId, range);
}

export async function pieChart(caller: Caller) {
  const rows = await myTicketRows(caller);
  const now = Date.now();
  const closed = rows.filter((row) => closedGroupStatuses.includes(row.status)).length;
  return {
    openTicketCount: rows.length - closed,
    closedTicketCount: closed,
    overdueTicketCount: rows.filter((row) =>
      isOverdue(row.currentDueDate ?? row.dueDate, row.status, now, row.pausedSince),
    ).length,
  };
}

export async function ticketCounts(caller: Caller) {
  const mine = await myTicketRows(caller);
  return {
    myTicketsCount: mine.length,
    // The sum of the creation-day counts (a refused create uses a ticket number, never a count).
    allTicketsCount: caller.flags.isCentralPoolAgent ? await ticketTotal() : 0,
    allEscalatedTickets: worksTickets(caller.flags) ? (await escalationsFor(caller.email)).length : 0,
    allTransferTickets: caller.flags.isCentralPoolAgent ? await countPendingTransfers() : 0,
  };
}
