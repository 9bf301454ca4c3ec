import { describe, expect, it } from 'vitest';
import { teamLeadOptions } from '@/features/teams/teamOptions';
import { personLabel } from '@/lib/personLabel';

describe('View Team: people without an e-mail', () => {
  it("labels a person 'Full Name <email>', or by the full name alone without an e-mail", () => {
    expect(personLabel({ fullName: 'Lakshmi Lead', email: 'lead@demo.local' })).toBe('Lakshmi Lead <lead@demo.local>');
    expect(personLabel({ fullName: 'No Mail', email: '' })).toBe('No Mail');
    expect(personLabel({ fullName: 'Blank Mail', email: '  ' })).toBe('Blank Mail');
  });

  it('offers a team lead without an e-mail by name, never "Name <>"', () => {
    const options = teamLeadOptions(
      [
        { id: '4', fullName: 'Lakshmi Lead', email: 'lead@demo.local' },
        { id: '9', fullName: 'No Mail', email: '' },
      ],
      [{ value: '12', label: 'Former Lead' }],
    );
    expect(options).toEqual([
      { value: '4', label: 'Lakshmi Lead <lead@demo.local>' },
      { value: '9', label: 'No Mail' },
      { value: '12', label: 'Former Lead' },
    ]);
    expect(options.map((option) => option.label).join()).not.toContain('<>');
  });
});
