import { CfnOutput, type RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Construct } from 'constructs';
import { StaticSite } from '../constructs/static-site';

export interface WebStackProps extends StackProps {
  /** The Vite build (dist/web). */
  buildDir: string;
  /** The HTTP API's execute-api host name. */
  apiDomainName: string;
  /** The attachments bucket's regional host name, which the browser uploads to. */
  attachmentsDomainName: string;
  removalPolicy: RemovalPolicy;
  /** The WAF web ACL (us-east-1) in front of the distribution, when there is one (waf-stack.ts). */
  webAclArn?: string;
}

export function contentSecurityPolicy(attachmentsOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Fluent UI (Griffel) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${attachmentsOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${attachmentsOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** CloudFront in front of the React build, with `/api/*` forwarded to the HTTP API. */
export class WebStack extends Stack {
  readonly site: StaticSite;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.site = new StaticSite(this, 'Site', {
      buildDir: props.buildDir,
      contentSecurityPolicy: contentSecurityPolicy(`https://${props.attachmentsDomainName}`),
      removalPolicy: props.removalPolicy,
      comment: id,
    });
    this.site.distribution.addBehavior(
      '/api/*',
      new origins.HttpOrigin(props.apiDomainName, { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY }),
      {
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        // Authorization and query strings reach the API; Host must stay the API's own.
        originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: this.site.responseHeadersPolicy,
      },
    );
    if (props.webAclArn) this.site.distribution.attachWebAclId(props.webAclArn);
    this.siteUrl = `https://${this.site.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
  }
}
