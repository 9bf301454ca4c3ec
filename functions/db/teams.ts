import { tableName } from './client';
import {
  GSI2,
  TEAMS_PARTITION,
  teamKey,
  teamLeadKey,
  teamLeadPartition,
  teamListIndex,
  uniqueTeamNameKey,
} from './keys';
import {
  batchGetAll,
  cancellationCodes,
  getItem,
  queryAll,
  stripKeys,
  type TransactItem,
  transactWrite,
} from './query';

/** Teams: the team item, one lead item per lead, and the team-name claim, written together. */

export interface TeamAgent {
  depId: string;
  userId: string;
}

export interface TeamRecord {
  id: string;
  teamName: string;
  teamLeads: string[];
  agentsMap: TeamAgent[];
  createdBy: string;
  updatedBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface LedTeam {
  teamId: string;
  teamName: string;
}

const stripTeam = (item: Record<string, unknown>) => stripKeys<TeamRecord>(item);

export class DuplicateTeamNameError extends Error {}
/** The team changed (or was deleted) since it was read. */
export class StaleTeamError extends Error {}

export async function getTeam(id: string): Promise<TeamRecord | undefined> {
  const item = await getItem(teamKey(id));
  return item ? stripTeam(item) : undefined;
}

export async function getTeams(ids: string[]): Promise<Map<string, TeamRecord>> {
  const items = await batchGetAll([...new Set(ids)].map(teamKey));
  return new Map(items.map(stripTeam).map((team) => [team.id, team]));
}

/** Every team, in name order (the TEAMS partition of GSI2). */
export async function listTeams(): Promise<TeamRecord[]> {
  const items = await queryAll({
    IndexName: GSI2,
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': TEAMS_PARTITION },
  });
  return items.map(stripTeam);
}

/** The teams one person leads (id and name). */
export async function teamsLedBy(leadId: string): Promise<LedTeam[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': teamLeadPartition(leadId) },
  });
  return items.map((item) => ({ teamId: String(item.teamId), teamName: String(item.teamName) }));
}

const teamPut = (team: TeamRecord, condition: { expression: string; values?: Record<string, unknown> }) => ({
  Put: {
    TableName: tableName(),
    Item: { ...teamKey(team.id), ...teamListIndex(team.teamName, team.id), entity: 'team', ...team },
    ConditionExpression: condition.expression,
    ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
  },
});

const namePut = (team: TeamRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...uniqueTeamNameKey(team.teamName), teamId: team.id },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

const nameDelete = (teamName: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: uniqueTeamNameKey(teamName) },
});

const leadPut = (leadId: string, team: TeamRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...teamLeadKey(leadId, team.id), entity: 'teamLead', teamId: team.id, teamName: team.teamName },
  },
});

const leadDelete = (leadId: string, teamId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: teamLeadKey(leadId, teamId) },
});

/** Which item of the transaction refused: the name claim (a duplicate name) or the team (stale). */
async function writeTeam(items: TransactItem[], nameIndex: number | undefined): Promise<void> {
  try {
    await transactWrite(items);
  } catch (error) {
    const reasons = cancellationCodes(error);
    if (nameIndex !== undefined && reasons?.[nameIndex] === 'ConditionalCheckFailed')
      throw new DuplicateTeamNameError();
    if (reasons?.includes('ConditionalCheckFailed')) throw new StaleTeamError();
    throw error;
  }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A new team, its name claim and its lead items, all or nothing. */
export async function createTeam(team: TeamRecord): Promise<void> {
  await writeTeam(
    [
      teamPut(team, { expression: 'attribute_not_exists(PK)' }),
      namePut(team),
      ...team.teamLeads.map((lead) => leadPut(lead, team)),
    ],
    1,
  );
}

/**
 * Replaces a team read earlier as `before`, conditioned on its updatedAt (two admins never overwrite
 * each other silently); moves the name claim when the name changes and rewrites the lead items.
 */
export async function updateTeam(before: TeamRecord, after: TeamRecord): Promise<void> {
  const items: TransactItem[] = [
    teamPut(after, { expression: 'updatedAt = :before', values: { ':before': before.updatedAt } }),
  ];
  let nameIndex: number | undefined;
  if (!sameName(before.teamName, after.teamName)) {
    nameIndex = items.length;
    items.push(namePut(after), nameDelete(before.teamName));
  }
  const stillLeads = new Set(after.teamLeads);
  items.push(...before.teamLeads.filter((lead) => !stillLeads.has(lead)).map((lead) => leadDelete(lead, before.id)));
  items.push(...after.teamLeads.map((lead) => leadPut(lead, after)));
  await writeTeam(items, nameIndex);
}

/** Deletes a team read earlier, with its name claim and lead items. */
export async function deleteTeam(team: TeamRecord): Promise<void> {
  await writeTeam(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: teamKey(team.id),
          ConditionExpression: 'updatedAt = :before',
          ExpressionAttributeValues: { ':before': team.updatedAt },
        },
      },
      nameDelete(team.teamName),
      ...team.teamLeads.map((lead) => leadDelete(lead, team.id)),
    ],
    undefined,
  );
}
