import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HTTP_API_HEADER_LIMIT_BYTES, LAMBDA_PAYLOAD_LIMIT_BYTES } from '../../shared/contract/edge';

/** The AWS quotas of shared/contract/edge.ts as checks the local server makes. */

/** HTTP API: "total combined size of request line and header values" at most 10,240 bytes. */
export function headersTooLarge(method: string, target: string, headers: IncomingHttpHeaders): boolean {
  let size = Buffer.byteLength(`${method} ${target} HTTP/1.1`);
  for (const value of Object.values(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) size += Buffer.byteLength(one);
  }
  return size > HTTP_API_HEADER_LIMIT_BYTES;
}

/** Lambda: the invocation payload is the event JSON, base64 bodies included, at most 6 MB. */
export const eventTooLarge = (event: APIGatewayProxyEventV2): boolean =>
  Buffer.byteLength(JSON.stringify(event)) > LAMBDA_PAYLOAD_LIMIT_BYTES;

/** Lambda: the function's result JSON at most 6 MB, else the invocation fails. */
export const resultTooLarge = (result: unknown): boolean =>
  Buffer.byteLength(typeof result === 'string' ? result : (JSON.stringify(result) ?? '')) > LAMBDA_PAYLOAD_LIMIT_BYTES;

/** A request target whose percent-encoding is broken (`/%E0%A4%A`), which no AWS edge routes. */
export function malformedTarget(target: string): boolean {
  const path = target.split('?')[0] ?? '';
  if (!path.startsWith('/')) return true;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
