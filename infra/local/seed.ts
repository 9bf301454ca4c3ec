import { defaultTenantSettings } from '../../functions/core/session';
import { encryptTenantSecret } from '../../functions/core/smtpPassword';
import { putDepartmentAgents } from '../../functions/db/departmentAgents';
import { putMatrixRow } from '../../functions/db/escalationMatrix';
import { matrixSequence, raiseSequenceTo } from '../../functions/db/idSequences';
import { type HelpTopicSeed, putDepartment, putHelpTopic, putTicketSource } from '../../functions/db/reference';
import { getSignInSettings, putSignInSettings } from '../../functions/db/singleSignOn';
import { createTeam, DuplicateTeamNameError, StaleTeamError, type TeamRecord } from '../../functions/db/teams';
import { getTenantSettings, putTenantSettings } from '../../functions/db/tenantSettings';
import { markSortIndexesComplete } from '../../functions/db/ticketIndexes';
import { createUser, DuplicateEmailError, type UserRecord } from '../../functions/db/users';
import { hashPassword, LEGACY_PASSWORD_PARAMS } from '../../functions/lib/passwords';
import type { DynamicFormFieldDefinition } from '../../shared/contract/tickets';
import { DEFAULT_OFFICE_TYPES } from '../../shared/domain/catalogue';
import { officeTypeGroup } from '../../shared/domain/officeTypes';
import { quarterAgents, quarterBranches, quarterRequesters } from './demoQuarterPlan';

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

const departments = [
  { id: '1', departmentName: 'IT Support' },
  { id: '2', departmentName: 'Facilities' },
  { id: '3', departmentName: 'Accounts' },
  { id: '4', departmentName: 'Human Resources' },
];

const summaryAndPriority: DynamicFormFieldDefinition[] = [
  { name: 'issue_summary', label: 'Issue Summary', type: 'text' as const, mandatory: true, values: [] },
  {
    name: 'priority_level',
    label: 'Priority Level',
    type: 'select' as const,
    mandatory: true,
    values: ['Low', 'Medium', 'High', 'Critical'],
  },
];

const helpTopics: HelpTopicSeed[] = [
  {
    id: '1',
    helpTopicName: 'Laptop / Desktop Issue',
    departmentId: '1',
    sla: '2',
    module: 'IT',
    subCategories: ['Hardware', 'Software', 'Peripherals'],
    dynamicFormDetails: {
      fields: [
        ...summaryAndPriority,
        { name: 'asset_tag', label: 'Asset Tag', type: 'text' as const, mandatory: false, values: [] },
        { name: 'issue_noticed_on', label: 'Issue Noticed On', type: 'date' as const, mandatory: false, values: [] },
        {
          name: 'is_it_blocking_work',
          label: 'Is It Blocking Work',
          type: 'yesno' as const,
          mandatory: true,
          values: [],
        },
        { name: 'description', label: 'Description', type: 'textarea' as const, mandatory: false, values: [] },
      ],
    },
  },
  {
    id: '2',
    helpTopicName: 'Email / Account Access',
    departmentId: '1',
    sla: '1',
    module: 'IT',
    subCategories: ['Password Reset', 'New Account'],
    dynamicFormDetails: {
      fields: [
        ...summaryAndPriority,
        { name: 'account_email', label: 'Account Email', type: 'text' as const, mandatory: true, values: [] },
      ],
    },
  },
  {
    id: '3',
    helpTopicName: 'Electrical / Maintenance',
    departmentId: '2',
    sla: '3',
    module: 'Facilities',
    subCategories: ['Electrical'],
    dynamicFormDetails: {
      fields: [
        ...summaryAndPriority,
        { name: 'location', label: 'Location', type: 'text' as const, mandatory: true, values: [] },
      ],
    },
  },
  {
    id: '4',
    helpTopicName: 'Salary / Reimbursement',
    departmentId: '3',
    sla: '5',
    module: 'Accounts',
    subCategories: ['Salary', 'Reimbursement'],
    dynamicFormDetails: {
      fields: [
        ...summaryAndPriority,
        { name: 'payroll_month', label: 'Payroll Month', type: 'date' as const, mandatory: false, values: [] },
      ],
    },
  },
  {
    id: '5',
    helpTopicName: 'Leave / Attendance',
    departmentId: '4',
    sla: '2',
    module: 'HR',
    subCategories: [],
    dynamicFormDetails: { fields: [...summaryAndPriority] },
  },
];

const ticketSources = [
  { id: '1', sourceName: 'Portal', isDefault: true },
  { id: '2', sourceName: 'Email', isDefault: false },
  { id: '3', sourceName: 'Phone', isDefault: false },
  { id: '4', sourceName: 'Walk-in', isDefault: false },
];

/**
 * Escalation matrix rows for the demo's own offices (issue 21 item 3): New Ticket looks up the
 * escalation contact of the user's office type group and stops when none is set up, so each demo
 * branch has a row per department. Uma's school (Hyderabad North) and the staff's offices.
 */
const demoContacts: Record<string, { module: string; l1name: string; l1email: string }> = {
  'IT Support': { module: 'IT', l1name: 'Arjun Agent', l1email: 'agent@demo.local' },
  Facilities: { module: 'Facilities', l1name: 'Bharat Agent', l1email: 'agent2@demo.local' },
  Accounts: { module: 'Accounts', l1name: 'Lakshmi Lead', l1email: 'lead@demo.local' },
  'Human Resources': { module: 'HR', l1name: 'Lakshmi Lead', l1email: 'lead@demo.local' },
};
const demoMatrix: { kind: string; branch: string; code: string }[] = [
  { kind: 'school', branch: 'Hyderabad North', code: 'HN-S' },
  { kind: 'administrative', branch: 'Hyderabad North', code: 'HN-A' },
  { kind: 'administrative', branch: 'Head Office', code: 'HO-A' },
];

/**
 * The demo quarter (demoQuarter.ts) adds rows for its requesters' branches in every office type
 * group, and contacts for levels 3 to 5, so its overdue tickets climb the whole matrix.
 */
const quarterMatrix = () =>
  [...new Set(DEFAULT_OFFICE_TYPES.map((type) => officeTypeGroup(type.name)))].flatMap((kind) =>
    quarterBranches
      .filter((branch) => !demoMatrix.some((row) => row.kind === kind && row.branch === branch))
      .map((branch) => ({ kind: String(kind), branch, code: `${branch.slice(0, 2).toUpperCase()}-${kind}` })),
  );
const deeperContacts = {
  l3name: 'Lakshmi Lead',
  l3email: 'lead@demo.local',
  l4name: 'Kavya Lead',
  l4email: 'lead2@demo.local',
  l5name: 'Chitra Central',
  l5email: 'central@demo.local',
};

async function seedEscalationMatrices(quarter: boolean) {
  const counts = new Map<string, number>();
  for (const { kind, branch, code } of [...demoMatrix, ...(quarter ? quarterMatrix() : [])]) {
    for (const [department, contact] of Object.entries(demoContacts)) {
      const id = String((counts.get(kind) ?? 0) + 1);
      counts.set(kind, Number(id));
      await putMatrixRow(
        kind,
        {
          id,
          branch,
          department,
          ...contact,
          state: 'Telangana',
          district: 'Hyderabad',
          nspiraCode: `NSP-${code}`,
          payrollCode: `PR-${code}`,
          l2name: 'Chitra Central',
          l2email: 'central@demo.local',
          ...(quarter ? deeperContacts : {}),
          hodname: 'Aditya Admin',
          hodemail: 'admin@demo.local',
        },
        'create',
      );
    }
  }
  for (const [kind, count] of counts) await raiseSequenceTo(matrixSequence(kind), count);
}

/**
 * Seeds once: the tenant settings item, written last, marks a seeded table. `quarter`: also the
 * people and matrix rows the demo quarter's tickets need (its tickets come after, demoQuarter.ts).
 */
export async function seedDemoTenant(tenant: string, options: { quarter?: boolean } = {}): Promise<boolean> {
  const quarter = options.quarter === true;
  if (await getTenantSettings()) return false;
  for (const department of departments) await putDepartment(department);
  for (const helpTopic of helpTopics) await putHelpTopic(helpTopic);
  for (const source of ticketSources) await putTicketSource(source);
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

/** The demo users as the local OpenID Connect provider knows them (sub: their openId). */
export const demoOidcAccounts = () =>
  [...demoUsers, ...demoTeamUsers].map((user) => ({ sub: `demo-${user.id}`, email: user.email, name: user.fullName }));

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
