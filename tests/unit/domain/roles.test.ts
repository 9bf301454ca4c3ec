import { meetsAccessLevel, roleFlags } from '@shared/domain/roles';
import { describe, expect, it } from 'vitest';

describe('role flags from the help desk role text', () => {
  it.each([
    ['', { isAgent: false, isCentralPoolAgent: false, isTeamLead: false, isCentralAdmin: false }],
    ['librarian', { isAgent: false, isCentralPoolAgent: false, isTeamLead: false, isCentralAdmin: false }],
    ['agent', { isAgent: true, isCentralPoolAgent: false, isTeamLead: false, isCentralAdmin: false }],
    ['Central Agent', { isAgent: false, isCentralPoolAgent: true, isTeamLead: false, isCentralAdmin: false }],
    ['team lead', { isAgent: false, isCentralPoolAgent: true, isTeamLead: true, isCentralAdmin: false }],
    ['CENTRAL ADMIN', { isAgent: false, isCentralPoolAgent: true, isTeamLead: true, isCentralAdmin: true }],
  ])('%j sets the spec table flags', (role, flags) => {
    expect(roleFlags(role)).toEqual(flags);
  });

  it('treats a missing role as no role', () => {
    expect(roleFlags(undefined).isAgent).toBe(false);
    expect(roleFlags(null).isCentralAdmin).toBe(false);
  });
});

describe('access levels', () => {
  const can = (role: string) => (level: Parameters<typeof meetsAccessLevel>[1]) =>
    meetsAccessLevel(roleFlags(role), level);

  it('lets an ordinary user only reach signed-in endpoints', () => {
    const user = can('');
    expect([user('signedIn'), user('agent'), user('centralPool'), user('teamLead'), user('centralAdmin')]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('counts central pool roles as agents, and nests lead inside admin', () => {
    expect(can('central agent')('agent')).toBe(true);
    expect(can('agent')('centralPool')).toBe(false);
    expect(can('team lead')('centralPool')).toBe(true);
    expect(can('team lead')('centralAdmin')).toBe(false);
    expect(can('central admin')('teamLead')).toBe(true);
  });
});
