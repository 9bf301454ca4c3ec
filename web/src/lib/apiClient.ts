import type { EndpointDefinition, RequestOf, ResponseOf } from '@shared/contract/endpoint';
import { createDownloadToken, refreshToken } from '@shared/contract/users';
import { ApiError, SIGN_IN_PATH } from './apiError';
import { toQueryString, withQuery } from './queryString';
import {
  accessTokenExpired,
  noteSessionEnded,
  onSignOutElsewhere,
  readSession,
  signInAddress,
  writeSession,
} from './session';

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

const REFRESH_LOCK = 'helpdesk-token-refresh';

/**
 * Gets a new access token with the refresh cookie (DESIGN "Sessions"). One refresh runs at a time
 * across every tab of the browser (Web Locks): each refresh rotates the shared cookie, and two at
 * once would look like a stolen token and end the session. A tab whose token was already replaced
 * while it waited just uses the new one. True when this tab now holds a fresh token.
 */
async function refreshAccessToken(failedToken: string | null): Promise<boolean> {
  const run = async (): Promise<boolean> => {
    if (readSession('jwtToken') !== failedToken) return true;
    try {
      const response = await fetch(refreshToken.path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as ResponseOf<typeof refreshToken>;
      if (typeof answer?.token !== 'string') return false;
      writeSession({ jwtToken: answer.token });
      return true;
    } catch {
      return false;
    }
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}

/** The session could not be renewed: sign out here (the server already ended it), back here after sign-in. */
function signOutLocally(): Promise<never> {
  window.sessionStorage.clear();
  // The login page says why it is shown (SESSION_ENDED_MESSAGE).
  noteSessionEnded();
  window.location.assign(signInAddress(`${window.location.pathname}${window.location.search}`));
  return pageIsLeaving();
}

async function send<E extends EndpointDefinition>(
  endpoint: E,
  url: string,
  init: RequestInit,
  retried = false,
): Promise<ResponseOf<E>> {
  let response: Response;
  let usedToken = readSession('jwtToken');
  // An access token known to have expired is renewed first, rather than sent for a 401 the
  // browser would log (a page's polls outlive the token's 15 minutes).
  if (!retried && usedToken && endpoint.access !== 'public' && accessTokenExpired(usedToken)) {
    if (!(await refreshAccessToken(usedToken))) return signOutLocally();
    usedToken = readSession('jwtToken');
  }
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
  // A lost session is first renewed once with the refresh cookie; if that fails, sign out.
  if (response.status === 401 && endpoint.access !== 'public' && window.location.pathname !== SIGN_IN_PATH) {
    if (!retried && usedToken && (await refreshAccessToken(usedToken))) return send(endpoint, url, init, true);
    return signOutLocally();
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, UNEXPECTED_ANSWER_MESSAGE);
  }
  if (import.meta.env.DEV) await checkAnswer(endpoint, body, response.status);
  return body as ResponseOf<E>;
}

/**
 * The dev server checks every answer against the contract, so a handler and the web drifting apart
 * shows at once. The built web does not (web/build/browserContract.ts): the server has already
 * checked the answer against the same schema (functions/lib/preset.ts), and zod would cost every
 * page its bytes.
 */
async function checkAnswer(endpoint: EndpointDefinition, body: unknown, status: number): Promise<void> {
  await import('./zodConfig');
  const parsed = endpoint.response.safeParse(body);
  if (parsed.success) return;
  console.error(`Answer of ${endpoint.method} ${endpoint.path} does not match the contract`, parsed.error.issues);
  throw new ApiError(status, UNEXPECTED_ANSWER_MESSAGE);
}

/**
 * Calls a contract endpoint with the bearer token from session storage. GET requests travel as the
 * query string, POST requests as a JSON body; in development the answer is checked against the contract.
 */
export function callApi<E extends EndpointDefinition>(
  endpoint: E,
  request: RequestOf<E>,
  /** keepalive: the request outlives the page (sent as a tab closes); its answer may never be read. */
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<ResponseOf<E>> {
  const { signal, keepalive } = options;
  if (endpoint.method === 'GET') {
    return send(endpoint, withQuery(endpoint.path, request ?? {}), { method: 'GET', signal, keepalive });
  }
  return send(endpoint, endpoint.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request ?? {}),
    signal,
    keepalive,
  });
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

// Signed out in another tab (decision in shared/contract/users.ts): this tab's session ended with
// it, so it leaves at once, before a poll or a click sends the old token for a 401.
if (typeof window !== 'undefined') {
  onSignOutElsewhere(() => {
    if (readSession('jwtToken')) void signOutLocally();
  });
}
