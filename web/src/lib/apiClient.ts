import type { EndpointDefinition, RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { createDownloadToken } from '../../../shared/contract/users';
import { ApiError, SIGN_IN_PATH } from './apiError';
import { toQueryString, withQuery } from './queryString';
import { readSession } from './session';

export { ApiError, isApiError, SIGN_IN_PATH } from './apiError';

const UNEXPECTED_ANSWER_MESSAGE = 'The server sent an answer this page does not understand. Please reload.';
const UNREACHABLE_MESSAGE = 'The server could not be reached. Please check your connection and try again.';

function authorizationHeader(): Record<string, string> {
  const token = readSession('jwtToken');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Errors are JSON { success: false, message }; anything else gets a message naming the status. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy or gateway page): fall through to the generic message.
  }
  return `Request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''})`;
}

/** Never settles: the page is being replaced, so callers must not flash an error toast meanwhile. */
const pageIsLeaving = (): Promise<never> => new Promise<never>(() => {});

async function send<E extends EndpointDefinition>(endpoint: E, url: string, init: RequestInit): Promise<ResponseOf<E>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...authorizationHeader(), ...init.headers },
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }

  // Public endpoints (login, feedback) answer 401 for a wrong password, not for a lost session.
  if (response.status === 401 && endpoint.access !== 'public' && window.location.pathname !== SIGN_IN_PATH) {
    window.location.assign(SIGN_IN_PATH);
    return pageIsLeaving();
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, UNEXPECTED_ANSWER_MESSAGE);
  }
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    console.error(`Answer of ${endpoint.method} ${endpoint.path} does not match the contract`, parsed.error.issues);
    throw new ApiError(response.status, UNEXPECTED_ANSWER_MESSAGE);
  }
  return parsed.data as ResponseOf<E>;
}

/**
 * Calls a contract endpoint with the bearer token from session storage. GET requests travel as the
 * query string, POST requests as a JSON body; the answer is checked against the contract.
 */
export function callApi<E extends EndpointDefinition>(
  endpoint: E,
  request: RequestOf<E>,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  if (endpoint.method === 'GET') {
    return send(endpoint, withQuery(endpoint.path, request ?? {}), { method: 'GET', signal: options.signal });
  }
  return send(endpoint, endpoint.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request ?? {}),
    signal: options.signal,
  });
}

/** Multipart endpoints (attachment upload): the browser sets the multipart boundary itself. */
export function callMultipartApi<E extends EndpointDefinition>(
  endpoint: E,
  form: FormData,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  return send(endpoint, endpoint.path, { method: 'POST', body: form, signal: options.signal });
}

type DownloadParams<E extends EndpointDefinition> = Omit<RequestOf<E>, 'downloadToken'>;

/**
 * The address of a browser-navigation GET (CSV export, attachment view). A bearer token cannot ride
 * on a navigation, so a 60-second, single-use token bound to this path and query is fetched first
 * and appended.
 */
export async function downloadUrl<E extends EndpointDefinition>(
  endpoint: E,
  params: DownloadParams<E>,
): Promise<string> {
  const query = toQueryString(params ?? {});
  const { downloadToken } = await callApi(createDownloadToken, { path: endpoint.path, query });
  return withQuery(endpoint.path, { ...(params ?? {}), downloadToken });
}
