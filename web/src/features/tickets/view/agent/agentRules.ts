import type { RequestOf } from '@shared/contract/endpoint';
import { MANDATORY_MESSAGE, SLA_MESSAGES } from '@shared/contract/tickets';
import { ALL_DEPARTMENTS_ID, CENTRAL_POOL_DEPARTMENT_ID, type saveTransfer } from '@shared/contract/transfers';
import { hasMessageText, textToHtml } from '@shared/domain/richText';
import { parseDateInput, tenantDayAtTimeOf, tenantDayEnd, tenantDayOf } from '@/components/dates';
import type { AgentReplyDraft } from '../replyPlan';

/**
 * The agent tools of the ticket view (tickets spec 2.7, 4, 5, 6) as plain data: recipients, canned
 * text, who may do what, where assignee options come from, the transfer form's cascade and payload,
 * and the SLA date. No React here: the unit tests read these rules directly.
 */

/** One of the spec's four choices or (issue 13) a custom canned response's name. */
export type CannedFilterName = string;

// ---------------------------------------------------------------------------------------------
// Recipients and canned responses

/** 'a@x, b@y' → ['a@x', 'b@y']: trimmed, blanks dropped, each address once (ignoring case). */
export function recipientList(recepients: string | null | undefined): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of (recepients ?? '').split(/[,;]/)) {
    const email = raw.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    list.push(email);
  }
  return list;
}

/** The recipients field after adding more (comma-joined, as `recepients` is sent). */
export const mergeRecipients = (current: string | null | undefined, added: string | null | undefined): string =>
  recipientList(`${current ?? ''},${added ?? ''}`).join(',');

export const removeRecipient = (current: string | null | undefined, email: string): string =>
  recipientList(current)
    .filter((each) => each.toLowerCase() !== email.toLowerCase())
    .join(',');

export interface CannedAnswer {
  message?: string;
  list?: { message: string }[];
  recepients: string;
}

/** A canned answer as editor HTML. Canned answers are text (the thread's textMessage): each line a paragraph, escaped. */
export function cannedHtml(answer: CannedAnswer): string {
  const parts = answer.message !== undefined ? [answer.message] : (answer.list ?? []).map((entry) => entry.message);
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map(textToHtml)
    .join('<p></p>');
}

/**
 * The draft after a canned choice (spec 2.7): its text appended to the editor (after an empty
 * paragraph when there is text already), its recipients merged into the recipients field. The
 * message is the editor's HTML (issue 21 item 15).
 */
export function applyCanned(draft: Pick<AgentReplyDraft, 'message' | 'recepients'>, answer: CannedAnswer) {
  const html = cannedHtml(answer);
  const message = !html ? draft.message : hasMessageText(draft.message) ? `${draft.message}<p></p>${html}` : html;
  return {
    message,
    recepients: mergeRecipients(draft.recepients, answer.recepients),
    usedInCannedFilters: true,
  } satisfies Partial<AgentReplyDraft>;
}

// ---------------------------------------------------------------------------------------------
// Where the assignee comes from

/** The team a ticket was opened from, when My Teams remembered '/myTeams?teamId={id}'. */
export function teamIdFromPreviousPage(previousPageLocation: string | null | undefined): string | undefined {
  if (!previousPageLocation) return undefined;
  const [path, query = ''] = previousPageLocation.split('?');
  if (path !== '/myTeams') return undefined;
  const teamId = new URLSearchParams(query).get('teamId')?.trim();
  return teamId || undefined;
}

export const openedFromMyTeams = (previousPageLocation: string | null | undefined): boolean =>
  (previousPageLocation ?? '').split('?')[0] === '/myTeams';

export type AssigneeSource =
  | { kind: 'team'; teamId: string; branch: string }
  | { kind: 'search' }
  | { kind: 'branch'; branch: string };

export interface AssigneeChoice {
  label: 'Change Assignee' | 'Select your Team Agent';
  source: AssigneeSource;
}

/**
 * Where the assignee options come from (spec 6): from My Teams the team's agents (the branch list
 * when the team is not known or its agents cannot be read), central pool agents search every user
 * by name, other agents get the users of the ticket's assignee branch.
 */
export function assigneeChoice(input: {
  previousPageLocation: string | null | undefined;
  isCentralPoolAgent: boolean;
  ticket: { assigneeBranchCode: string | null; branch: string };
}): AssigneeChoice {
  const branch = input.ticket.assigneeBranchCode || input.ticket.branch;
  if (openedFromMyTeams(input.previousPageLocation)) {
    const teamId = teamIdFromPreviousPage(input.previousPageLocation);
    return {
      label: 'Select your Team Agent',
      source: teamId ? { kind: 'team', teamId, branch } : { kind: 'branch', branch },
    };
  }
  return {
    label: 'Change Assignee',
    source: input.isCentralPoolAgent ? { kind: 'search' } : { kind: 'branch', branch },
  };
}

// ---------------------------------------------------------------------------------------------
// Transfer (the wrongly-assigned popup and the Transfer Request view)

export interface DepartmentChoice {
  depId: string;
  deptName: string;
}

/** 'All' and 'Central Pool Agent' first, then every department (spec 4). The transfer view has no pool. */
export function transferDepartmentOptions(
  departments: readonly { id: string; departmentName: string }[],
  withCentralPool = true,
): DepartmentChoice[] {
  return [
    { depId: ALL_DEPARTMENTS_ID, deptName: 'All' },
    ...(withCentralPool ? [{ depId: CENTRAL_POOL_DEPARTMENT_ID, deptName: CENTRAL_POOL_DEPARTMENT_ID }] : []),
    ...departments.map((department) => ({ depId: department.id, deptName: department.departmentName })),
  ];
}

export const isCentralPoolChoice = (department: DepartmentChoice | undefined): boolean =>
  department?.depId === CENTRAL_POOL_DEPARTMENT_ID;

/** The department ids whose help topics are listed: one department, or every one for All and the pool. */
export function helpTopicDepartmentIds(
  department: DepartmentChoice | undefined,
  departments: readonly { id: string }[],
): string | undefined {
  if (!department) return undefined;
  if (department.depId === ALL_DEPARTMENTS_ID || department.depId === CENTRAL_POOL_DEPARTMENT_ID) {
    return departments.length > 0 ? departments.map((each) => each.id).join(',') : undefined;
  }
  return department.depId;
}

export interface AgentChoice {
  value: string;
  label: string;
  departmentId?: string;
  assigneeName: string;
  email?: string;
}

/** An agent option as agentDeptMap lists it (spec 3 "Agent option"). */
export interface AgentDeptMapOption {
  value: string;
  label: string;
  departmentId?: string;
  assigneeName: string;
  user?: { email: string };
}

/** Every department's agents from agentDeptMap, each once, by name. */
export function agentsOfAllDepartments(agentDeptMap: Record<string, readonly AgentDeptMapOption[]>): AgentChoice[] {
  const seen = new Set<string>();
  const agents: AgentChoice[] = [];
  for (const [departmentId, list] of Object.entries(agentDeptMap)) {
    for (const agent of list) {
      if (seen.has(agent.value)) continue;
      seen.add(agent.value);
      agents.push({
        value: agent.value,
        label: agent.label,
        departmentId: agent.departmentId || departmentId,
        assigneeName: agent.assigneeName,
        ...(agent.user?.email ? { email: agent.user.email } : {}),
      });
    }
  }
  return agents.sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * With 'All', the server files the ticket under the chosen agent's department, and the help topic
 * must be one of that department's: once a help topic is chosen, only its department's agents fit.
 */
export function agentsForHelpTopic(
  agents: readonly AgentChoice[],
  helpTopicDepartmentId: string | undefined,
): AgentChoice[] {
  if (!helpTopicDepartmentId) return [...agents];
  return agents.filter((agent) => !agent.departmentId || agent.departmentId === helpTopicDepartmentId);
}

export interface TransferDraft {
  department?: DepartmentChoice;
  helpTopicId: string;
  assignee?: AgentChoice;
  transferReason: string;
}

export const emptyTransferDraft = (): TransferDraft => ({ helpTopicId: '', transferReason: '' });

/** Choosing a department clears the help topic and the assignee; the pool has no assignee (spec 4). */
export const transferDraftWithDepartment = (draft: TransferDraft, department: DepartmentChoice): TransferDraft => ({
  ...draft,
  department,
  helpTopicId: '',
  assignee: undefined,
});

export type TransferPayload = RequestOf<typeof saveTransfer>;

/**
 * The request of the wrongly-assigned transfer (spec 3 "Transfer request"), or the spec's warning
 * when department, help topic or assignee (not for the pool) is missing.
 */
export function planTransfer(
  draft: TransferDraft,
  ticketId: string,
  loggedInUserEmail: string,
): { kind: 'refuse'; message: string } | { kind: 'send'; payload: TransferPayload } {
  const toPool = isCentralPoolChoice(draft.department);
  if (!draft.department || !draft.helpTopicId || (!toPool && !draft.assignee)) {
    return { kind: 'refuse', message: MANDATORY_MESSAGE };
  }
  const assignee = toPool ? undefined : draft.assignee;
  return {
    kind: 'send',
    payload: {
      ticketId,
      isTicketWronglyAssigned: 1,
      transferReason: draft.transferReason.trim(),
      departmentName: draft.department.deptName,
      loggedInUserEmail,
      selectedDepartment: { depId: draft.department.depId, deptName: draft.department.deptName },
      selectedAssignee: assignee
        ? {
            value: assignee.value,
            label: assignee.label,
            assigneeName: assignee.assigneeName,
            ...(assignee.departmentId ? { departmentId: assignee.departmentId } : {}),
          }
        : null,
      transferreId: assignee?.value ?? null,
      helpTopicId: draft.helpTopicId,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// SLA

export const SLA_EARLIER_MESSAGE = 'The new SLA date cannot be earlier than the ticket creation date.';

/**
 * The new due date typed as DD/MM/YYYY, sent as ISO at the ticket's time of creation on that day,
 * so the server's day count is exactly the number of days in between (at least 1). Refused: no
 * date ('Please select new SLA plan') or a day before the ticket was created.
 */
export function planSlaChange(
  dateText: string,
  initialCreatedDate: string,
): { kind: 'refuse'; message: string } | { kind: 'send'; slaPlan: string } {
  const day = parseDateInput(dateText);
  if (!day) return { kind: 'refuse', message: SLA_MESSAGES.missing };
  // Days are the tenant's, wherever the agent's browser is (as the date filters).
  const created = Date.parse(initialCreatedDate);
  if (Number.isNaN(created)) return { kind: 'send', slaPlan: tenantDayEnd(day).toISOString() };
  if (day.isBefore(tenantDayOf(created), 'day')) return { kind: 'refuse', message: SLA_EARLIER_MESSAGE };
  const due = tenantDayAtTimeOf(day, Math.floor(created / 1000) * 1000);
  // The creation day itself: due at its end, which the server counts as 1 day.
  return { kind: 'send', slaPlan: (due.getTime() > created ? due : tenantDayEnd(day)).toISOString() };
}

/** What a failed agent action shows: the server's own words when it gave a reason, else the generic error. */
export function failureMessage(error: { status?: number; message?: string }, fallback = 'Some Error Occurred'): string {
  if (error.status !== undefined && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
