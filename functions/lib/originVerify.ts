import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '../../shared/contract/edge';
import { forbidden } from './errors';
import { originVerifySecret } from './secrets';

/**
 * The API answers only requests that came through CloudFront (issue 15, item 16;
 * shared/contract/edge.ts): CloudFront adds the origin secret header to every API request, with
 * the value of a Secrets Manager secret; a request without it, or with another value, is refused
 * with 403 before anything else runs, so nobody reaches the execute-api endpoint around the
 * CloudFront security headers and limits. The secret is read once per cold start (secrets.ts)
 * and compared in constant time.
 *
 * Configured by ORIGIN_VERIFY_SECRET_ARN in AWS and ORIGIN_VERIFY_SECRET on the local stack. In a
 * Lambda with neither set the check fails closed; outside Lambda with neither set (unit tests that
 * call a handler directly) there is no edge to check and the check is skipped.
 */

export const ORIGIN_REFUSED_MESSAGE = 'This API is reachable only through the site.';

const configured = () => Boolean(process.env.ORIGIN_VERIFY_SECRET || process.env.ORIGIN_VERIFY_SECRET_ARN);
const inLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

const digest = (value: string) => createHash('sha256').update(value).digest();

export function sameSecret(sent: string | undefined, expected: string): boolean {
  if (sent === undefined || sent === '') return false;
  return timingSafeEqual(digest(sent), digest(expected));
}

export function headerValue(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  if (headers[name] !== undefined) return headers[name];
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found ? headers[found] : undefined;
}

/** Throws a 403 unless the request carries CloudFront's origin secret. */
export async function verifyOrigin(event: APIGatewayProxyEventV2): Promise<void> {
  if (!configured()) {
    if (inLambda()) throw forbidden(ORIGIN_REFUSED_MESSAGE);
    return;
  }
  const expected = await originVerifySecret();
  if (!sameSecret(headerValue(event, ORIGIN_VERIFY_HEADER), expected)) throw forbidden(ORIGIN_REFUSED_MESSAGE);
}

/** The middy middleware the preset puts first. */
export function originVerify<C extends Context>(): MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  C
> {
  return {
    before: async (request) => {
      await verifyOrigin(request.event);
    },
  };
}
