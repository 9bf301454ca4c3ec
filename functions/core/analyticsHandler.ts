import { analyticsEndpoints } from '../../shared/contract/analytics';
import { apiHandler, redirectTo } from '../lib/preset';
import { analyticsCsv, analyticsFor, viewByHandler } from './analytics';

/** The one handler shape of the 13 analytics views: JSON, or the CSV link with isExport=true. */
export function analyticsHandler(handlerName: string) {
  const endpoint = analyticsEndpoints.find((entry) => entry.handler === handlerName);
  if (!endpoint) throw new Error(`No analytics endpoint ${handlerName}`);
  const view = viewByHandler(handlerName);
  return apiHandler(endpoint, async ({ caller, input }) =>
    input.isExport === 'true' ? redirectTo(await analyticsCsv(caller, view, input)) : analyticsFor(caller, view, input),
  );
}
