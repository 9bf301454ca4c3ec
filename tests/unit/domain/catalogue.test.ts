import {
  CATALOGUE_MESSAGES,
  cleanField,
  DEFAULT_OFFICE_TYPES,
  formProblem,
  slaDaysProblem,
} from '@shared/domain/catalogue';
import { officeTypeGroup } from '@shared/domain/officeTypes';
import { describe, expect, it } from 'vitest';
import {
  fromDefinition,
  move,
  nameFromLabel,
  newField,
  toDefinition,
  withLabel,
} from '@/features/catalogue/formBuilder';

const field = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  label: name.toUpperCase(),
  type: 'text',
  mandatory: false,
  values: [] as string[],
  ...overrides,
});

describe('help topic form rules (issue 13)', () => {
  it('accepts a valid form and answers the first problem of a bad one', () => {
    expect(formProblem([field('room'), field('urgency', { type: 'select', values: ['Low'] })])).toBeUndefined();
    expect(formProblem([field('room'), field('ROOM')])).toBe(CATALOGUE_MESSAGES.duplicateField('ROOM'));
    expect(formProblem([field(' ')])).toBe(CATALOGUE_MESSAGES.fieldNameNeeded(1));
    expect(formProblem([field('1st')])).toBe(CATALOGUE_MESSAGES.fieldNameForm('1st'));
    expect(formProblem([field('a,b')])).toBe(CATALOGUE_MESSAGES.fieldNameForm('a,b'));
    expect(formProblem([field('kind', { type: 'select', values: [] })])).toBe(
      CATALOGUE_MESSAGES.selectNeedsOptions('kind'),
    );
    expect(formProblem([field('kind', { type: 'select', values: ['A', 'a'] })])).toBe(
      CATALOGUE_MESSAGES.duplicateOption('kind', 'a'),
    );
    expect(formProblem(Array.from({ length: 41 }, (_, index) => field(`f${index}`)))).toBe(
      CATALOGUE_MESSAGES.tooManyFields,
    );
  });

  it('stores options only on select fields', () => {
    expect(cleanField(field(' room ', { values: ['x'] })).values).toEqual([]);
    expect(cleanField(field('kind', { type: 'select', values: [' A ', ''] })).values).toEqual(['A']);
  });
});

describe('SLA plans and office types', () => {
  it('offers 1 to 30 days', () => {
    expect(slaDaysProblem([])).toBe(CATALOGUE_MESSAGES.slaPlansNeeded);
    expect(slaDaysProblem([31])).toBe(CATALOGUE_MESSAGES.slaPlanRange);
    expect(slaDaysProblem([1, 30])).toBeUndefined();
  });

  it("routes a tenant's own office type by its stored group before the spec's words", () => {
    expect(officeTypeGroup('Hostel')).toBeUndefined();
    expect(officeTypeGroup('hostel', [{ name: 'Hostel', group: 'school' }])).toBe('school');
    expect(officeTypeGroup('Press', [{ name: 'Press', group: 'college' }])).toBe('college');
    for (const entry of DEFAULT_OFFICE_TYPES) expect(officeTypeGroup(entry.name)).toBe(entry.group);
  });
});

describe('form builder steps', () => {
  it('derives the name from the label until the name is edited', () => {
    expect(nameFromLabel(' Room Number (Block) ')).toBe('room_number_block');
    expect(nameFromLabel('2nd Floor')).toBe('nd_floor');
    const named = withLabel(newField(), 'Room Number');
    expect(named.name).toBe('room_number');
    expect(withLabel({ ...named, name: 'room', nameEdited: true }, 'Room No').name).toBe('room');
    expect(withLabel(fromDefinition(toDefinition(named)), 'Other').name).toBe('room_number');
  });

  it('moves fields up and down within the list', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('sends select options one a line and none for other types', () => {
    const select = { ...withLabel(newField(), 'Urgency'), type: 'select' as const, optionsText: 'Low\n\n High ' };
    expect(toDefinition(select).values).toEqual(['Low', 'High']);
    expect(toDefinition({ ...select, type: 'text' }).values).toEqual([]);
  });
});
