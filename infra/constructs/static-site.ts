import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { SecurityHeaders } from '../web-headers';

export interface StaticSiteProps {
  /** The built single-page app (holds index.html); deployed only when it exists at synth time. */
  buildDir: string;
  /** infra/web-headers.ts: the same headers the local server sends. */
  securityHeaders: SecurityHeaders;
  removalPolicy: RemovalPolicy;
  comment?: string;
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

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: props.comment,
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
}
