/**
 * Escalation matrix rows that can match tickets (issue 21 item 19): contacts' e-mails and mobiles
 * well formed, and branch, department and module among the known values, so a row never sits in
 * a matrix silently matching nothing. A ticket matches a row by its requester's branch (in the
 * matrix of the requester's office type group), its department's name and its help topic's module.
 */

/** The escalation levels of a ticket, in order: five contacts of its matrix row, then the HOD. */
export const escalationLevels = ['level1', 'level2', 'level3', 'level4', 'level5', 'hod'] as const;

export interface MatrixChoices {
  /** Branches of the users whose office type falls in this matrix's group. */
  branches: readonly string[];
  /** Each department with the modules of its help topics. */
  departments: readonly { departmentName: string; modules: readonly string[] }[];
}

export interface MatrixProblem {
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10 to 12 digits, an optional leading '+' counted in the spec's 12 characters. */
const MOBILE = /^(?=.{10,12}$)\+?\d+$/;

export const isValidEmail = (text: string): boolean => EMAIL.test(text);
export const isValidMobile = (text: string): boolean => MOBILE.test(text);

const contactLabels: [prefix: string, label: string][] = [
  ...[1, 2, 3, 4, 5].map((level): [string, string] => [`l${level}`, `Level ${level}`]),
  ['hod', 'HOD'],
];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const MATRIX_MESSAGES = {
  email: (label: string) => `${label} Email is not a valid e-mail address.`,
  mobile: (label: string) => `${label} Mobile must be 10 to 12 digits.`,
  branch: (branch: string) =>
    `Branch "${branch}" has no users of this office type, so this row would never match a ticket. Choose a listed branch.`,
  department: (department: string) => `Department "${department}" was not found. Choose a listed department.`,
  module: (department: string, module: string) =>
    `No help topic of ${department} has the module "${module}", so this row would never match a ticket. Choose a listed module.`,
} as const;

/** Every problem of a row, in form order; empty when it can be stored. Empty optional cells are fine. */
export function matrixRowProblems(row: Readonly<Record<string, unknown>>, choices: MatrixChoices): MatrixProblem[] {
  const text = (name: string) => (typeof row[name] === 'string' ? (row[name] as string).trim() : '');
  const problems: MatrixProblem[] = [];
  const branch = text('branch');
  if (branch && !choices.branches.some((known) => same(known, branch))) {
    problems.push({ field: 'branch', message: MATRIX_MESSAGES.branch(branch) });
  }
  const departmentName = text('department');
  const department = choices.departments.find((known) => same(known.departmentName, departmentName));
  if (departmentName && !department) {
    problems.push({ field: 'department', message: MATRIX_MESSAGES.department(departmentName) });
  }
  const module = text('module');
  if (department && module && !department.modules.some((known) => same(known, module))) {
    problems.push({ field: 'module', message: MATRIX_MESSAGES.module(department.departmentName, module) });
  }
  for (const [prefix, label] of contactLabels) {
    const mobile = text(`${prefix}mobile`);
    if (mobile && !isValidMobile(mobile))
      problems.push({ field: `${prefix}mobile`, message: MATRIX_MESSAGES.mobile(label) });
    const email = text(`${prefix}email`);
    if (email && !isValidEmail(email))
      problems.push({ field: `${prefix}email`, message: MATRIX_MESSAGES.email(label) });
  }
  return problems;
}
