import { beforeAll, expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import type { EndpointDefinition, RequestOf } from '../../shared/contract/endpoint';

/** A small HTTP client for integration tests: it calls the local API exactly as the web does. */

export const apiUrl = () => inject('apiUrl');

/** Lets a test read what was stored through functions/db, against the same emulators. */
export function loadStackEnv() {
  Object.assign(process.env, inject('stackEnv'));
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export function call<E extends EndpointDefinition>(
  endpoint: E,
  request: RequestOf<E> | Record<string, unknown> | unknown[],
  token?: string,
): Promise<Answer<Record<string, unknown> & Record<string, any>>> {
  return callAt(apiUrl(), endpoint, request, token);
}

/** `call` on another stack than the shared one (a test that starts its own). */
export async function callAt<E extends EndpointDefinition>(
  baseUrl: string,
  endpoint: E,
  request: RequestOf<E> | Record<string, unknown> | unknown[],
  token?: string,
): Promise<Answer<Record<string, unknown> & Record<string, any>>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let url = `${baseUrl}${endpoint.path}`;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request as Record<string, unknown>)) {
      if (value !== undefined && value !== null)
        query.set(name, Array.isArray(value) ? value.join(',') : String(value));
    }
    if ([...query].length > 0) url += `?${query}`;
  } else {
    body = JSON.stringify(request);
  }
  const response = await fetch(url, { method: endpoint.method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // CSV and redirects are not JSON.
  }
  return { status: response.status, body: parsed as Record<string, any>, headers: response.headers };
}

export type Session = { token: string; userId: string };

export function signIn(email: string, password = DEMO_PASSWORD): Promise<Session> {
  return signInAt(apiUrl(), email, password);
}

export async function signInAt(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const { login } = await import('../../shared/contract/users');
  const answer = await callAt(baseUrl, login, { email, password });
  if (!answer.body.success) throw new Error(`Sign-in failed for ${email}: ${answer.body.message}`);
  return { token: answer.body.responseObj.token, userId: answer.body.responseObj.id };
}

export const demo = {
  user: 'user@demo.local',
  agent: 'agent@demo.local',
  central: 'central@demo.local',
  lead: 'lead@demo.local',
  admin: 'admin@demo.local',
} as const;

/**
 * The demo people a test file acts as, signed in once before its tests (with the stack's env
 * loaded, for direct reads): `const signedInAs = demoSessions('admin', 'agent')` at the top of the
 * file, then `signedInAs.admin.token` in tests and in the file's own (later) hooks.
 */
export function demoSessions<Name extends keyof typeof demo>(...names: Name[]): Record<Name, Session> {
  const sessions = {} as Record<Name, Session>;
  beforeAll(async () => {
    loadStackEnv();
    const signedIn = await Promise.all(names.map((name) => signIn(demo[name])));
    names.forEach((name, index) => {
      sessions[name] = signedIn[index];
    });
  });
  return sessions;
}

/** A fresh ordinary user (no help desk role), stored directly, signed in. */
export async function createRequester(id: string, overrides: Record<string, string> = {}) {
  loadStackEnv();
  const { createUser } = await import('../../functions/db/users');
  const { hashPassword, LEGACY_PASSWORD_PARAMS } = await import('../../functions/lib/passwords');
  const now = new Date().toISOString();
  const email = overrides.email ?? `requester${id}@demo.local`;
  await createUser({
    id,
    email,
    fullName: `Requester ${id}`,
    openId: `open-${id}`,
    mobile: `90000${id.padStart(5, '0')}`,
    officeType: 'School',
    designation: 'Teacher',
    helpdeskRole: '',
    branch: 'Warangal',
    openDepartmentId: '1',
    employeeId: `EMP${id}`,
    // The cheaper older cost keeps the suite fast; the first sign-in upgrades it.
    passwordHash: await hashPassword(DEMO_PASSWORD, LEGACY_PASSWORD_PARAMS),
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
  const session = await signIn(email);
  return {
    ...session,
    email,
    fullName: overrides.fullName ?? `Requester ${id}`,
    employeeId: overrides.employeeId ?? `EMP${id}`,
  };
}

/** A mail as the local SES emulator stores it. */
export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text: string; html?: string };
}

/** Every mail the local SES holds, without running the mail job first. */
export async function sesStore(): Promise<StoredMail[]> {
  const { SES_ENDPOINT } = inject('stackEnv');
  return ((await (await fetch(`${SES_ENDPOINT}/store`)).json()) as { emails: StoredMail[] }).emails;
}

/**
 * The mails about one ticket (subject "[Ticket #id] …") once this process's mail job has sent the
 * queued ones, as a queued mail's stream record would.
 */
export async function ticketMails(ticketId: string): Promise<StoredMail[]> {
  const { drainOutbox } = await import('../../functions/core/mail');
  await drainOutbox();
  return (await sesStore()).filter((mail) => mail.subject.startsWith(`[Ticket #${ticketId}]`));
}

/** Runs the mail job (as a queued mail's stream record would) and answers every mail the local SES holds. */
export async function sesInbox(): Promise<StoredMail[]> {
  const job = await fetch(`${apiUrl()}/__local/jobs/mailOutbox`, { method: 'POST' });
  if (job.status !== 200) throw new Error(`the mail job answered ${job.status}`);
  return sesStore();
}

/** The demo team 'IT Service Desk' (infra/local/seed.ts): led by lead@demo.local, agent Arjun (id 2) in department 1. */
export const DEMO_IT_TEAM = { teamId: '1', agentId: '2' } as const;

/** A ticket the requester raises, assigned to the demo team's agent (by the agent). */
export async function ticketAssignedToDemoAgent(
  requester: Awaited<ReturnType<typeof createRequester>>,
  agentToken: string,
): Promise<string> {
  const { saveTicket, bulkUpdateStatus } = await import('../../shared/contract/tickets');
  const { requesterTicket } = await import('../factories/tickets');
  const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
  const id = String(saved.body.id);
  const agentId = DEMO_IT_TEAM.agentId;
  await call(bulkUpdateStatus, { assigneeId: agentId, id: [id], userId: agentId }, agentToken);
  return id;
}

/**
 * The token's user raises a ticket (the demo requester's laptop ticket unless given its payload);
 * the save must succeed. Answers the new ticket's id.
 */
export async function raiseTicket(token: string, payload?: Record<string, unknown>): Promise<string> {
  const { saveTicket } = await import('../../shared/contract/tickets');
  const { requesterTicket } = await import('../factories/tickets');
  const saved = await call(saveTicket, payload ?? requesterTicket(), token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return String(saved.body.id);
}

/** The requester raises a laptop ticket (IT Support, help topic 1) with this summary; answers its id. */
export async function raiseLaptopTicket(
  requester: Awaited<ReturnType<typeof createRequester>>,
  summary: string,
): Promise<string> {
  const { laptopIssueForm, requesterTicket } = await import('../factories/tickets');
  return raiseTicket(requester.token, requesterTicket({ ...requester }, { dynamicFormJson: laptopIssueForm(summary) }));
}
