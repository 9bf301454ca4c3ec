import { beforeAll, describe, expect, it } from 'vitest';
import { deployedEndpoints } from '../../infra/routes';
import type { AccessLevel, EndpointDefinition } from '../../shared/contract/endpoint';
import { downloadMyTeamTickets } from '../../shared/contract/exports';
import { getAllDepartmentsAgents, getAssociatedAgents } from '../../shared/contract/reference';
import {
  getAllAgentsInTeam,
  getTeamLeadByTeams,
  getTeamsByDepartment,
  getTeamsByLeadId,
  getTicketsOfTeam,
} from '../../shared/contract/teams';
import { call, demo, signIn } from './api';

/**
 * The server enforces each endpoint's access level whatever the web shows: every central-admin
 * endpoint answers 403 to every other demo role, and the team endpoints to the roles below them.
 */

type Role = 'user' | 'agent' | 'central' | 'lead' | 'admin';
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of Object.keys(demo) as Role[]) tokens[role] = (await signIn(demo[role])).token;
});

const adminEndpoints = deployedEndpoints()
  .map((entry) => entry.endpoint)
  .filter((endpoint) => endpoint.access === 'centralAdmin');

const refusedRoles: Record<AccessLevel, Role[]> = {
  public: [],
  signedIn: [],
  agent: ['user'],
  centralPool: ['user', 'agent'],
  teamLead: ['user', 'agent', 'central'],
  centralAdmin: ['user', 'agent', 'central', 'lead'],
};

async function expectRefused(endpoint: EndpointDefinition) {
  for (const role of refusedRoles[endpoint.access]) {
    const answer = await call(endpoint, {}, tokens[role]);
    expect(answer.status, `${endpoint.method} ${endpoint.path} as ${role}`).toBe(403);
    expect(answer.body.success).toBe(false);
  }
}

describe('administration access', () => {
  it('covers every administration endpoint of this area', () => {
    const paths = adminEndpoints.map((endpoint) => endpoint.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user/save',
        '/api/user/getAllUsersWithPagination',
        '/api/departments/getAllWithPagination',
        '/api/deptMapping/getUnassociatedAgents',
        '/api/deptMapping/save',
        '/api/team/allTeams',
        '/api/team/saveUpdate',
        '/api/team/deleteById',
        '/api/team/getById',
        '/api/team/getAllTeamsLeadUsers',
        '/api/tenantSettings/saveUpdate',
        '/api/dataExport/downloadDepartmentAssociatedAgents',
        '/api/dataExport/downloadAllDepartmentsAssociatedAgents',
        '/api/dataExport/downloadAllAdminTeams',
      ]),
    );
  });

  it.each(adminEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s answers 403 to users, agents, central agents and team leads',
    async (_path, endpoint) => {
      await expectRefused(endpoint);
    },
  );

  it.each(
    [getTicketsOfTeam, getTeamsByLeadId, downloadMyTeamTickets].map((endpoint) => [endpoint.path, endpoint] as const),
  )('%s is for team leads and central admins only', async (_path, endpoint) => {
    expect(endpoint.access).toBe('teamLead');
    await expectRefused(endpoint);
  });

  it.each([getTeamsByDepartment, getTeamLeadByTeams].map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s is for the central pool',
    async (_path, endpoint) => {
      expect(endpoint.access).toBe('centralPool');
      await expectRefused(endpoint);
    },
  );

  it.each(
    [getAllAgentsInTeam, getAssociatedAgents, getAllDepartmentsAgents].map(
      (endpoint) => [endpoint.path, endpoint] as const,
    ),
  )('%s is for agents', async (_path, endpoint) => {
    expect(endpoint.access).toBe('agent');
    await expectRefused(endpoint);
  });

  it('lets central admins through', async () => {
    for (const endpoint of [getTicketsOfTeam, getTeamsByLeadId, getAllDepartmentsAgents]) {
      const answer = await call(endpoint, { teamId: '1' }, tokens.admin);
      expect(answer.status, endpoint.path).toBe(200);
    }
  });
});
