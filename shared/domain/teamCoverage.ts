/**
 * Which tickets a team's views count, on My Teams and in the team analytics views alike (issue 21
 * item 16): those assigned to one of the team's agents in one of the team's departments.
 */

export interface TeamMembership {
  agentsMap: readonly { depId: string; userId: string }[];
}

/** Each agent of the teams, with the departments in which their tickets belong to the view. */
export type TeamCoverage = Map<string, Set<string>>;

export function teamCoverage(teams: readonly TeamMembership[]): TeamCoverage {
  const coverage: TeamCoverage = new Map();
  for (const team of teams) {
    const departments = new Set(team.agentsMap.map((agent) => agent.depId));
    for (const { userId } of team.agentsMap) {
      const set = coverage.get(userId) ?? new Set<string>();
      for (const department of departments) set.add(department);
      coverage.set(userId, set);
    }
  }
  return coverage;
}

export const coversTicket = (coverage: TeamCoverage, assigneeId: string | null, departmentId: string): boolean =>
  Boolean(assigneeId && coverage.get(assigneeId)?.has(departmentId));
