import { randomBytes } from 'node:crypto';
import { pageOfList } from '@functions/core/adminPaging';
import { walkNestedTeams } from '@functions/core/teamTree';
import { describe, expect, it } from 'vitest';

/** Pure parts of the administration use cases: the nested-teams walk, paging, SMTP encryption. */

interface Team {
  id: string;
  agents: string[];
  leads: string[];
}

function walker(teams: Team[], limit?: number) {
  const calls: string[][] = [];
  return {
    calls,
    walk: {
      idOf: (team: Team) => team.id,
      agentsOf: (team: Team) => team.agents,
      teamsLedBy: async (ids: string[]) => {
        calls.push(ids);
        return teams.filter((team) => team.leads.some((lead) => ids.includes(lead)));
      },
      limit,
    },
  };
}

describe('walkNestedTeams', () => {
  const a = { id: 'A', leads: ['la'], agents: ['x', 'lb'] };
  const b = { id: 'B', leads: ['lb'], agents: ['y', 'lc'] };
  const c = { id: 'C', leads: ['lc'], agents: ['la', 'z'] };
  const d = { id: 'D', leads: ['z'], agents: [] };

  it('goes level by level and visits each team once, even in a loop', async () => {
    const { walk, calls } = walker([a, b, c, d]);
    const found = await walkNestedTeams(a, walk);
    expect(found.map((team) => team.id)).toEqual(['A', 'B', 'C', 'D']);
    // Level 1: A's members; level 2: B's; level 3: C's (la leads A again: not revisited); D has no agents.
    expect(calls).toEqual([
      ['x', 'lb'],
      ['y', 'lc'],
      ['la', 'z'],
    ]);
  });

  it('ends at once for a team without nested leads', async () => {
    const { walk } = walker([a, d]);
    expect((await walkNestedTeams(d, walk)).map((team) => team.id)).toEqual(['D']);
    expect((await walkNestedTeams({ id: 'S', leads: [], agents: ['q'] }, walk)).map((team) => team.id)).toEqual(['S']);
  });

  it('handles a team whose member leads the team itself', async () => {
    const self = { id: 'S', leads: ['s'], agents: ['s'] };
    const { walk } = walker([self]);
    expect((await walkNestedTeams(self, walk)).map((team) => team.id)).toEqual(['S']);
  });

  it('stops at the limit', async () => {
    const chain = Array.from({ length: 10 }, (_, index) => ({
      id: `T${index}`,
      leads: [`l${index}`],
      agents: [`l${index + 1}`],
    }));
    const { walk } = walker(chain, 4);
    expect((await walkNestedTeams(chain[0], walk)).map((team) => team.id)).toEqual(['T0', 'T1', 'T2', 'T3']);
  });
});

describe('pageOfList', () => {
  const people = [
    { id: 3, name: 'Chitra' },
    { id: 1, name: 'arjun' },
    { id: 2, name: 'Bala' },
    { id: 4, name: 'bala' },
  ];
  const rules = {
    searchText: (person: { name: string }) => [person.name],
    sortKeys: {
      name: (person: { name: string }) => person.name.toLowerCase(),
      id: (person: { id: number }) => person.id,
    },
    defaultSort: 'name',
    tieBreak: (person: { id: number }) => person.id,
  };

  it('sorts by a known column (ties by the tie-break), pages and counts', () => {
    const page = pageOfList(people, { size: 2, page: 1, orderBy: 'name', orderDirection: 'asc' }, rules);
    expect(page).toEqual({ items: [people[3], people[0]], currentPage: 1, totalItems: 4 });
    const desc = pageOfList(people, { size: 10, page: 0, orderBy: 'id', orderDirection: 'desc' }, rules);
    expect(desc.items.map((person) => person.id)).toEqual([4, 3, 2, 1]);
  });

  it('falls back to the default sort for an unknown column, and searches case-insensitively', () => {
    const page = pageOfList(people, { size: 10, page: 0, orderBy: 'constructor', searchParam: 'BAL' }, rules);
    expect(page.items.map((person) => person.id)).toEqual([2, 4]);
    expect(page.totalItems).toBe(2);
  });
});

describe('SMTP password encryption', () => {
  it('round-trips with AES-256-GCM, a fresh IV each time, and refuses tampering', async () => {
    process.env.SMTP_KEY = randomBytes(32).toString('base64');
    const { decryptSmtpPassword, encryptSmtpPassword } = await import('@functions/core/tenantAdmin');
    const one = await encryptSmtpPassword('pa55 word');
    const two = await encryptSmtpPassword('pa55 word');
    expect(one).not.toBe(two);
    expect(one).not.toContain('pa55');
    expect(await decryptSmtpPassword(one)).toBe('pa55 word');
    const [version, iv, tag, body] = one.split(':');
    const flipped = Buffer.from(body, 'base64');
    flipped[0] ^= 1;
    await expect(decryptSmtpPassword([version, iv, tag, flipped.toString('base64')].join(':'))).rejects.toThrow();
  });
});
