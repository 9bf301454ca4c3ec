import { CfnOutput, type RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as route53 from 'aws-cdk-lib/aws-route53';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../shared/contract/edge';
import { StaticSite, type StaticSiteDomain } from '../constructs/static-site';
import { securityHeaders } from '../web-headers';

/**
 * A custom domain for the site, by ids only (no lookups, so synth stays offline): a us-east-1
 * certificate for it and/or the Route 53 zone holding it (alias records; validates a new
 * certificate when none is given).
 */
export interface SiteDomainSettings {
  domainName: string;
  certificateArn?: string;
  hostedZone?: { hostedZoneId: string; zoneName: string };
}

export interface WebStackProps extends StackProps {
  /** The Vite build (dist/web). */
  buildDir: string;
  /** The HTTP API's execute-api host name. */
  apiDomainName: string;
  /** The attachments bucket's regional host name, which the browser uploads to. */
  attachmentsDomainName: string;
  /** CloudFront sends its value to the API in the origin secret header (shared/contract/edge.ts). */
  originVerifySecret: secretsmanager.ISecret;
  removalPolicy: RemovalPolicy;
  /** The WAF web ACL (us-east-1) in front of the distribution, when there is one (waf-stack.ts). */
  webAclArn?: string;
  /** The site's custom domain; without one it is served at `<id>.cloudfront.net` only. */
  domain?: SiteDomainSettings;
}

/** CloudFront in front of the React build, with `/api/*` forwarded to the HTTP API. */
export class WebStack extends Stack {
  readonly site: StaticSite;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.site = new StaticSite(this, 'Site', {
      buildDir: props.buildDir,
      securityHeaders: securityHeaders(`https://${props.attachmentsDomainName}`),
      removalPolicy: props.removalPolicy,
      comment: id,
      domain: props.domain && this.importDomain(props.domain),
    });
    this.site.distribution.addBehavior(
      '/api/*',
      new origins.HttpOrigin(props.apiDomainName, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        // A dynamic reference: CloudFormation reads the secret at deploy time; it is never in the template.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
      }),
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
    this.siteUrl = this.site.siteUrl;
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    // For cache invalidations after a deploy of the web build (aws cloudfront create-invalidation).
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
  }

  private importDomain(settings: SiteDomainSettings): StaticSiteDomain {
    const { domainName, certificateArn, hostedZone } = settings;
    return {
      domainName,
      certificate: certificateArn
        ? acm.Certificate.fromCertificateArn(this, 'SiteCertificate', certificateArn)
        : undefined,
      hostedZone: hostedZone ? route53.HostedZone.fromHostedZoneAttributes(this, 'SiteZone', hostedZone) : undefined,
    };
  }
}
