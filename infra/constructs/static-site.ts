import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53Targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { SecurityHeaders } from '../web-headers';

/** The site's own host name, instead of (as well as) `<id>.cloudfront.net`. */
export interface StaticSiteDomain {
  /** `helpdesk.acme.edu`. */
  domainName: string;
  /**
   * An ACM certificate covering `domainName`, in us-east-1 (CloudFront reads certificates only
   * there). Without one, a DNS-validated certificate is requested in `hostedZone`, which needs the
   * site's stack in us-east-1.
   */
  certificate?: acm.ICertificate;
  /**
   * The Route 53 zone holding `domainName`: alias records (A and AAAA) point the name at the
   * distribution. Without one, point the name at the distribution's domain in your own DNS.
   */
  hostedZone?: route53.IHostedZone;
}

export interface StaticSiteProps {
  /** The built single-page app (holds index.html); deployed only when it exists at synth time. */
  buildDir: string;
  /** infra/web-headers.ts: the same headers the local server sends. */
  securityHeaders: SecurityHeaders;
  removalPolicy: RemovalPolicy;
  comment?: string;
  /** A custom domain with its certificate and, optionally, its DNS alias. */
  domain?: StaticSiteDomain;
  /**
   * The oldest TLS viewers may use on the custom domain (default TLSv1.2_2021). The default
   * `*.cloudfront.net` certificate has CloudFront's fixed policy, so it applies with a domain only.
   */
  minimumProtocolVersion?: cloudfront.SecurityPolicyProtocol;
}

// Paths whose last segment has no dot are app routes: serve the SPA shell. Only the default
// behaviour runs this, so `/api/*` 404s stay real.
const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * A private S3 bucket served by CloudFront through Origin Access Control, with SPA fallback and
 * security headers. Add other behaviours (the API) with `distribution.addBehavior`.
 */
export class StaticSite extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  readonly deployment?: s3deploy.BucketDeployment;
  /** `https://<domain>` with a custom domain, else `https://<id>.cloudfront.net`. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    const destroy = props.removalPolicy === RemovalPolicy.DESTROY;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: destroy,
    });

    const headers = props.securityHeaders;
    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(headers.hstsMaxAgeSeconds),
          includeSubdomains: headers.hstsIncludeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: headers.contentSecurityPolicy, override: true },
      },
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for app routes',
    });

    const certificate = props.domain && this.certificateFor(props.domain);
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: props.comment,
      ...(props.domain && certificate
        ? {
            domainNames: [props.domain.domainName],
            certificate,
            minimumProtocolVersion: props.minimumProtocolVersion ?? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
    });
    this.siteUrl = `https://${props.domain?.domainName ?? this.distribution.distributionDomainName}`;

    if (props.domain?.hostedZone) {
      const target = route53.RecordTarget.fromAlias(new route53Targets.CloudFrontTarget(this.distribution));
      const record = { zone: props.domain.hostedZone, recordName: props.domain.domainName, target };
      new route53.ARecord(this, 'AliasRecord', record);
      new route53.AaaaRecord(this, 'AliasRecordIpv6', record);
    }

    if (existsSync(join(props.buildDir, 'index.html'))) {
      this.deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
        sources: [s3deploy.Source.asset(props.buildDir)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
        logGroup: new logs.LogGroup(this, 'DeploymentLogs', {
          retention: logs.RetentionDays.ONE_MONTH,
          removalPolicy: props.removalPolicy,
        }),
      });
    } else {
      Annotations.of(this).addWarningV2(
        'helpdesk:StaticSite.buildMissing',
        `${join(props.buildDir, 'index.html')} not found: the site bucket is created empty. Run \`npm run build:web\` before deploying.`,
      );
    }
  }

  private certificateFor(domain: StaticSiteDomain): acm.ICertificate {
    if (domain.certificate) return domain.certificate;
    if (!domain.hostedZone) {
      throw new Error(
        `The site domain ${domain.domainName} needs a certificate (us-east-1) or a hosted zone to validate one in.`,
      );
    }
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error(
        `CloudFront reads certificates from us-east-1 only, and this stack is in ${region}: pass a us-east-1 certificate for ${domain.domainName}.`,
      );
    }
    return new acm.Certificate(this, 'Certificate', {
      domainName: domain.domainName,
      validation: acm.CertificateValidation.fromDns(domain.hostedZone),
    });
  }
}
