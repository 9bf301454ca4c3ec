/**
 * Keys of the administration items: agent-to-department mapping and teams. Like keys.ts, nothing
 * outside functions/db builds one of these.
 *
 * Item types (PK / SK):
 *   AGENTDEPT#<userId> / AGENTDEPT          the one department an agent belongs to (one item per agent,
 *                                           so an agent is never in two departments)
 *                                           GSI3: DEPTAGENTS / <departmentId>#<userId>  (every mapping;
 *                                           begins_with '<departmentId>#' gives one department's agents)
 *   TEAM#<id> / TEAM                        a team: name, leads, agentsMap, creator and updater
 *                                           GSI2: TEAMS / <teamName lower>#<id>  (Teams List, by name)
 *   TEAMLEAD#<userId> / TEAM#<teamId>       one per lead and team: the teams a person leads
 *                                           (My Teams, and the nested-teams walk level by level)
 *   UNIQUE#TEAMNAME#<teamName lower> / UNIQUE   guards team-name uniqueness in the team transaction
 *   COUNTER / TEAM                          team ids (idSequences.ts)
 */

export const agentDepartmentKey = (userId: string) => ({ PK: `AGENTDEPT#${userId}`, SK: 'AGENTDEPT' });
export const DEPARTMENT_AGENTS_PARTITION = 'DEPTAGENTS';
export const departmentAgentIndex = (departmentId: string, userId: string) => ({
  GSI3PK: DEPARTMENT_AGENTS_PARTITION,
  GSI3SK: `${departmentId}#${userId}`,
});
export const departmentAgentPrefix = (departmentId: string) => `${departmentId}#`;

export const teamKey = (id: string) => ({ PK: `TEAM#${id}`, SK: 'TEAM' });
export const TEAMS_PARTITION = 'TEAMS';
export const teamListIndex = (teamName: string, id: string) => ({
  GSI2PK: TEAMS_PARTITION,
  GSI2SK: `${teamName.trim().toLowerCase()}#${id}`,
});
export const teamLeadPartition = (leadId: string) => `TEAMLEAD#${leadId}`;
export const teamLeadKey = (leadId: string, teamId: string) => ({
  PK: teamLeadPartition(leadId),
  SK: `TEAM#${teamId}`,
});
export const uniqueTeamNameKey = (teamName: string) => ({
  PK: `UNIQUE#TEAMNAME#${teamName.trim().toLowerCase()}`,
  SK: 'UNIQUE',
});
