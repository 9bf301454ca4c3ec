import { coversTicket, teamCoverage } from '@shared/domain/teamCoverage';
import { describe, expect, it } from 'vitest';

describe("a team's tickets (My Teams and team analytics alike, issue 21 item 16)", () => {
  const coverage = teamCoverage([
    {
      agentsMap: [
        { depId: '1', userId: 'a' },
        { depId: '2', userId: 'b' },
      ],
    },
    { agentsMap: [{ depId: '3', userId: 'c' }] },
  ]);

  it("counts a ticket assigned to a team's agent in one of that team's departments", () => {
    expect(coversTicket(coverage, 'a', '1')).toBe(true);
    expect(coversTicket(coverage, 'a', '2')).toBe(true);
    expect(coversTicket(coverage, 'c', '3')).toBe(true);
  });

  it("leaves out the agent's tickets in other departments, other people's and unassigned ones", () => {
    expect(coversTicket(coverage, 'a', '3')).toBe(false);
    expect(coversTicket(coverage, 'c', '1')).toBe(false);
    expect(coversTicket(coverage, 'z', '1')).toBe(false);
    expect(coversTicket(coverage, null, '1')).toBe(false);
  });
});
