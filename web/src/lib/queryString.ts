/** Query-string building shared by GET calls and browser-navigation downloads. */

export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | null | undefined;

/**
 * Turns a request object into a query string (without '?'). Arrays are comma-joined (the contract's
 * csvList reads them back); undefined, null and '' are dropped so "no filter" never reaches the server
 * as an empty value.
 */
export function toQueryString(params: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = queryText(name, value);
    if (text !== undefined) search.append(name, text);
  }
  return search.toString();
}

function queryText(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== undefined && item !== null && item !== '').map(String);
    return items.length > 0 ? items.join(',') : undefined;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new TypeError(`Query parameter "${name}" must be a string, number, boolean or a list of them`);
}

/** The path with its query string, or the bare path when there are no parameters. */
export function withQuery(path: string, params: object): string {
  const query = toQueryString(params);
  return query ? `${path}?${query}` : path;
}

/** Ids in addresses follow the old portal: /viewTicket/id:123. Answers '123', or undefined without 'id:'. */
export function idFromAddressSegment(segment: string | undefined): string | undefined {
  if (!segment?.startsWith('id:')) return undefined;
  const id = segment.slice('id:'.length).trim();
  return id.length > 0 ? id : undefined;
}
