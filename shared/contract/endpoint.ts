import type { z } from 'zod';
import type { ApiArea } from './areas';

/**
 * Who may call an endpoint. The server enforces it on every call (functions/lib/preset.ts);
 * the levels nest as the spec's role table does: a team lead is also a central pool agent.
 */
export const accessLevels = ['public', 'signedIn', 'agent', 'centralPool', 'teamLead', 'centralAdmin'] as const;
export type AccessLevel = (typeof accessLevels)[number];

export type HttpMethod = 'GET' | 'POST';

/**
 * json: a JSON answer. csv: a file download reached by browser navigation (GET).
 * redirect: a browser navigation answered with a 302 to a presigned URL.
 * multipart: the request body is multipart/form-data rather than JSON.
 */
export type EndpointKind = 'json' | 'csv' | 'redirect' | 'multipart';

export interface EndpointDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Kind extends EndpointKind = EndpointKind,
> {
  /** Folder under functions/api that holds the handler; its stack group is named in ./areas.ts. */
  readonly area: ApiArea;
  /** Handler file name (without .ts) inside the area folder. */
  readonly handler: string;
  readonly method: HttpMethod;
  /** The path exactly as the spec writes it, without a trailing slash. */
  readonly path: string;
  readonly access: AccessLevel;
  readonly kind: Kind;
  /** For GET: the query-string parameters (all strings on the wire). For POST: the JSON body. */
  readonly request: Req;
  readonly response: Res;
  readonly summary: string;
}

/** A route as the spec writes it: the method, then the path, whose first part after /api is the area. */
export type Route = `${HttpMethod} /api/${ApiArea}` | `${HttpMethod} /api/${ApiArea}/${string}`;

type Declaration<Req extends z.ZodType, Res extends z.ZodType, Kind extends EndpointKind> = Omit<
  EndpointDefinition<Req, Res, Kind>,
  'kind' | 'area' | 'handler' | 'method' | 'path'
> & { kind?: Kind; handler?: string };

/**
 * Declares one endpoint by its route, exactly as the spec writes it (`'POST /api/ticket/presence'`):
 * the path's part after /api names the area (the folder under functions/api), its last part the
 * handler file, unless `handler` names another (a route whose last part is not one, like `/api/ticket`).
 */
export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType, Kind extends EndpointKind = 'json'>(
  route: Route,
  { kind, handler, ...definition }: Declaration<Req, Res, Kind>,
): EndpointDefinition<Req, Res, Kind> {
  const [method, path] = route.split(' ') as [HttpMethod, string];
  const [, , area, ...rest] = path.split('/');
  if (!handler && rest.length === 0) throw new Error(`${route}: the path names no handler; say which`);
  return {
    area: area as ApiArea,
    handler: handler ?? (rest.at(-1) as string),
    method,
    path,
    kind: kind ?? ('json' as Kind),
    ...definition,
  };
}

export type RequestOf<E extends EndpointDefinition> = z.input<E['request']>;
export type ParsedRequestOf<E extends EndpointDefinition> = z.output<E['request']>;
export type ResponseOf<E extends EndpointDefinition> = z.output<E['response']>;

export const endpointKey = (endpoint: Pick<EndpointDefinition, 'area' | 'handler'>): string =>
  `${endpoint.area}.${endpoint.handler}`;

/**
 * Decision (issue #15): a download token (user.createDownloadToken) is accepted only by browser
 * navigations: the CSV exports, the attachment view, and an analytics view's CSV (isExport=true,
 * answered with a redirect to the file). A JSON answer never accepts one.
 */
export function acceptsDownloadToken(endpoint: EndpointDefinition, query: Record<string, string | undefined>): boolean {
  if (endpoint.method !== 'GET') return false;
  if (endpoint.kind === 'csv' || endpoint.kind === 'redirect') return true;
  return exportsByFlag(endpoint) && query.isExport === 'true';
}

/** Lives here, not in ./index, so a function checking a token does not bundle every contract. */
export const exportsByFlag = (endpoint: EndpointDefinition): boolean =>
  'shape' in endpoint.request && 'isExport' in (endpoint.request.shape as Record<string, unknown>);
