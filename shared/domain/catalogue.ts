import type { EscalationKind } from '../contract/escalationMatrices';
import { dynamicFieldTypes, MAX_DYNAMIC_FORM_FIELDS, MAX_SLA_DAYS, MIN_SLA_DAYS, slaLabel } from './tickets';

/**
 * Catalogue rules (issue 13): departments, help topics with their dynamic forms, ticket sources,
 * canned responses, SLA plans and office types. The server enforces them; the web checks first to
 * warn without a round trip. Each rule answers the first problem found, or undefined.
 */

export const CATALOGUE_MESSAGES = {
  departmentSaved: 'Department saved successfully',
  helpTopicSaved: 'Help topic saved successfully',
  ticketSourceSaved: 'Ticket source saved successfully',
  cannedSaved: 'Canned response saved successfully',
  cannedDeleted: 'Canned response deleted successfully',
  optionsSaved: 'SLA plans and office types saved successfully',
  changed: 'This entry was changed by someone else. Please reload and try again.',
  versionNeeded: 'Send the version you read to change an existing entry. Please reload and try again.',
  departmentNameNeeded: 'Department name is required',
  duplicateDepartment: (name: string) => `A department named ${name} already exists`,
  departmentNotFound: 'Department was not found',
  helpTopicNameNeeded: 'Help topic name is required',
  departmentNeeded: 'Please choose the department of the help topic',
  categoryNeeded: 'Please enter the category of the help topic',
  duplicateHelpTopic: (name: string) => `A help topic named ${name} already exists in this department`,
  helpTopicNotFound: 'Help topic was not found',
  slaNotOffered: 'Please choose a default SLA plan offered by this tenant',
  tooManyFields: `A form has at most ${MAX_DYNAMIC_FORM_FIELDS} fields`,
  fieldNameNeeded: (position: number) => `Field ${position} needs a name`,
  fieldNameForm: (name: string) =>
    `Field name ${name} must start with a letter and hold only letters, digits and underscores`,
  fieldLabelNeeded: (name: string) => `Field ${name} needs a label`,
  duplicateField: (name: string) => `The form has two fields named ${name}`,
  selectNeedsOptions: (name: string) => `Select field ${name} needs at least one option`,
  duplicateOption: (name: string, option: string) => `Select field ${name} lists ${option} twice`,
  duplicateSubCategory: (name: string) => `Sub-category ${name} is listed twice`,
  sourceNameNeeded: 'Ticket source name is required',
  duplicateSource: (name: string) => `A ticket source named ${name} already exists`,
  sourceNotFound: 'Ticket source was not found',
  defaultSourceInactive: 'The default ticket source cannot be deactivated',
  defaultSourceNeeded: 'Another source must be made the default first: one source is always the default',
  cannedNameNeeded: 'Canned response name is required',
  cannedMessageNeeded: 'Canned response message is required',
  duplicateCanned: (name: string) => `A canned response named ${name} already exists`,
  builtInCanned: 'The four built-in canned responses cannot be changed or deleted',
  cannedNotFound: 'Canned response was not found',
  slaPlansNeeded: 'Offer at least one SLA plan',
  slaPlanRange: `SLA plans run from ${slaLabel(MIN_SLA_DAYS)} to ${slaLabel(MAX_SLA_DAYS)}`,
  officeTypeNameNeeded: 'Every office type needs a name',
  duplicateOfficeType: (name: string) => `Office type ${name} is listed twice`,
} as const;

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export { type DynamicFieldType, dynamicFieldTypes } from './tickets';
export const builderFieldTypes = dynamicFieldTypes.filter((type) => type !== 'yesno');

/** Names become dynamicFormJson keys and 'name,value' texts: no commas, spaces or leading digits. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export interface FieldDraft {
  name: string;
  label: string;
  type: string;
  mandatory: boolean;
  values: string[];
}

export function formProblem(fields: readonly FieldDraft[]): string | undefined {
  if (fields.length > MAX_DYNAMIC_FORM_FIELDS) return CATALOGUE_MESSAGES.tooManyFields;
  const seen = new Set<string>();
  for (const [index, field] of fields.entries()) {
    const name = field.name.trim();
    if (!name) return CATALOGUE_MESSAGES.fieldNameNeeded(index + 1);
    if (!FIELD_NAME_PATTERN.test(name)) return CATALOGUE_MESSAGES.fieldNameForm(name);
    if (seen.has(name.toLowerCase())) return CATALOGUE_MESSAGES.duplicateField(name);
    seen.add(name.toLowerCase());
    if (!field.label.trim()) return CATALOGUE_MESSAGES.fieldLabelNeeded(name);
    if (field.type === 'select') {
      const options = field.values.map((value) => value.trim()).filter(Boolean);
      if (options.length === 0) return CATALOGUE_MESSAGES.selectNeedsOptions(name);
      const repeated = options.find((option, at) => options.findIndex((other) => sameName(other, option)) !== at);
      if (repeated) return CATALOGUE_MESSAGES.duplicateOption(name, repeated);
    }
  }
  return undefined;
}

/** A field as stored: trimmed, options only on select fields. */
export const cleanField = (field: FieldDraft) => ({
  name: field.name.trim(),
  label: field.label.trim(),
  type: field.type,
  mandatory: field.mandatory,
  values: field.type === 'select' ? field.values.map((value) => value.trim()).filter(Boolean) : [],
});

export function subCategoriesProblem(subCategories: readonly string[]): string | undefined {
  const names = subCategories.map((name) => name.trim()).filter(Boolean);
  const repeated = names.find((name, at) => names.findIndex((other) => sameName(other, name)) !== at);
  return repeated ? CATALOGUE_MESSAGES.duplicateSubCategory(repeated) : undefined;
}

/* SLA plans and office types: the tenant's stored lists, today's fixed values as the defaults. */

/** Every plan the spec lists, '1 Day' to '30 Day'. */
export const DEFAULT_SLA_DAYS: readonly number[] = Array.from(
  { length: MAX_SLA_DAYS - MIN_SLA_DAYS + 1 },
  (_, index) => MIN_SLA_DAYS + index,
);

export const slaPlanOptions = (days: readonly number[]) =>
  days.map((day) => ({ value: String(day), label: slaLabel(day) }));

export function slaDaysProblem(days: readonly number[]): string | undefined {
  if (days.length === 0) return CATALOGUE_MESSAGES.slaPlansNeeded;
  if (days.some((day) => !Number.isInteger(day) || day < MIN_SLA_DAYS || day > MAX_SLA_DAYS))
    return CATALOGUE_MESSAGES.slaPlanRange;
  return undefined;
}

export interface OfficeTypeOption {
  name: string;
  group: EscalationKind;
}

/** The office types the spec names for its three escalation groups (tickets spec 9). */
export const DEFAULT_OFFICE_TYPES: readonly OfficeTypeOption[] = [
  { name: 'School', group: 'school' },
  { name: 'College', group: 'college' },
  { name: 'Junior College', group: 'college' },
  { name: 'Coaching Centre', group: 'college' },
  { name: 'Central Office', group: 'administrative' },
  { name: 'Zonal Office', group: 'administrative' },
  { name: 'Press', group: 'administrative' },
  { name: 'Warehouse', group: 'administrative' },
  { name: 'Campaigning', group: 'administrative' },
  { name: 'Civil Services', group: 'administrative' },
];

export function officeTypesProblem(officeTypes: readonly OfficeTypeOption[]): string | undefined {
  const seen = new Set<string>();
  for (const officeType of officeTypes) {
    const name = officeType.name.trim();
    if (!name) return CATALOGUE_MESSAGES.officeTypeNameNeeded;
    if (seen.has(name.toLowerCase())) return CATALOGUE_MESSAGES.duplicateOfficeType(name);
    seen.add(name.toLowerCase());
  }
  return undefined;
}

/** The four canned choices of the spec (tickets spec 4): always offered, never edited or deleted. */
/** The spec's four built-in canned choices (issue 13: they stay, beside the tenant's own). */
export const cannedFilterNames = ['Original Message', 'Last Message', 'Full Message', 'Closing email'] as const;
export const BUILT_IN_CANNED_NAMES = cannedFilterNames;
export const isBuiltInCannedName = (name: string) => BUILT_IN_CANNED_NAMES.some((builtIn) => sameName(builtIn, name));
