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

export const INPUT_REJECTED_MESSAGE =
  'The request could not be stored: a value is too long or not in the expected form. Shorten it and try again.';

/**
 * A DynamoDB refusal caused by the request's values (a key past 2,048 bytes, an item past 400 KB, an
 * empty key attribute) is the caller's input, not our failure: a 400 with a clear message. The
 * contract's byte maxima should stop such input first; this is the backstop.
 */
export function inputErrorOf(error: unknown): HttpError | undefined {
  const failure = error as { name?: string; CancellationReasons?: { Code?: string }[] } | undefined;
  if (failure?.name === 'ValidationException') return badRequest(INPUT_REJECTED_MESSAGE);
  const reasons = failure?.name === 'TransactionCanceledException' ? (failure.CancellationReasons ?? []) : [];
  if (reasons.some((reason) => reason.Code === 'ValidationError')) return badRequest(INPUT_REJECTED_MESSAGE);
  return undefined;
}
