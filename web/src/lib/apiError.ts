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

/** Where a 401 and the route guard send the browser (spec: the sign-in entry point). */
export const SIGN_IN_PATH = '/login';
