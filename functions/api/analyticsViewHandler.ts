import { analyticsEndpoints } from '../../shared/contract/analytics';
import { analyticsCsv, analyticsFor, viewByHandler } from '../core/analytics';
import { apiHandler, redirectTo } from '../lib/preset';

/**
 * The one handler shape of the 13 analytics views: JSON, or the CSV link with isExport=true. It
 * sits beside the area folders, not in one: infra/routes.ts serves functions/api/<area>/<handler>.ts
 * for contract endpoints only, and a builder here is never mistaken for an endpoint.
 */
export function analyticsViewHandler(handlerName: string) {
  const endpoint = analyticsEndpoints.find((entry) => entry.handler === handlerName);
  if (!endpoint) throw new Error(`No analytics endpoint ${handlerName}`);
  const view = viewByHandler(handlerName);
  return apiHandler(endpoint, async ({ caller, input }) =>
    input.isExport === 'true' ? redirectTo(await analyticsCsv(caller, view, input)) : analyticsFor(caller, view, input),
  );
}
