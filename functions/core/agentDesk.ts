import { randomUUID } from 'node:crypto';
import { SLA_MESSAGES, SLA_NOT_OFFERED_MESSAGE } from '../../shared/contract/tickets';
import { ALL_DEPARTMENTS_ID, CENTRAL_POOL_DEPARTMENT_ID, TRANSFER_MESSAGES } from '../../shared/contract/transfers';
import { isAgentRole } from '../../shared/domain/adminRules';
import { CATALOGUE_MESSAGES } from '../../shared/domain/catalogue';
import { isIsoTimestamp, slaDays, slaDaysUntil, slaLabel } from '../../shared/domain/tickets';
import type { TicketRecord } from '../db/ticketRecord';
import { getThread } from '../db/tickets';
import { getTransfer, type TicketPlace, type TransferRecord, transferItems } from '../db/transfers';
import { getUser, listAllUsers } from '../db/users';
import type { Caller } from '../lib/auth';
import { badRequest, forbidden, HttpError } from '../lib/errors';
import { mayReadTicket, readableTicket } from './access';
import { customCannedText } from './catalogueLists';
import { referenceData } from './reference';
import { slaSetting, withPlanDueDates } from './slaClock';
import { changeTicket } from './ticketChanges';

/** What agents do on a ticket besides replying: details, SLA, transfers, canned text, assignee lookups. */

export async function updateSubCategory(
  caller: Caller,
  input: { ticketId: string; ticketSubCategory: string; version?: number },
) {
  await changeTicket(
    caller,
    input.ticketId,
    async (ticket, actor) => {
      const topic = (await referenceData()).helpTopics.find((entry) => entry.id === ticket.helpTopicId);
      if (!topic?.subCategories.includes(input.ticketSubCategory)) {
        throw badRequest(`'${input.ticketSubCategory}' is not a sub-category of ${ticket.helpTopicName}.`);
      }
      if (ticket.ticketSubCategory === input.ticketSubCategory) throw badRequest('That sub-category is already set.');
      return {
        ticket: { ...ticket, ticketSubCategory: input.ticketSubCategory },
        activity: [`Sub-category changed to ${input.ticketSubCategory} by ${actor.fullName}`],
      };
    },
    input.version,
  );
  return { success: true, message: 'Ticket details updated' };
}

/** Change the SLA (spec 4): a new due date, not before creation, stored as a whole-day plan. */
export async function updateSla(caller: Caller, input: { ticketId: string; slaPlan?: string | null }) {
  if (!input.slaPlan) throw badRequest(SLA_MESSAGES.missing);
  const current = await readableTicket(caller, input.ticketId);
  if (caller.userId !== current.userId && caller.userId !== current.createdBy) {
    throw forbidden("Only the ticket's user or its creator can change the SLA plan.");
  }
  const start = current.initialCreatedDate;
  let days: number | undefined;
  const byDate = isIsoTimestamp(input.slaPlan) || /^\d{4}-\d{2}-\d{2}$/.test(input.slaPlan);
  if (byDate) {
    if (Date.parse(input.slaPlan) < Date.parse(start)) {
      throw badRequest('The new SLA date cannot be earlier than the ticket creation date.');
    }
    days = slaDaysUntil(start, input.slaPlan);
  } else {
    days = slaDays(input.slaPlan);
  }
  if (days === undefined) throw badRequest(SLA_MESSAGES.missing);
  // A plan chosen from the list must be one the tenant offers (issue 13); a due date may be any day.
  if (!byDate && !(await referenceData()).slaDays.includes(days)) throw badRequest(SLA_NOT_OFFERED_MESSAGE);
  const label = slaLabel(days);
  if (label === (current.modifiedSlaPlan ?? current.slaPlan)) throw badRequest(SLA_MESSAGES.same);
  const setting = await slaSetting();
  await changeTicket(caller, input.ticketId, (ticket, actor, at) => ({
    ticket: withPlanDueDates({ ...ticket, modifiedSlaPlan: label, modifiedCreatedDate: at }, days, setting, at),
    activity: [`SLA plan changed from ${ticket.modifiedSlaPlan ?? ticket.slaPlan} to ${label} by ${actor.fullName}`],
  }));
  return { success: true, message: SLA_MESSAGES.updated };
}

const placeOf = (ticket: TicketRecord): TicketPlace => ({
  departmentId: ticket.departmentId,
  departmentName: ticket.departmentName,
  helpTopicId: ticket.helpTopicId,
  helpTopicName: ticket.helpTopicName,
  assigneeId: ticket.assigneeId,
  assigneeFullName: ticket.assigneeFullName,
  assigneeBranchCode: ticket.assigneeBranchCode,
});

const transferFailed = (message: string) => new HttpError(400, message, { success: 'false' });

export interface TransferInput {
  ticketId: string;
  transferReason?: string;
  selectedDepartment?: { depId: string; deptName: string } | null;
  selectedAssignee?: { value: string; departmentId?: string; assigneeName: string } | null;
  transferreId?: string | null;
  helpTopicId?: string | null;
  isTicketWronglyAssigned?: 1 | '1';
}

/** Resolves where a transfer goes: a department, or any department's agent (All). */
async function targetPlace(input: TransferInput): Promise<TicketPlace> {
  const reference = await referenceData();
  const assigneeId = input.selectedAssignee?.value ?? input.transferreId ?? '';
  const assignee = await getUser(assigneeId);
  if (!assignee) throw transferFailed('The chosen assignee was not found.');
  const departmentId =
    input.selectedDepartment?.depId === ALL_DEPARTMENTS_ID
      ? (input.selectedAssignee?.departmentId ?? assignee.openDepartmentId)
      : (input.selectedDepartment?.depId ?? '');
  const department = reference.departments.find((entry) => entry.id === departmentId);
  const topic = reference.helpTopics.find((entry) => entry.id === input.helpTopicId);
  if (!department) throw transferFailed('The chosen department was not found.');
  if (!topic || topic.departmentId !== department.id)
    throw transferFailed('Choose a help topic of the chosen department.');
  return {
    departmentId: department.id,
    departmentName: department.departmentName,
    helpTopicId: topic.id,
    helpTopicName: topic.helpTopicName,
    assigneeId: assignee.id,
    assigneeFullName: assignee.fullName,
    assigneeBranchCode: assignee.branch,
  };
}

const MANDATORY = 'Please fill mandatory information';

/** The help topic chosen for a Central Pool request (any department's: the pool decides), if one was. */
async function chosenHelpTopic(helpTopicId: string | null | undefined) {
  if (!helpTopicId) return null;
  const topic = (await referenceData()).helpTopics.find((entry) => entry.id === helpTopicId);
  if (!topic) throw transferFailed('The chosen help topic was not found.');
  return { id: topic.id, helpTopicName: topic.helpTopicName };
}

/** The wrongly-assigned flow: to a department (or All), or to the central pool to decide. */
export async function transferTicket(caller: Caller, input: TransferInput) {
  const toPool = input.selectedDepartment?.depId === CENTRAL_POOL_DEPARTMENT_ID;
  const hasAssignee = Boolean(input.selectedAssignee?.value ?? input.transferreId);
  if (!input.selectedDepartment?.depId || (!toPool && (!input.helpTopicId || !hasAssignee))) {
    throw transferFailed(MANDATORY);
  }
  const target = toPool ? null : await targetPlace(input);
  const requestedHelpTopic = target
    ? { id: target.helpTopicId, helpTopicName: target.helpTopicName }
    : await chosenHelpTopic(input.helpTopicId);
  await changeTicket(caller, input.ticketId, (ticket, actor, at) => {
    if (
      target &&
      target.departmentId === ticket.departmentId &&
      target.assigneeId === ticket.assigneeId &&
      target.helpTopicId === ticket.helpTopicId
    ) {
      throw transferFailed('The ticket is already there.');
    }
    const record: TransferRecord = {
      id: randomUUID(),
      ticketId: ticket.id,
      createdAt: at,
      transferReason: input.transferReason ?? '',
      requestedById: actor.id,
      requestedBy: actor.fullName,
      from: placeOf(ticket),
      to: target,
      toCentralPool: toPool,
      transferStatus: toPool ? 'Pending' : 'Completed',
      completedAt: toPool ? null : at,
      isTicketWronglyAssigned: String(input.isTicketWronglyAssigned ?? '') === '1',
      requestedHelpTopic,
    };
    const reason = record.transferReason ? ` Reason: ${record.transferReason}` : '';
    if (!target) {
      return {
        ticket: {
          ...ticket,
          assigneeId: null,
          assigneeFullName: null,
          assigneeBranchCode: null,
          awaitingCentralPool: true,
        },
        activity: [`Transfer to the Central Pool requested by ${actor.fullName}.${reason}`],
        extraItems: transferItems(record),
      };
    }
    return {
      ticket: { ...ticket, ...target, isTicketSource: true, ticketSourceHistoryId: record.id },
      activity: [
        `Ticket transferred from ${ticket.departmentName} to ${target.departmentName} (${target.assigneeFullName}) by ${actor.fullName}.${reason}`,
      ],
      extraItems: transferItems(record),
    };
  });
  return { success: 'true' as const, message: TRANSFER_MESSAGES.done };
}

/** Central pool completes a transfer request from the Transfer Request view. */
export async function completeTransfer(caller: Caller, input: TransferInput & { transferRequestId: string }) {
  const request = await getTransfer(input.transferRequestId);
  if (!request || request.ticketId !== input.ticketId) throw transferFailed('The transfer request was not found.');
  if (request.transferStatus !== 'Pending') throw transferFailed('This transfer request is already completed.');
  if (
    !input.selectedDepartment?.depId ||
    !input.helpTopicId ||
    !(input.selectedAssignee?.value ?? input.transferreId)
  ) {
    throw transferFailed(MANDATORY);
  }
  const target = await targetPlace(input);
  await changeTicket(caller, input.ticketId, (ticket, actor, at) => ({
    ticket: {
      ...ticket,
      ...target,
      isTicketSource: true,
      ticketSourceHistoryId: request.id,
      awaitingCentralPool: false,
    },
    activity: [
      `Ticket transferred from the Central Pool to ${target.departmentName} (${target.assigneeFullName}) by ${actor.fullName}`,
    ],
    extraItems: transferItems({ ...request, to: target, transferStatus: 'Completed', completedAt: at }),
  }));
  return { success: 'true' as const, message: TRANSFER_MESSAGES.done };
}

/** Returns a transferred ticket to where it came from; only its current assignee may. */
export async function transferBack(caller: Caller, input: { ticketId: string; ticketSourceHistoryId: string }) {
  const request = await getTransfer(input.ticketSourceHistoryId);
  const returned = await changeTicket(caller, input.ticketId, (ticket, actor) => {
    if (!ticket.isTicketSource || ticket.ticketSourceHistoryId !== input.ticketSourceHistoryId || !request) {
      throw badRequest('This ticket has no transfer to return.');
    }
    if (ticket.assigneeId !== caller.userId) throw forbidden('Only the current assignee can transfer the ticket back.');
    return {
      ticket: { ...ticket, ...request.from, isTicketSource: false, ticketSourceHistoryId: null },
      activity: [`Ticket transferred back to ${request.from.departmentName} by ${actor.fullName}`],
    };
  });
  // The page stays on the ticket only when its reader still may (else a read would answer 404).
  return { success: true, message: TRANSFER_MESSAGES.back, canStillOpen: await mayReadTicket(caller, returned) };
}

const CLOSING_TEMPLATE = (ticket: TicketRecord, agentName: string) =>
  [
    `Dear ${ticket.fullName},`,
    '',
    `Your ticket #${ticket.id} "${ticket.subject}" has been resolved. If the issue persists, you can re-open the ticket by replying to it.`,
    '',
    'Regards,',
    agentName,
  ].join('\n');

/** Text for the reply editor from one of the four canned choices (spec 2.7). */
export async function cannedText(caller: Caller, input: { ticketId: string; cannedFilterName: string }) {
  const ticket = await readableTicket(caller, input.ticketId);
  const { entries } = await getThread(ticket.id);
  const messages = entries.filter((entry) => !entry.isTicketActivityThread && !entry.isInternalNotes);
  const recepients = [ticket.email, ...messages.flatMap((entry) => (entry.recepients ?? '').split(','))]
    .map((email) => email.trim())
    .filter((email, index, all) => email && all.indexOf(email) === index)
    .join(',');
  switch (input.cannedFilterName) {
    case 'Original Message':
      return { message: messages[0]?.textMessage ?? '', recepients };
    case 'Last Message':
      return { message: messages.at(-1)?.textMessage ?? '', recepients };
    case 'Full Message':
      return { list: messages.map((entry) => ({ message: `${entry.repliedby}: ${entry.textMessage}` })), recepients };
    case 'Closing email': {
      const actor = await getUser(caller.userId);
      return { message: CLOSING_TEMPLATE(ticket, actor?.fullName ?? 'Helpdesk'), recepients };
    }
  }
  // Issue 13: an active custom canned response of the tenant.
  const custom = await customCannedText(input.cannedFilterName);
  if (custom === undefined) throw badRequest(CATALOGUE_MESSAGES.cannedNotFound);
  return { message: custom, recepients };
}

/** Assignee options for agents: the agents of the ticket's assignee branch (never a requester). */
export async function usersOfBranch(branch: string) {
  const users = await listAllUsers();
  return users
    .filter((user) => user.branch === branch && isAgentRole(user.helpdeskRole))
    .map((user) => ({ id: user.id, fullName: user.fullName }));
}

/** Assignee typeahead: agents whose name contains the text. */
export async function usersByName(text: string) {
  const needle = text.trim().toLowerCase();
  const users = await listAllUsers();
  return users
    .filter((user) => isAgentRole(user.helpdeskRole) && user.fullName.toLowerCase().includes(needle))
    .slice(0, 20)
    .map((user) => ({ id: user.id, fullName: user.fullName, email: user.email }));
}
