import { DEFAULT_OFFICE_TYPES } from '../../shared/domain/catalogue';

/**
 * The demo quarter's cast and catalogue (./demoQuarterPlan.ts plans with them): the people it adds
 * to the demo users, who works and leads each department, and the help topics staff raise, with
 * what their forms hold. Fixed data, no randomness (topics pick their form values with the plan's
 * seeded `pick`).
 */

/** The people the quarter adds to the demo users (ids after demo users 1..7). */
export interface QuarterPerson {
  id: string;
  email: string;
  fullName: string;
  helpdeskRole: '' | 'agent';
  designation: string;
  officeType: string;
  branch: string;
  openDepartmentId: string;
}

/** An agent for each department the demo staff do not cover (Accounts, Human Resources). */
export const quarterAgents: QuarterPerson[] = [
  {
    id: '8',
    email: 'accounts@demo.local',
    fullName: 'Farah Finance',
    helpdeskRole: 'agent',
    designation: 'Accounts Executive',
    officeType: 'Central Office',
    branch: 'Head Office',
    openDepartmentId: '3',
  },
  {
    id: '9',
    email: 'hr@demo.local',
    fullName: 'Harish HR',
    helpdeskRole: 'agent',
    designation: 'HR Executive',
    officeType: 'Central Office',
    branch: 'Head Office',
    openDepartmentId: '4',
  },
];

/** The branches the quarter's requesters work in; each has escalation matrix rows. */
export const quarterBranches = ['Hyderabad North', 'Warangal', 'Vijayawada'] as const;

const requesterNames = [
  'Sneha Reddy',
  'Ravi Kumar',
  'Priya Sharma',
  'Mohammed Imran',
  'Anitha Rao',
  'Venkat Naidu',
  'Deepa Iyer',
  'Suresh Babu',
  'Kiran Varma',
  'Lalitha Devi',
];
const designations = ['Teacher', 'Lecturer', 'Principal', 'Office Assistant', 'Accountant', 'Coordinator'];

/** One requester per office type the tenant knows (the catalogue's defaults), across the branches. */
export const quarterRequesters: QuarterPerson[] = DEFAULT_OFFICE_TYPES.map((officeType, index) => ({
  id: String(10 + index),
  email: `${requesterNames[index].split(' ')[0].toLowerCase()}@demo.local`,
  fullName: requesterNames[index],
  helpdeskRole: '',
  designation: designations[index % designations.length],
  officeType: officeType.name,
  branch: quarterBranches[index % quarterBranches.length],
  openDepartmentId: '1',
}));

/** Who works each department's tickets (user ids, weighted by repetition), and who leads it. */
export const departmentAgents: Record<string, string[]> = {
  '1': ['2', '2', '2', '6', '6', '3', '4'],
  '2': ['7'],
  '3': ['8'],
  '4': ['9'],
};
/** Who assigns a department's new tickets when no agent takes them from the Department Queue. */
export const departmentLeads: Record<string, string> = { '1': '4', '2': '6', '3': '4', '4': '4' };
export const CENTRAL_AGENT_ID = '3';
export const UMA_ID = '1';

/** The demo catalogue's department names by id (seedCatalogue.ts seeds them). */
export const departmentNames: Record<string, string> = {
  '1': 'IT Support',
  '2': 'Facilities',
  '3': 'Accounts',
  '4': 'Human Resources',
};

/**
 * A ticket raised under the wrong help topic: its summary, and the help topic (of another
 * department) that really handles it. Only these tickets are transferred or sent to the Central
 * Pool, and only to `belongsTo` (a browser walk found "Mailbox full" moved to Accounts).
 */
export interface MisfiledStory {
  summary: string;
  belongsTo: string;
}

interface TopicPlan {
  id: string;
  departmentId: string;
  sla: number;
  summaries: string[];
  misfiled: MisfiledStory[];
  form: (summary: string, pick: <T>(list: readonly T[]) => T) => Record<string, unknown>;
}

const priorities = ['Low', 'Medium', 'Medium', 'High', 'High', 'Critical'] as const;

export const topics: TopicPlan[] = [
  {
    id: '1',
    departmentId: '1',
    sla: 2,
    summaries: [
      'Laptop does not boot',
      'Projector not detected in classroom',
      'Printer shows paper jam all the time',
      'Desktop very slow after update',
      'Keyboard keys not working',
      'Blue screen when opening attendance software',
      'Monitor flickering in computer lab',
      'Wi-Fi drops every few minutes',
    ],
    misfiled: [
      { summary: 'AC not cooling in computer lab', belongsTo: '3' },
      { summary: 'Power socket near lab desktops not working', belongsTo: '3' },
      { summary: 'Biometric attendance not recorded since last week', belongsTo: '5' },
    ],
    form: (summary, pick) => ({
      issue_summary: summary,
      priority_level: pick(priorities),
      asset_tag: `LT-${String(100 + summary.length * 7).padStart(4, '0')}`,
      is_it_blocking_work: pick([true, false]),
      description: `${summary}. Restarting did not help.`,
    }),
  },
  {
    id: '2',
    departmentId: '1',
    sla: 1,
    summaries: [
      'Cannot sign in to email',
      'Password expired',
      'New staff member needs an account',
      'Mailbox full',
      'Two-factor code not arriving',
    ],
    misfiled: [
      { summary: 'Payslip for last month not available', belongsTo: '4' },
      { summary: 'Leave request shows my account as inactive', belongsTo: '5' },
    ],
    form: (summary, pick) => ({
      issue_summary: summary,
      priority_level: pick(priorities),
      account_email: 'staff@demo.local',
    }),
  },
  {
    id: '3',
    departmentId: '2',
    sla: 3,
    summaries: [
      'Ceiling fan not working',
      'Tube lights flickering in staff room',
      'Power socket sparking',
      'Water leakage near library',
      'Generator not starting',
      'Classroom door lock broken',
    ],
    misfiled: [
      { summary: 'Projector in classroom not turning on', belongsTo: '1' },
      { summary: 'Wi-Fi router in staff room not powering on', belongsTo: '1' },
    ],
    form: (summary, pick) => ({
      issue_summary: summary,
      priority_level: pick(priorities),
      location: pick(['Block A, first floor', 'Staff room', 'Library', 'Science lab', 'Main gate', 'Hostel']),
    }),
  },
  {
    id: '4',
    departmentId: '3',
    sla: 5,
    summaries: [
      'Salary not credited',
      'Travel reimbursement pending',
      'Wrong deduction in payslip',
      'Form 16 not received',
      'Medical bill reimbursement',
    ],
    misfiled: [
      { summary: 'Approved leave marked as loss of pay', belongsTo: '5' },
      { summary: 'Accounts software not opening on office desktop', belongsTo: '1' },
    ],
    form: (summary, pick) => ({ issue_summary: summary, priority_level: pick(priorities) }),
  },
  {
    id: '5',
    departmentId: '4',
    sla: 2,
    summaries: [
      'Leave balance shows wrong count',
      'Attendance not marked for last week',
      'Maternity leave application',
      'Biometric punch missing',
      'Comp-off not approved',
    ],
    misfiled: [
      { summary: 'Leave encashment amount not paid', belongsTo: '4' },
      { summary: 'Biometric machine at the main gate not powering on', belongsTo: '3' },
    ],
    form: (summary, pick) => ({ issue_summary: summary, priority_level: pick(priorities) }),
  },
];
/** Help topics weighted by how often staff raise them. */
export const topicWeights = ['1', '1', '1', '1', '2', '2', '3', '3', '3', '4', '4', '5', '5'];
