import type { EndpointDefinition } from '../../shared/contract/index';

/** What infra needs of a deployed endpoint (`DeployedEndpoint` from infra/routes.ts fits). */
export interface RouteSpec {
  key: string;
  endpoint: Pick<EndpointDefinition, 'area' | 'handler' | 'method' | 'path' | 'kind'>;
}

/**
 * Contract areas grouped into API stacks. The grouping is fixed rather than computed so that a new
 * handler never moves other functions between stacks (a route key is unique per API, so a move
 * needs the old stack updated before the new one deploys).
 */
export const apiAreaGroups: Record<string, readonly string[]> = {
  // People, settings (and the mail outbox's Failed Mails), reference data and files.
  Accounts: [
    'user',
    'tenantSettings',
    'mailOutbox',
    'nspiraUserSettings',
    'larkIntegration',
    'file',
    'helpTopic',
    'deptMapping',
    'departments',
    'ticketSource',
    'cannedResponse',
  ],
  // Ticket handling and escalation.
  Tickets: [
    'ticket',
    'ticketReplies',
    'transferTicket',
    'escalatedTickets',
    'administrativeEscalation',
    'collegeEscalation',
    'schoolEscalation',
    'dashboard',
  ],
  // Teams, exports and analytics.
  Insights: ['team', 'dataExport', 'analytics'],
};

/** Areas not listed above still deploy, in their own group, until someone files them. */
export const otherAreasGroup = 'Other';

/**
 * Each endpoint costs 5 resources (function, log group, route, integration, permission) and each
 * stack adds a shared role and its policy: 60 endpoints stay near 300, well under the 400 budget.
 */
export const maxEndpointsPerStack = 60;

export interface ApiStackPlan<T extends RouteSpec = RouteSpec> {
  /** Suffix of the stack name: `Api<Group>`, then `Api<Group>2`... when a group outgrows one stack. */
  name: string;
  routes: T[];
}

export function planApiStacks<T extends RouteSpec>(
  routes: readonly T[],
  options: { groups?: Record<string, readonly string[]>; maxPerStack?: number } = {},
): ApiStackPlan<T>[] {
  const groups = options.groups ?? apiAreaGroups;
  const maxPerStack = options.maxPerStack ?? maxEndpointsPerStack;
  const groupOfArea = new Map(Object.entries(groups).flatMap(([group, areas]) => areas.map((area) => [area, group])));

  const byGroup = new Map<string, T[]>([...Object.keys(groups), otherAreasGroup].map((group) => [group, []]));
  for (const route of routes) byGroup.get(groupOfArea.get(route.endpoint.area) ?? otherAreasGroup)!.push(route);

  return [...byGroup].flatMap(([group, members]) => {
    const sorted = [...members].sort((a, b) => a.key.localeCompare(b.key));
    const plans: ApiStackPlan<T>[] = [];
    for (let start = 0; start < sorted.length; start += maxPerStack) {
      const part = start / maxPerStack + 1;
      plans.push({ name: `Api${group}${part > 1 ? part : ''}`, routes: sorted.slice(start, start + maxPerStack) });
    }
    return plans;
  });
}

export const unassignedAreas = (routes: readonly RouteSpec[], groups = apiAreaGroups): string[] => {
  const known = new Set(Object.values(groups).flat());
  return [...new Set(routes.map((route) => route.endpoint.area).filter((area) => !known.has(area)))].sort();
};
