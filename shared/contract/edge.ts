/**
 * What the edge (CloudFront → API Gateway HTTP API → Lambda) does before and after our handlers,
 * and so what the local server (infra/local/api-server.ts) reproduces. These answers come from
 * AWS, not from our code: their bodies are API Gateway's `{"message": …}`, not our
 * `{ success, message }`.
 *
 * Limits (AWS quotas that cannot be raised):
 * - Lambda synchronous invocation payload: 6 MB each way (6,291,456 bytes), counted over the
 *   whole event or result JSON, so a binary body counts after base64 (4/3 of its size) and a
 *   multipart upload above about 4.4 MB cannot reach a handler. HTTP API's own 10 MB payload
 *   quota is therefore never the one that bites.
 * - HTTP API: request line and header values at most 10,240 bytes together.
 * - HTTP API integration timeout: 30 s; our JSON functions time out at 29 s, CSV exports at 60 s.
 *
 * Answers (decisions, from AWS's documentation and observed behaviour):
 * - Request over a limit → 413 `{"message":"Request Entity Too Large"}`.
 * - The function fails (throws, times out at 29 s, or answers more than 6 MB) → HTTP API answers
 *   500 `{"message":"Internal Server Error"}` (AWS "Troubleshooting issues with HTTP API Lambda
 *   integrations"). A slow JSON request ends here: its function times out before the integration.
 * - The integration runs past 30 s (a CSV export's 60 s function) → 503
 *   `{"message":"Service Unavailable"}`: an HTTP API answers an integration timeout with 503, not
 *   the REST API's 504 (observed; AWS re:Post and issue reports show `{"message":"Service Unavailable"}`).
 * - No route for the method and path → 404 `{"message":"Not Found"}`.
 * - A path with broken percent-encoding (`/%E0%A4%A`) → 400 `{"message":"Bad Request"}`, and the
 *   edge keeps serving.
 *
 * Only through CloudFront (issue 15, item 16): CloudFront adds the origin secret header below to
 * every API request, with the value of a Secrets Manager secret; the preset refuses a request
 * without it (403), so the execute-api endpoint cannot be called around CloudFront's headers.
 */

export const LAMBDA_PAYLOAD_LIMIT_BYTES = 6 * 1024 * 1024;
export const HTTP_API_HEADER_LIMIT_BYTES = 10_240;
export const HTTP_API_INTEGRATION_TIMEOUT_MS = 30_000;
export const LAMBDA_TIMEOUT_MS = 29_000;
/**
 * A function's timeout by its endpoint kind (infra/stacks/api-routes-stack.ts and the local edge):
 * CSV exports get 60 s, but API Gateway still gives up at 30 s and answers 503.
 */
export const functionTimeoutMs = (kind: string): number => (kind === 'csv' ? 60_000 : LAMBDA_TIMEOUT_MS);

export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export const edgeAnswers = {
  tooLarge: { status: 413, body: { message: 'Request Entity Too Large' } },
  functionError: { status: 500, body: { message: 'Internal Server Error' } },
  integrationTimeout: { status: 503, body: { message: 'Service Unavailable' } },
  notFound: { status: 404, body: { message: 'Not Found' } },
  badRequest: { status: 400, body: { message: 'Bad Request' } },
} as const;

export type EdgeAnswer = (typeof edgeAnswers)[keyof typeof edgeAnswers];
