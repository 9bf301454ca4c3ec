import { quarterAgents, quarterRequesters } from '@infra/local/demoQuarterCast';
import { demoOidcAccounts } from '@infra/local/seed';
import { describe, expect, it } from 'vitest';

/** Demo SSO (the local OpenID Connect provider) knows every demo sign-in the start banner lists. */
describe("the local provider's demo accounts", () => {
  it('include the people the demo quarter adds, under the openId the seed gives them', () => {
    const accounts = demoOidcAccounts();
    for (const person of [...quarterAgents, ...quarterRequesters]) {
      expect(accounts).toContainEqual({ sub: `demo-${person.id}`, email: person.email, name: person.fullName });
    }
    expect(accounts.map((account) => account.email)).toContain('user@demo.local');
  });
});
