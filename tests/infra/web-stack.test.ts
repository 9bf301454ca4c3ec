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

  it('outputs the distribution id, for cache invalidations after a web deploy', () => {
    const [distributionId] = Object.keys(template.findResources('AWS::CloudFront::Distribution'));
    expect(template.findOutputs('DistributionId').DistributionId.Value).toEqual({ Ref: distributionId });
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

describe('WebStack custom domain', () => {
  const distributionOf = (template: Template) =>
    Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
  const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
  const hostedZone = { hostedZoneId: 'Z0123456789', zoneName: 'acme.edu' };

  it('serves at the CloudFront domain only, as before, unless a certificate or zone comes with siteOrigin', () => {
    for (const options of [{}, { siteOrigin: 'https://helpdesk.acme.edu' }]) {
      const template = Template.fromStack(testApp(options).stacks.web);
      const config = distributionOf(template);
      expect(config.Aliases).toBeUndefined();
      expect(config.ViewerCertificate).toBeUndefined();
      template.resourceCountIs('AWS::Route53::RecordSet', 0);
    }
  });

  it('puts the domain on the distribution with its certificate and TLSv1.2_2021 at least', () => {
    const { stacks } = testApp({ siteOrigin: 'https://helpdesk.acme.edu', siteCertificateArn: certificateArn });
    const template = Template.fromStack(stacks.web);
    const config = distributionOf(template);
    expect(config.Aliases).toEqual(['helpdesk.acme.edu']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(template.findOutputs('SiteUrl').SiteUrl.Value).toBe('https://helpdesk.acme.edu');
    template.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('adds A and AAAA alias records in the zone and validates a new certificate there (us-east-1)', () => {
    const { stacks } = testApp({
      env: { region: 'us-east-1' },
      waf: false,
      siteOrigin: 'https://helpdesk.acme.edu',
      siteHostedZone: hostedZone,
    });
    const template = Template.fromStack(stacks.web);
    template.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'helpdesk.acme.edu',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: 'helpdesk.acme.edu', HostedZoneId: hostedZone.hostedZoneId }],
    });
    for (const type of ['A', 'AAAA']) {
      template.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'helpdesk.acme.edu.',
        Type: type,
        HostedZoneId: hostedZone.hostedZoneId,
        AliasTarget: Match.objectLike({ DNSName: { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] } }),
      });
    }
    expect(distributionOf(template).ViewerCertificate.MinimumProtocolVersion).toBe('TLSv1.2_2021');
  });

  it('refuses to request a certificate outside us-east-1, where CloudFront cannot read it', () => {
    expect(() =>
      testApp({
        env: { region: 'eu-west-1' },
        waf: false,
        siteOrigin: 'https://helpdesk.acme.edu',
        siteHostedZone: hostedZone,
      }),
    ).toThrow(/us-east-1/);
  });
});
