/**
 * A non-2xx answer (or no answer at all: status 0), carrying the server's message. Kept apart from
 * the API client so the start-up bundle (providers, guard) does not pull in the contract's schemas.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The server's own words for a refusal (a 4xx carries a readable message: 400, 403, 404, 409), else
 * undefined, and the caller shows its generic text (no answer, or a 5xx). Issue 21 item 4.
 */
export function refusalMessage(error: { status?: number; message?: string } | unknown): string | undefined {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 401) return undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** Where a 401 and the route guard send the browser (spec: the sign-in entry point). */
export const SIGN_IN_PATH = '/login';
