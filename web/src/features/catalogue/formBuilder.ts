import type { DynamicFormFieldDefinition } from '@shared/contract/tickets';
import type { DynamicFieldType } from '@shared/domain/catalogue';

/** The form builder's state (issue 13): pure steps, so the page stays a view. */

export interface BuilderField {
  /** Stable React key while names are edited. */
  key: string;
  name: string;
  /** The name follows the label until the admin edits it (or the field was saved before). */
  nameEdited: boolean;
  label: string;
  type: DynamicFieldType;
  mandatory: boolean;
  /** Select options, one a line. */
  optionsText: string;
}

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `field-${keys}`;
};

/** 'Room Number' → 'room_number': a valid field name from a label. */
export const nameFromLabel = (label: string) =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 64);

export const fromDefinition = (field: DynamicFormFieldDefinition): BuilderField => ({
  key: nextKey(),
  name: field.name,
  nameEdited: true,
  label: field.label,
  type: field.type,
  mandatory: field.mandatory,
  optionsText: field.values.join('\n'),
});

export const newField = (): BuilderField => ({
  key: nextKey(),
  name: '',
  nameEdited: false,
  label: '',
  type: 'text',
  mandatory: false,
  optionsText: '',
});

export function withLabel(field: BuilderField, label: string): BuilderField {
  return { ...field, label, name: field.nameEdited ? field.name : nameFromLabel(label) };
}

export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export const toDefinition = (field: BuilderField): DynamicFormFieldDefinition => ({
  name: field.name.trim(),
  label: field.label.trim(),
  type: field.type,
  mandatory: field.mandatory,
  values:
    field.type === 'select'
      ? field.optionsText
          .split('\n')
          .map((option) => option.trim())
          .filter(Boolean)
      : [],
});
