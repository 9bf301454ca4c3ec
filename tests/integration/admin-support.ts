import { expect } from 'vitest';
import { saveTicket } from '../../shared/contract/tickets';
import { saveUser } from '../../shared/contract/users';
import { demoRequester, laptopIssueForm } from '../factories/tickets';
import { call, signIn } from './api';

/** Helpers of the administration integration tests: people made through the admin API, tickets. */

export const PASSWORD = 'Passw0rd!-kettle';

let sequence = 0;

export interface Person {
  id: string;
  email: string;
  fullName: string;
  token: string;
}

/** A user created through POST /api/user/save by the admin, then signed in. */
export async function createPerson(
  adminToken: string,
  label: string,
  helpdeskRole: string,
  overrides: Record<string, string> = {},
): Promise<Person> {
  sequence += 1;
  const email = overrides.email ?? `${label.toLowerCase().replace(/\W+/g, '.')}.${sequence}@admin-tests.local`;
  const fullName = overrides.fullName ?? `${label} ${sequence}`;
  const answer = await call(
    saveUser,
    userForm({ email, fullName, helpdeskRole, password: PASSWORD, ...overrides }),
    adminToken,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const session = await signIn(email, PASSWORD);
  return { id: String(answer.body.id), email, fullName, token: session.token };
}

/** The stored user record of this e-mail, read straight from the table (the stack's env must be loaded). */
export const storedUser = async (email: string) => {
  const { findUserByEmail } = await import('../../functions/db/users');
  return findUserByEmail(email);
};

/** A complete user form (every required field), with overrides. */
export function userForm(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `person.${sequence}@admin-tests.local`,
    fullName: `Person ${sequence}`,
    openId: `open-admin-${sequence}`,
    mobile: '919876543210',
    officeType: 'Central Office',
    designation: 'Engineer',
    helpdeskRole: 'agent',
    branch: 'Head Office',
    openDepartmentId: '1',
    employeeId: `EMPA${sequence}`,
    ...overrides,
  };
}

/** Dynamic forms of the demo help topics, by help topic id. */
const forms: Record<string, Record<string, unknown>> = {
  '1': laptopIssueForm(),
  '2': { issue_summary: 'Cannot sign in', priority_level: 'Low', account_email: 'me@demo.local' },
  '3': { issue_summary: 'Light not working', priority_level: 'Medium', location: 'Block A' },
  '4': { issue_summary: 'Salary short', priority_level: 'High' },
  '5': { issue_summary: 'Leave not shown', priority_level: 'Low' },
};
const topicOfDepartment: Record<string, string> = { '1': '1', '2': '3', '3': '4', '4': '5' };

/** An agent raises a ticket for the demo user in a department, assigned to someone. */
export async function raiseAssigned(agentToken: string, departmentId: string, assigneeId: string, summary?: string) {
  const helpTopicId = topicOfDepartment[departmentId];
  const answer = await call(
    saveTicket,
    {
      email: demoRequester.email,
      fullName: demoRequester.fullName,
      ticketNotice: false,
      departmentId,
      helpTopicId,
      slaPlan: '2',
      userId: demoRequester.userId,
      ticketCategory: 'Issue',
      ticketSourceId: '1',
      ticketStatus: 'Open',
      assigneeId,
      dynamicFormJson: { ...forms[helpTopicId], ...(summary ? { issue_summary: summary } : {}) },
    },
    agentToken,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.id);
}

/** The CSV behind an export's redirect. */
export async function csvOf(answer: { status: number; headers: Headers; body: unknown }): Promise<string> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(302);
  const response = await fetch(answer.headers.get('location') ?? '');
  expect(response.status).toBe(200);
  return (await response.text()).replace(/^\uFEFF/, '');
}
