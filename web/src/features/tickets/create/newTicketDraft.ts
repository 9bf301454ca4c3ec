import type { EscalationKind } from '@shared/contract/escalationMatrices';
import type { TenantFlags } from '@shared/contract/tenantSettings';
import { type CreateTicketPayload, type DynamicFormFieldDefinition, MANDATORY_MESSAGE } from '@shared/contract/tickets';
import { officeTypeGroup } from '@shared/domain/officeTypes';
import type { TicketCategory, TicketStatus } from '@shared/domain/statuses';
import type { UploadedFile } from '@/lib/attachmentRules';
import {
  type DynamicEntry,
  dynamicFieldProblem,
  dynamicFormJson,
  dynamicValue,
  isUploadedFile,
} from '@/lib/dynamicFields';

/**
 * The create-ticket form as plain data, and the rules that turn it into the create-ticket payload
 * (tickets spec 2.6, 3 and 5). No React here: the unit tests read these rules directly.
 */

export interface NewTicketDraft {
  /** "Create ticket on behalf of another person". */
  onBehalf: boolean;
  /** The requester: the signed-in user, or the person chosen by e-mail. */
  userId: string;
  email: string;
  fullName: string;
  ticketNotice: boolean;
  departmentId: string;
  helpTopicId: string;
  slaPlan: string;
  ticketCategory: string;
  /** Non-agents only. */
  employeeNo: string;
  /** Agents only. */
  ticketSourceId: string;
  ticketStatus: string;
  assigneeId: string;
  assigneeFullName: string;
  /** Dynamic form entries by field name. */
  dynamic: Record<string, DynamicEntry>;
  attachments: UploadedFile[];
}

/** Who is signed in (session storage). */
export interface Creator {
  userId: string;
  email: string;
  isAgent: boolean;
  employeeId: string;
  openDepartmentId: string;
}

export { MANDATORY_MESSAGE };

const blank = (text: string) => text.trim() === '';

export function emptyDraft(creator: Creator, fullName = ''): NewTicketDraft {
  return {
    onBehalf: false,
    userId: creator.userId,
    email: creator.email,
    fullName,
    ticketNotice: true,
    departmentId: '',
    helpTopicId: '',
    slaPlan: '',
    ticketCategory: '',
    employeeNo: creator.isAgent ? '' : creator.employeeId,
    ticketSourceId: '',
    ticketStatus: creator.isAgent ? 'Open' : '',
    assigneeId: '',
    assigneeFullName: '',
    dynamic: {},
    attachments: [],
  };
}

/** A form field Submit found empty: a fixed field of the draft, or a dynamic field by its name. */
export type MissingField = keyof NewTicketDraft | `dynamic:${string}`;

/**
 * The mandatory fields still empty, in the form's order (issue 17: each is marked and the first
 * focused). Mirrors the server (spec 5): email, full name, notice flag, department, help topic, SLA
 * plan, user id, ticket category and every mandatory dynamic field; ticket source, status and
 * assignee for agents; employee number for everyone else. A requester not yet chosen (no user id)
 * marks the Email field, where they are chosen.
 */
export function missingFields(
  draft: NewTicketDraft,
  fields: readonly DynamicFormFieldDefinition[],
  isAgent: boolean,
): MissingField[] {
  const fixed: [keyof NewTicketDraft, string][] = [
    ['email', draft.userId && draft.email],
    ['fullName', draft.fullName],
    ...(isAgent ? [] : ([['employeeNo', draft.employeeNo]] as [keyof NewTicketDraft, string][])),
    ...(isAgent ? ([['ticketSourceId', draft.ticketSourceId]] as [keyof NewTicketDraft, string][]) : []),
    ['departmentId', draft.departmentId],
    ['helpTopicId', draft.helpTopicId],
    ['slaPlan', draft.slaPlan],
    ['ticketCategory', draft.ticketCategory],
    ...(isAgent
      ? ([
          ['ticketStatus', draft.ticketStatus],
          ['assigneeId', draft.assigneeId],
        ] as [keyof NewTicketDraft, string][])
      : []),
  ];
  const dynamic = fields
    .filter((field) => field.mandatory && dynamicValue(field, draft.dynamic[field.name]) === undefined)
    .map((field): MissingField => `dynamic:${field.name}`);
  return [...fixed.filter(([, value]) => blank(value)).map(([name]) => name), ...dynamic];
}

/**
 * The warning Submit shows, or undefined when the form may be sent (the fields are those of
 * `missingFields`).
 */
export function draftProblem(
  draft: NewTicketDraft,
  fields: readonly DynamicFormFieldDefinition[],
  isAgent: boolean,
): string | undefined {
  const missing = missingFields(draft, fields, isAgent);
  if (missing.some((name) => !name.startsWith('dynamic:'))) return MANDATORY_MESSAGE;
  if (missing.length > 0) {
    // A mandatory date typed wrongly is better told as a format problem than as missing.
    const wrong = fields.map((field) => dynamicFieldProblem(field, draft.dynamic[field.name])).find(Boolean);
    return wrong ?? MANDATORY_MESSAGE;
  }
  return fields.map((field) => dynamicFieldProblem(field, draft.dynamic[field.name])).find(Boolean);
}

/** The create-ticket payload (spec 3) for a draft that passed `draftProblem`. */
export function toCreatePayload(
  draft: NewTicketDraft,
  fields: readonly DynamicFormFieldDefinition[],
  creator: Creator,
): CreateTicketPayload {
  const fileFieldKeys = fields
    .filter((field) => field.type === 'file')
    .map((field) => draft.dynamic[field.name])
    .filter(isUploadedFile)
    .map((file) => file.key);
  const payload: CreateTicketPayload = {
    email: draft.email.trim(),
    fullName: draft.fullName.trim(),
    ticketNotice: draft.ticketNotice,
    departmentId: draft.departmentId,
    helpTopicId: draft.helpTopicId,
    slaPlan: draft.slaPlan,
    userId: draft.userId,
    ticketCategory: draft.ticketCategory as TicketCategory,
    dynamicFormJson: dynamicFormJson(fields, draft.dynamic),
    // Files chosen in a dynamic file field are attached to the ticket too, so its readers may open them.
    filesUpload: [...draft.attachments.map((file) => file.key), ...fileFieldKeys],
    isTicketCreatedOnBehalfOFAnotherPerson: draft.onBehalf,
    createdBy: creator.userId,
  };
  if (draft.onBehalf) payload.originalTicketCreator = creator.email;
  else if (creator.openDepartmentId) payload.openDepartmentIdOfUser = creator.openDepartmentId;
  if (creator.isAgent) {
    payload.ticketSourceId = draft.ticketSourceId;
    payload.ticketStatus = draft.ticketStatus as TicketStatus;
    payload.assigneeId = draft.assigneeId;
    payload.assigneeFullName = draft.assigneeFullName;
  } else {
    payload.employeeNo = draft.employeeNo.trim();
  }
  return payload;
}

/** Choosing a department forgets the help topic, its form and its SLA default. */
export const withDepartment = (draft: NewTicketDraft, departmentId: string): NewTicketDraft => ({
  ...draft,
  departmentId,
  helpTopicId: '',
  slaPlan: '',
  dynamic: {},
});

/** Choosing a help topic starts a fresh dynamic form and sets the SLA plan to the topic's. */
export const withHelpTopic = (
  draft: NewTicketDraft,
  helpTopic: { id: string; sla: string } | undefined,
): NewTicketDraft => ({
  ...draft,
  helpTopicId: helpTopic?.id ?? '',
  slaPlan: helpTopic?.sla ?? '',
  dynamic: {},
});

const escalationFlag: Record<EscalationKind, keyof TenantFlags> = {
  school: 'is_school_esc_enabled',
  college: 'is_college_esc_enabled',
  administrative: 'is_administrative_esc_enabled',
};

/**
 * Which escalation contact lookup raising this ticket needs (spec 7 and 8, issue 21 item 3): the
 * signed-in user's office type group, when the tenant has that group's escalation on. None when
 * raising for another person: the lookup answers for the caller's own branch, and the server fills
 * the ticket's office codes from the requester's matrix row anyway.
 */
export function escalationLookupKind(
  onBehalf: boolean,
  officeType: string | undefined,
  flags: TenantFlags | undefined,
): EscalationKind | undefined {
  if (onBehalf || !flags) return undefined;
  const kind = officeTypeGroup(officeType);
  return kind && flags[escalationFlag[kind]] ? kind : undefined;
}

/** The office codes of the lookup's answer, as the spec's payload carries them (the server decides). */
export function withOfficeCodes(
  payload: CreateTicketPayload,
  contact: { nspiraCode: string; state: string; district: string; payrollCode: string } | undefined,
): CreateTicketPayload {
  if (!contact) return payload;
  const { nspiraCode, state, district, payrollCode } = contact;
  return { ...payload, nspiraCode, state, district, payrollCode };
}
