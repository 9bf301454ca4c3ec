import { deployedEndpoints } from '../../infra/routes';
import type { EndpointDefinition } from '../../shared/contract/endpoint';
import { logout } from '../../shared/contract/users';
import { meetsAccessLevel, roleFlags } from '../../shared/domain/roles';
import { apiUrl, demo, signIn } from '../integration/api';

/** Shared pieces of the security tier: the roles, their sessions and raw HTTP calls. */

export const roles = ['anonymous', 'user', 'agent', 'central', 'lead', 'admin'] as const;
export type Role = (typeof roles)[number];

const helpdeskRoleOf: Record<Exclude<Role, 'anonymous'>, string> = {
  user: '',
  agent: 'agent',
  central: 'central agent',
  lead: 'team lead',
  admin: 'central admin',
};

/** Whether the contract lets this role call the endpoint at all. */
export function allowed(role: Role, endpoint: EndpointDefinition): boolean {
  if (endpoint.access === 'public') return true;
  if (role === 'anonymous') return false;
  return meetsAccessLevel(roleFlags(helpdeskRoleOf[role]), endpoint.access);
}

const sessions = new Map<Role, string>();

/** The bearer token of a demo user of that role (undefined for anonymous); signed in once per file. */
export async function tokenOf(role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  const known = sessions.get(role);
  if (known) return known;
  const { token } = await signIn(demo[role]);
  sessions.set(role, token);
  return token;
}

/**
 * A token for this call: the role's shared one, except for logout, which ends the session it is
 * given and gets a session of its own so the role's later calls stay signed in.
 */
export async function tokenFor(role: Role, endpoint: Pick<EndpointDefinition, 'path'>): Promise<string | undefined> {
  if (role === 'anonymous' || endpoint.path !== logout.path) return tokenOf(role);
  return (await signIn(demo[role])).token;
}

/** Every served endpoint of the contract (an endpoint declared ahead of its handler is not served). */
export const servedEndpoints = (): EndpointDefinition[] => deployedEndpoints().map((entry) => entry.endpoint);

export interface RawAnswer {
  status: number;
  text: string;
  headers: Headers;
}

/** One request as a browser or a script would send it: a query for GET, a raw body for POST. */
export async function send(
  endpoint: Pick<EndpointDefinition, 'method' | 'path'>,
  options: {
    token?: string;
    query?: Record<string, string>;
    body?: string;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (endpoint.method === 'POST') headers['content-type'] = options.contentType ?? 'application/json';
  const query = options.query ? new URLSearchParams(options.query).toString() : '';
  const response = await fetch(`${apiUrl()}${endpoint.path}${query ? `?${query}` : ''}`, {
    method: endpoint.method,
    headers,
    body: endpoint.method === 'POST' ? (options.body ?? '{}') : undefined,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}
