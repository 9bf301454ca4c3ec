import * as analytics from './analytics';
import * as businessCalendar from './businessCalendar';
import * as catalogue from './catalogue';
import { type EndpointDefinition, exportsByFlag } from './endpoint';
import * as escalationMatrices from './escalationMatrices';
import * as exportsArea from './exports';
import * as feedback from './feedback';
import * as files from './files';
import * as imports from './imports';
import * as mailOutbox from './mailOutbox';
import * as presence from './presence';
import * as reference from './reference';
import * as replies from './replies';
import * as singleSignOn from './singleSignOn';
import * as teams from './teams';
import * as tenantSettings from './tenantSettings';
import * as tickets from './tickets';
import * as transfers from './transfers';
import * as users from './users';

export * as api from './api';
export * from './common';
export * from './endpoint';

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'request' in value;

function collect(modules: readonly Record<string, unknown>[]): EndpointDefinition[] {
  const found: EndpointDefinition[] = [];
  const visit = (value: unknown) => {
    if (isEndpoint(value)) found.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null && !('_zod' in value)) Object.values(value).forEach(visit);
  };
  modules.forEach(visit);
  return found;
}

/** Every endpoint of the product, declared once. Infra and the local server derive routes from it. */
export const endpoints: readonly EndpointDefinition[] = collect([
  users,
  singleSignOn,
  tenantSettings,
  tickets,
  presence,
  feedback,
  replies,
  transfers,
  escalationMatrices,
  files,
  imports,
  reference,
  teams,
  exportsArea,
  mailOutbox,
  catalogue,
  businessCalendar,
  { analytics: analytics.analyticsEndpoints, aging: analytics.getAgingAnalysis },
]);

/** The paths a download token may be issued for. */
export const downloadPaths: ReadonlySet<string> = new Set(
  endpoints
    .filter(
      (endpoint) =>
        endpoint.method === 'GET' &&
        endpoint.access !== 'public' &&
        (endpoint.kind !== 'json' || exportsByFlag(endpoint)),
    )
    .map((endpoint) => endpoint.path),
);
