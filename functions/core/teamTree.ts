/**
 * Nested teams (administration spec, My Teams 'Nested Tickets'): from one team, the teams led by
 * leads who are members (agents) of it, then the teams led by members of those, level by level.
 * Each team is visited once, so a loop (A's agent leads B, B's agent leads A) ends; `limit` bounds
 * how many teams one request may read.
 */

export const NESTED_TEAMS_LIMIT = 200;

export interface TeamWalk<Team> {
  idOf: (team: Team) => string;
  agentsOf: (team: Team) => readonly string[];
  /** The teams led by any of these people. */
  teamsLedBy: (leadIds: string[]) => Promise<Team[]>;
  limit?: number;
}

/** The start team first, then each level's new teams in the order found. */
export async function walkNestedTeams<Team>(start: Team, walk: TeamWalk<Team>): Promise<Team[]> {
  const limit = walk.limit ?? NESTED_TEAMS_LIMIT;
  const visited = new Set([walk.idOf(start)]);
  const found: Team[] = [start];
  let level: Team[] = [start];
  while (level.length > 0 && found.length < limit) {
    const members = [...new Set(level.flatMap((team) => walk.agentsOf(team)))];
    if (members.length === 0) break;
    const next: Team[] = [];
    for (const team of await walk.teamsLedBy(members)) {
      const id = walk.idOf(team);
      if (visited.has(id) || found.length >= limit) continue;
      visited.add(id);
      found.push(team);
      next.push(team);
    }
    level = next;
  }
  return found;
}
