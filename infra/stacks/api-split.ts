import { areaStackGroups, type StackGroup } from '../../shared/contract/areas';
import type { EndpointDefinition } from '../../shared/contract/index';

/** What infra needs of a deployed endpoint (`DeployedEndpoint` from infra/routes.ts fits). */
export interface RouteSpec {
  key: string;
  endpoint: Pick<EndpointDefinition, 'area' | 'handler' | 'method' | 'path' | 'kind'>;
}

/**
 * Each endpoint costs 5 resources (function, log group, route, integration, permission) and each
 * stack adds a shared role and its policy: 70 endpoints stay near 350, under the 400 budget.
 * (Raised from 60 when single sign-on and the business calendar brought Accounts to 63, so that
 * no existing function moves to a numbered stack.)
 */
export const maxEndpointsPerStack = 70;

export interface ApiStackPlan<T extends RouteSpec = RouteSpec> {
  /** Suffix of the stack name: `Api<Group>`, then `Api<Group>2`... when a group outgrows one stack. */
  name: string;
  routes: T[];
}

/** The groups in the order the contract first names them (Accounts, Tickets, Insights). */
export const stackGroups: readonly StackGroup[] = [...new Set(Object.values(areaStackGroups))];

/** Each contract area's stack group is named in shared/contract/areas.ts: infra keeps no list of areas. */
export function planApiStacks<T extends RouteSpec>(
  routes: readonly T[],
  options: { maxPerStack?: number } = {},
): ApiStackPlan<T>[] {
  const maxPerStack = options.maxPerStack ?? maxEndpointsPerStack;
  const byGroup = new Map<StackGroup, T[]>(stackGroups.map((group) => [group, []]));
  for (const route of routes) {
    const members = byGroup.get(areaStackGroups[route.endpoint.area]);
    // Only reachable past the type checker (an area is typed as a contract area).
    if (!members) throw new Error(`Area ${route.endpoint.area} has no stack group in shared/contract/areas.ts.`);
    members.push(route);
  }

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
