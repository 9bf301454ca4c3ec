import { STATE_MAX_LENGTH, STATE_TOO_LONG_MESSAGE } from '@shared/contract/escalationMatrices';
import { MOBILE_MAX_LENGTH } from '@shared/domain/adminRules';
import { isValidMobile, MATRIX_MESSAGES } from '@shared/domain/escalationRules';
import { MANDATORY_MESSAGE } from '@shared/domain/formMessages';

/** The escalation form's fields and checks (administration spec sections 2, 3 and 5). */

/** Spec section 9: mobile and State inputs take at most 12 characters (the users' mobile rule's limit). */
export { MOBILE_MAX_LENGTH, STATE_MAX_LENGTH, STATE_TOO_LONG_MESSAGE };

export const LEVELS = [1, 2, 3, 4, 5] as const;
export type Level = (typeof LEVELS)[number];
export type LevelField = `l${Level}${'name' | 'mobile' | 'email'}`;

export const REQUIRED_FIELDS = ['branch', 'department', 'module'] as const;
export const OPTIONAL_FIELDS = ['state', 'district', 'agm', 'blankcol'] as const;
export const HOD_FIELDS = ['hodname', 'hodmobile', 'hodemail'] as const;
const LEVEL_FIELDS: LevelField[] = LEVELS.flatMap((level) => [
  `l${level}name` as const,
  `l${level}mobile` as const,
  `l${level}email` as const,
]);

export type DraftField =
  | (typeof REQUIRED_FIELDS)[number]
  | (typeof OPTIONAL_FIELDS)[number]
  | LevelField
  | (typeof HOD_FIELDS)[number];

export const DRAFT_FIELDS: readonly DraftField[] = [
  ...REQUIRED_FIELDS,
  ...OPTIONAL_FIELDS,
  ...LEVEL_FIELDS,
  ...HOD_FIELDS,
];

export type EscalationDraft = Record<DraftField, string>;

export const emptyDraft = (): EscalationDraft =>
  Object.fromEntries(DRAFT_FIELDS.map((field) => [field, ''])) as EscalationDraft;

/** The form's starting values from a stored row (findById); missing or null cells start empty. */
export function draftFromRow(row: object): EscalationDraft {
  const cells = row as Record<string, unknown>;
  return Object.fromEntries(
    DRAFT_FIELDS.map((field) => {
      const value = cells[field];
      return [field, value === undefined || value === null ? '' : String(value)];
    }),
  ) as EscalationDraft;
}

export type DraftProblem =
  | { field: (typeof REQUIRED_FIELDS)[number]; message: typeof MANDATORY_MESSAGE }
  | { field: 'state'; message: typeof STATE_TOO_LONG_MESSAGE }
  | { field: LevelField | 'hodmobile'; message: string };

const MOBILE_FIELDS: [field: LevelField | 'hodmobile', label: string][] = [
  ...LEVELS.map((level): [LevelField, string] => [`l${level}mobile`, `Level ${level}`]),
  ['hodmobile', 'HOD'],
];

/**
 * Required fields first (one warning for all), then the State length and the mobiles' form (the
 * server's rule, shared/domain/escalationRules.ts). Inputs take longer text than their maximum and
 * say so here, rather than cutting what was typed or pasted (issue 21 item 24).
 */
export function draftProblems(draft: EscalationDraft): DraftProblem[] {
  const problems: DraftProblem[] = REQUIRED_FIELDS.filter((field) => draft[field].trim() === '').map((field) => ({
    field,
    message: MANDATORY_MESSAGE,
  }));
  if (draft.state.trim().length > STATE_MAX_LENGTH) problems.push({ field: 'state', message: STATE_TOO_LONG_MESSAGE });
  for (const [field, label] of MOBILE_FIELDS) {
    const mobile = draft[field].trim();
    if (mobile && !isValidMobile(mobile)) problems.push({ field, message: MATRIX_MESSAGES.mobile(label) });
  }
  return problems;
}

/** The saveUpdate payload: every field trimmed (blank optional fields sent empty, so they clear), id when updating. */
export function savePayload(draft: EscalationDraft, id: string | undefined): EscalationDraft & { id?: string } {
  const fields = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, draft[field].trim()])) as EscalationDraft;
  return id ? { ...fields, id } : fields;
}
