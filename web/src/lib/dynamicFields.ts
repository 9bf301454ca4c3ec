import type { DynamicFormFieldDefinition } from '@shared/contract/tickets';
import type { UploadedFile } from './attachmentRules';

/**
 * The help topic's dynamic form fields as entered (tickets spec 3): what each entry may be, how it
 * becomes the payload's value and which inline message it earns. The new-ticket form and the help
 * topic form's preview share these rules.
 */

/** Text the person typed (text, textarea, number, select, date as DD/MM/YYYY), a yes/no, or a file. */
export type DynamicEntry = string | boolean | UploadedFile | undefined;

export const DATE_ENTRY_FORMAT = 'DD/MM/YYYY';
export const DATE_FORMAT_MESSAGE = `Please enter dates as ${DATE_ENTRY_FORMAT}`;
export const NUMBER_FORMAT_MESSAGE = 'Please enter a number';

const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'DD/MM/YYYY' to the ISO instant of that day's local midnight; undefined when it is no real date. */
export function parseDisplayDate(text: string): string | undefined {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date.toISOString() : undefined;
}

export const isUploadedFile = (entry: DynamicEntry): entry is UploadedFile =>
  typeof entry === 'object' && entry !== null && 'key' in entry;

const blank = (text: string) => text.trim() === '';

/** A field's value as the payload carries it, undefined when nothing (valid) was entered. */
export function dynamicValue(field: DynamicFormFieldDefinition, entry: DynamicEntry): unknown {
  if (entry === undefined) return undefined;
  switch (field.type) {
    case 'yesno':
      return typeof entry === 'boolean' ? entry : undefined;
    // A ticked box answers Yes; an unticked one is no answer, so a mandatory box must be ticked.
    case 'checkbox':
      return entry === true ? true : undefined;
    case 'file':
      return isUploadedFile(entry) ? entry.key : undefined;
    case 'date':
      return typeof entry === 'string' ? parseDisplayDate(entry) : undefined;
    case 'number': {
      if (typeof entry !== 'string' || blank(entry)) return undefined;
      const value = Number(entry);
      return Number.isFinite(value) ? value : undefined;
    }
    default:
      return typeof entry === 'string' && !blank(entry) ? entry.trim() : undefined;
  }
}

/**
 * The inline message of one dynamic field: text entered that is not a valid date or number (told
 * apart from a field left empty).
 */
export function dynamicFieldProblem(field: DynamicFormFieldDefinition, entry: DynamicEntry): string | undefined {
  if (typeof entry !== 'string' || blank(entry)) return undefined;
  if (field.type === 'date' && parseDisplayDate(entry) === undefined) return DATE_FORMAT_MESSAGE;
  if (field.type === 'number' && !Number.isFinite(Number(entry))) return NUMBER_FORMAT_MESSAGE;
  return undefined;
}

export function dynamicFormJson(
  fields: readonly DynamicFormFieldDefinition[],
  dynamic: Record<string, DynamicEntry>,
): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const field of fields) {
    const value = dynamicValue(field, dynamic[field.name]);
    if (value !== undefined) json[field.name] = value;
  }
  return json;
}

/** The text under a missing field (the toast keeps the spec's "Please fill mandatory information"). */
export const missingFieldMessage = (label: string) => `${label} is required`;
