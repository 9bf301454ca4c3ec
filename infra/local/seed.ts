import { defaultTenantSettings } from '../../functions/core/session';
import { encryptTenantSecret } from '../../functions/core/smtpPassword';
import { putDepartmentAgents } from '../../functions/db/departmentAgents';
import { raiseSequenceTo } from '../../functions/db/idSequences';
import { getSignInSettings, putSignInSettings } from '../../functions/db/singleSignOn';
import { createTeam, DuplicateTeamNameError, StaleTeamError, type TeamRecord } from '../../functions/db/teams';
import { getTenantSettings, putTenantSettings } from '../../functions/db/tenantSettings';
import { markSortIndexesComplete } from '../../functions/db/ticketIndexes';
import { createUser, DuplicateEmailError, type UserRecord } from '../../functions/db/users';
import { hashPassword, LEGACY_PASSWORD_PARAMS } from '../../functions/lib/passwords';
import { quarterAgents, quarterRequesters } from './demoQuarterCast';
import { seedDemoCatalogue, seedEscalationMatrices } from './seedCatalogue';

/** The demo tenant: reference data and one user per role, all with password Demo@1234. */

export const DEMO_PASSWORD = 'Demo@1234';

export const demoUsers = [
  {
    id: '1',
    email: 'user@demo.local',
    fullName: 'Uma User',
    helpdeskRole: '',
    designation: 'Teacher',
    officeType: 'School',
    branch: 'Hyderabad North',
    openDepartmentId: '1',
  },
  {
    id: '2',
    email: 'agent@demo.local',
    fullName: 'Arjun Agent',
    helpdeskRole: 'agent',
    designation: 'IT Engineer',
    officeType: 'Central Office',
    branch: 'Hyderabad North',
    openDepartmentId: '1',
  },
  {
    id: '3',
    email: 'central@demo.local',
    fullName: 'Chitra Central',
    helpdeskRole: 'central agent',
    designation: 'Service Desk Analyst',
    officeType: 'Central Office',
    branch: 'Head Office',
    openDepartmentId: '1',
  },
  {
    id: '4',
    email: 'lead@demo.local',
    fullName: 'Lakshmi Lead',
    helpdeskRole: 'team lead',
    designation: 'IT Team Lead',
    officeType: 'Central Office',
    branch: 'Head Office',
    openDepartmentId: '1',
  },
  {
    id: '5',
    email: 'admin@demo.local',
    fullName: 'Aditya Admin',
    helpdeskRole: 'central admin',
    designation: 'Service Desk Manager',
    officeType: 'Central Office',
    branch: 'Head Office',
    openDepartmentId: '1',
  },
] as const;

/**
 * Two more people for the teams demo: a second team lead who is also an agent of the first team
 * (so the first lead's Nested Tickets reach her team), and an agent of her team.
 */
export const demoTeamUsers = [
  {
    id: '6',
    email: 'lead2@demo.local',
    fullName: 'Kavya Lead',
    helpdeskRole: 'team lead',
    designation: 'Facilities Team Lead',
    officeType: 'Central Office',
    branch: 'Head Office',
    openDepartmentId: '1',
  },
  {
    id: '7',
    email: 'agent2@demo.local',
    fullName: 'Bharat Agent',
    helpdeskRole: 'agent',
    designation: 'Electrician',
    officeType: 'Central Office',
    branch: 'Hyderabad North',
    openDepartmentId: '2',
  },
] as const;

/** Agent Mapping: every demo agent in a department, except the admin (left for 'Unassociated Agents'). */
const demoDepartmentAgents: [userId: string, departmentId: string][] = [
  ['2', '1'],
  ['3', '1'],
  ['4', '1'],
  ['6', '1'],
  ['7', '2'],
];

/**
 * Teams: 'IT Service Desk' (led by Lakshmi; agents Arjun and Kavya) and 'Facilities Desk' (led by
 * Kavya; agent Bharat). Kavya is a member of the first and leads the second: the nested level.
 */
const demoTeams = (now: string): TeamRecord[] => [
  {
    id: '1',
    teamName: 'IT Service Desk',
    teamLeads: ['4'],
    agentsMap: [
      { depId: '1', userId: '2' },
      { depId: '1', userId: '6' },
    ],
    createdBy: '5',
    updatedBy: '5',
    createdAt: now,
    updatedAt: now,
  },
  {
    id: '2',
    teamName: 'Facilities Desk',
    teamLeads: ['6'],
    agentsMap: [{ depId: '2', userId: '7' }],
    createdBy: '5',
    updatedBy: '5',
    createdAt: now,
    updatedAt: now,
  },
];

/**
 * Seeds once: the tenant settings item, written last, marks a seeded table. `quarter`: also the
 * people and matrix rows the demo quarter's tickets need (its tickets come after, demoQuarter.ts).
 */
export async function seedDemoTenant(tenant: string, options: { quarter?: boolean } = {}): Promise<boolean> {
  const quarter = options.quarter === true;
  if (await getTenantSettings()) return false;
  await seedDemoCatalogue();
  // The older, cheaper cost so the local stack seeds fast; each demo user is rehashed at the
  // current cost on their first sign-in (functions/core/session.ts).
  const passwordHash = await hashPassword(DEMO_PASSWORD, LEGACY_PASSWORD_PARAMS);
  const now = new Date().toISOString();
  const people = [...demoUsers, ...demoTeamUsers, ...(quarter ? [...quarterAgents, ...quarterRequesters] : [])];
  for (const user of people) {
    const record: UserRecord = {
      ...user,
      openId: `demo-${user.id}`,
      mobile: `98480000${user.id.padStart(2, '0')}`,
      employeeId: `EMP${1000 + Number(user.id)}`,
      passwordHash,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await createUser(record);
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
    }
  }
  await raiseSequenceTo('USER', Math.max(...people.map((user) => Number(user.id))));
  await seedTeamsDemo(now, quarter);
  await seedEscalationMatrices(quarter);
  // A new table: every ticket it will hold gets its sort index items when created.
  await markSortIndexesComplete();
  await putTenantSettings({
    ...defaultTenantSettings(tenant),
    versionLabel: 'v1.0.0 (local)',
    helpdeskPhone: '1800-425-0000',
    is_smtp_enabled: true,
    is_school_esc_enabled: true,
    is_college_esc_enabled: true,
    is_administrative_esc_enabled: true,
    is_users_enabled: true,
    // Mail to help@demo.local opens tickets in Laptop / Desktop Issue (IT Support).
    mailHelpTopicId: '1',
    updatedAt: now,
  });
  return true;
}

/**
 * `HELPDESK_DEMO=false`: an empty tenant, only its default settings (no users, no catalogue). The
 * settings item marks the table as set up, so a later start with demo data never seeds into it.
 * Answers whether this start initialised it.
 */
export async function startEmptyTenant(tenant: string): Promise<boolean> {
  if (await getTenantSettings()) return false;
  // A new table: every ticket it will hold gets its sort index items when created.
  await markSortIndexesComplete();
  await putTenantSettings({ ...defaultTenantSettings(tenant), updatedAt: new Date().toISOString() });
  return true;
}

/** The demo quarter's agents of Accounts and Human Resources, and their team (led by Lakshmi). */
const quarterDepartmentAgents: [userId: string, departmentId: string][] = quarterAgents.map((agent) => [
  agent.id,
  agent.openDepartmentId,
]);
const quarterTeam = (now: string): TeamRecord => ({
  id: '3',
  teamName: 'Accounts & HR Desk',
  teamLeads: ['4'],
  agentsMap: quarterDepartmentAgents.map(([userId, depId]) => ({ depId, userId })),
  createdBy: '5',
  updatedBy: '5',
  createdAt: now,
  updatedAt: now,
});

/** Department mappings and the demo teams; safe to run again (puts, and a kept team is left alone). */
async function seedTeamsDemo(now: string, quarter: boolean) {
  await putDepartmentAgents(
    [...demoDepartmentAgents, ...(quarter ? quarterDepartmentAgents : [])].map(([userId, departmentId]) => ({
      userId,
      departmentId,
      createdAt: now,
      createdBy: '5',
      updatedAt: now,
      updatedBy: '5',
    })),
    // A seed run again puts the same departments: nobody moves, no session ends.
    new Set(),
  );
  const teams = [...demoTeams(now), ...(quarter ? [quarterTeam(now)] : [])];
  for (const team of teams) {
    try {
      await createTeam(team);
    } catch (error) {
      if (!(error instanceof DuplicateTeamNameError || error instanceof StaleTeamError)) throw error;
    }
  }
  await raiseSequenceTo('TEAM', teams.length);
}

/**
 * The demo users as the local OpenID Connect provider knows them (sub: their openId), the people the
 * demo quarter adds among them (a tenant without the quarter refuses those: it has no such user).
 */
export const demoOidcAccounts = () =>
  [...demoUsers, ...demoTeamUsers, ...quarterAgents, ...quarterRequesters].map((user) => ({
    sub: `demo-${user.id}`,
    email: user.email,
    name: user.fullName,
  }));

/**
 * The demo tenant's single sign-on (issue 20): provider `demo` ("Demo SSO"), the local provider.
 * Written when the tenant has never saved sign-in settings, so an older data folder gets it too.
 */
export async function seedDemoSignOn(local: { issuer: string; clientId: string; clientSecret: string }) {
  const stored = await getSignInSettings();
  // The same data folder started on another PORT: the local provider moved with it.
  const moved = stored.providers.find(
    (provider) => provider.clientId === local.clientId && provider.issuer !== local.issuer,
  );
  if (moved) {
    const providers = stored.providers.map((provider) =>
      provider === moved ? { ...provider, issuer: local.issuer } : provider,
    );
    await putSignInSettings({ ...stored, providers, updatedAt: new Date().toISOString() });
    return true;
  }
  if (stored.providers.length > 0 || stored.updatedAt !== new Date(0).toISOString()) return false;
  await putSignInSettings({
    ...stored,
    providers: [
      {
        id: 'demo',
        preset: 'generic',
        displayName: 'Demo SSO',
        issuer: local.issuer,
        clientId: local.clientId,
        clientSecretEncrypted: await encryptTenantSecret(local.clientSecret),
        allowedDomains: ['demo.local'],
      },
    ],
    updatedAt: new Date().toISOString(),
  });
  return true;
}
