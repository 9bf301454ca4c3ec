import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { emptyDir, testApp } from './support';

describe('WebStack', () => {
  const { stacks } = testApp();
  const template = Template.fromStack(stacks.web);
  const distributionConfig = () =>
    Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

  it('reads the private site bucket through Origin Access Control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
    const s3Origin = distributionConfig().Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
  });

  it('forwards /api/* to the HTTP API uncached, all methods, all viewer headers but Host', () => {
    const config = distributionConfig();
    const apiBehaviour = config.CacheBehaviors.find(
      (behaviour: { PathPattern: string }) => behaviour.PathPattern === '/api/*',
    );
    expect(apiBehaviour).toMatchObject({
      CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
    const apiOrigin = config.Origins.find((origin: { Id: string }) => origin.Id === apiBehaviour.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('ApiEndpoint');
    // The SPA rewrite runs on the default behaviour only, so API 404s stay 404s.
    expect(apiBehaviour.FunctionAssociations).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
  });

  it('sends security headers on the site and the API', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
          ContentSecurityPolicy: Match.anyValue(),
        }),
      },
    });
    const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' https://");
    // The attachment viewer frames PDFs and text from the attachments bucket.
    expect(csp).toContain("frame-src 'self' https://");
    expect(csp).toContain('RegionalDomainName');
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(
      config.CacheBehaviors[0].ResponseHeadersPolicyId,
    );
  });

  it('sends the origin secret to the API from Secrets Manager, never as plain text', () => {
    const config = distributionConfig();
    const apiBehaviour = config.CacheBehaviors.find(
      (behaviour: { PathPattern: string }) => behaviour.PathPattern === '/api/*',
    );
    const apiOrigin = config.Origins.find((origin: { Id: string }) => origin.Id === apiBehaviour.TargetOriginId);
    const header = apiOrigin.OriginCustomHeaders.find(
      (custom: { HeaderName: string }) => custom.HeaderName === 'x-origin-verify',
    );
    expect(JSON.stringify(header.HeaderValue)).toContain('{{resolve:secretsmanager:');
    const siteOrigin = config.Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
    expect(siteOrigin.OriginCustomHeaders).toBeUndefined();
  });

  it('skips the upload with a warning when the web build is missing', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stacks.web).hasWarning('*', Match.stringLikeRegexp('index.html not found'));
  });

  it('uploads the web build when dist/web/index.html exists', () => {
    const buildDir = join(emptyDir(), 'web');
    mkdirSync(buildDir);
    writeFileSync(join(buildDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const withBuild = Template.fromStack(testApp({ webBuildDir: buildDir }).stacks.web);
    withBuild.resourceCountIs('Custom::CDKBucketDeployment', 1);
    withBuild.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'] });
  });
});
