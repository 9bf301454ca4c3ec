import { putMatrixRow } from '../../functions/db/escalationMatrix';
import { matrixSequence, raiseSequenceTo } from '../../functions/db/idSequences';
import { type HelpTopicSeed, putDepartment, putHelpTopic, putTicketSource } from '../../functions/db/reference';
import type { DynamicFormFieldDefinition } from '../../shared/contract/ticketShapes';
import { DEFAULT_OFFICE_TYPES } from '../../shared/domain/catalogue';
import { officeTypeGroup } from '../../shared/domain/officeTypes';
import { departmentNames, quarterBranches } from './demoQuarterCast';

/**
 * The demo tenant's catalogue (./seed.ts seeds it first): departments, help topics with their
 * forms, ticket sources, and the escalation matrix rows of the demo's offices.
 */

const departments = Object.entries(departmentNames).map(([id, departmentName]) => ({ id, departmentName }));

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

export async function seedEscalationMatrices(quarter: boolean) {
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

/** Departments, help topics and ticket sources (puts: the same ids again change nothing). */
export async function seedDemoCatalogue(): Promise<void> {
  for (const department of departments) await putDepartment(department);
  for (const helpTopic of helpTopics) await putHelpTopic(helpTopic);
  for (const source of ticketSources) await putTicketSource(source);
}
