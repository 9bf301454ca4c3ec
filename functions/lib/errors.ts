/** Errors a use case may throw on purpose; the preset turns them into answers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields merged into the JSON answer (e.g. success: 'false' as text). */
    readonly body: Record<string, unknown> = {},
    /** Extra response headers (Retry-After) and Set-Cookie values (clearing a refresh cookie). */
    readonly extra: { headers?: Record<string, string>; cookies?: string[] } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {}, { headers: { 'retry-after': String(retryAfterSeconds) } });

/** Two people acted on the same record: the second is told, never silently overwritten. */
export const STALE_VERSION_MESSAGE = 'This ticket was changed by someone else. Please reload and try again.';
