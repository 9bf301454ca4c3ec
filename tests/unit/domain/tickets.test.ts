import { numberedDynamicFormFields } from '@shared/domain/tickets';
import { describe, expect, it } from 'vitest';

describe('dynamicFormField1 .. dynamicFormField40 (tickets spec 3, issue 21 item 11)', () => {
  it("numbers the form's fields as 'name,value' in form order, null past the last", () => {
    const fields = numberedDynamicFormFields(
      { is_it_blocking_work: true, issue_summary: 'Projector, room 4', priority_level: 'High' },
      ['issue_summary', 'priority_level', 'is_it_blocking_work'],
    );
    expect(Object.keys(fields)).toHaveLength(40);
    expect(fields.dynamicFormField1).toBe('issue_summary,Projector, room 4');
    expect(fields.dynamicFormField2).toBe('priority_level,High');
    expect(fields.dynamicFormField3).toBe('is_it_blocking_work,true');
    expect(fields.dynamicFormField4).toBeNull();
    expect(fields.dynamicFormField40).toBeNull();
  });

  it("follows the help topic's field order when given (the store keeps no key order), others after by name", () => {
    const fields = numberedDynamicFormFields({ zeta: 'z', priority_level: 'Low', issue_summary: 'Fan', alpha: 'a' }, [
      'issue_summary',
      'priority_level',
    ]);
    expect([1, 2, 3, 4].map((n) => fields[`dynamicFormField${n}`])).toEqual([
      'issue_summary,Fan',
      'priority_level,Low',
      'alpha,a',
      'zeta,z',
    ]);
  });

  it('keeps the first 40 fields of a longer form', () => {
    const names = Array.from({ length: 45 }, (_, index) => `field_${index + 1}`);
    const fields = numberedDynamicFormFields(Object.fromEntries(names.map((name) => [name, name.slice(6)])), names);
    expect(fields.dynamicFormField40).toBe('field_40,40');
    expect(fields).not.toHaveProperty('dynamicFormField41');
  });
});
