/**
 * The security response headers of the site, built once for both places that send them: the
 * CloudFront response headers policy (infra/constructs/static-site.ts, every behaviour, API
 * included) and the local server (infra/local/api-server.ts, every response). Locally is AWS: a
 * browser test that passes under these headers passes under CloudFront's.
 */

export interface SecurityHeaders {
  contentSecurityPolicy: string;
  /** Strict-Transport-Security: two years, sub-domains included (browsers ignore it over http). */
  hstsMaxAgeSeconds: number;
  hstsIncludeSubdomains: boolean;
  frameOptions: 'DENY';
  referrerPolicy: 'strict-origin-when-cross-origin';
  /** X-Content-Type-Options: nosniff. */
  contentTypeOptions: 'nosniff';
}

/**
 * The Content-Security-Policy. `attachmentsOrigin` is where the browser reaches the attachments
 * bucket (presigned POST uploads, presigned GET views): in AWS the bucket's regional origin
 * (`https://<bucket>.s3.<region>.amazonaws.com`), locally the S3 endpoint the stack gives the
 * browser. The attachment viewer shows PDFs and text in a frame from that origin, so `frame-src`
 * names it; images use `img-src`, uploads `connect-src`.
 */
export function contentSecurityPolicy(attachmentsOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Fluent UI (Griffel) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${attachmentsOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${attachmentsOrigin}`,
    // The attachment viewer's frame (PDF, text).
    `frame-src 'self' ${attachmentsOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(attachmentsOrigin: string): SecurityHeaders {
  return {
    contentSecurityPolicy: contentSecurityPolicy(attachmentsOrigin),
    hstsMaxAgeSeconds: 730 * 24 * 60 * 60,
    hstsIncludeSubdomains: true,
    frameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    contentTypeOptions: 'nosniff',
  };
}

/** The same headers as HTTP header lines (lower-case names), as CloudFront writes them. */
export function securityHeaderLines(headers: SecurityHeaders): Record<string, string> {
  return {
    'content-security-policy': headers.contentSecurityPolicy,
    'strict-transport-security': `max-age=${headers.hstsMaxAgeSeconds}${headers.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`,
    'x-frame-options': headers.frameOptions,
    'referrer-policy': headers.referrerPolicy,
    'x-content-type-options': headers.contentTypeOptions,
  };
}

/** The origin (scheme, host, port) of an endpoint URL: `http://127.0.0.1:3011/` → `http://127.0.0.1:3011`. */
export const originOf = (endpoint: string): string => new URL(endpoint).origin;
