import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { UNATTACHED_UPLOAD_TAG } from '../../shared/contract/files';
import { testApp } from './support';

describe('DataStack', () => {
  const { stacks } = testApp();
  const template = Template.fromStack(stacks.data);

  it('has one on-demand table keyed PK/SK with three generic GSIs', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const table = Object.values(template.findResources('AWS::DynamoDB::Table'))[0].Properties;
    expect(table.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(table.GlobalSecondaryIndexes).toHaveLength(3);
    for (const index of ['GSI1', 'GSI2', 'GSI3']) {
      expect(table.GlobalSecondaryIndexes).toContainEqual({
        IndexName: index,
        KeySchema: [
          { AttributeName: `${index}PK`, KeyType: 'HASH' },
          { AttributeName: `${index}SK`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
    }
    const stringAttributes = table.AttributeDefinitions.filter(
      (attribute: { AttributeType: string }) => attribute.AttributeType === 'S',
    );
    expect(stringAttributes).toHaveLength(8);
  });

  it('expires temporary items on expiresAt and keeps point-in-time recovery', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('destroys the table outside prod and retains it in prod', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    const prod = Template.fromStack(testApp({ stage: 'prod' }).stacks.data);
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    prod.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });

  it('keeps the attachments bucket private, encrypted and TLS-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('expires unattached uploads (ticket/tmp/ with the unattached tag) and exports after a day', () => {
    const rules = Object.values(template.findResources('AWS::S3::Bucket'))[0].Properties.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual({
      Id: 'ExpireUnattachedUploads',
      Prefix: 'ticket/tmp/',
      TagFilters: [{ Key: UNATTACHED_UPLOAD_TAG.key, Value: UNATTACHED_UPLOAD_TAG.value }],
      ExpirationInDays: 1,
      Status: 'Enabled',
    });
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'tmp/', ExpirationInDays: 1, Status: 'Enabled' }));
    // Attached files stay under ticket/tmp/: no rule may expire that prefix without the tag.
    const untaggedUploadRules = rules.filter(
      (rule: { Prefix?: string; TagFilters?: unknown[] }) => rule.Prefix?.startsWith('ticket/') && !rule.TagFilters,
    );
    expect(untaggedUploadRules).toEqual([]);
  });

  it('versions attachments in prod only, expiring old versions after 30 days', () => {
    expect(
      Object.values(template.findResources('AWS::S3::Bucket'))[0].Properties.VersioningConfiguration,
    ).toBeUndefined();
    const prod = Template.fromStack(testApp({ stage: 'prod' }).stacks.data);
    prod.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, ExpiredObjectDeleteMarker: true }),
        ]),
      },
    });
  });

  it('keeps point-in-time recovery in every stage, and deletion protection in prod only', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: false,
    });
    const prod = Template.fromStack(testApp({ stage: 'prod' }).stacks.data);
    prod.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  it('allows presigned PUT/POST/GET from the site', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['PUT', 'POST', 'GET'],
            AllowedOrigins: ['https://*.cloudfront.net'],
          }),
        ],
      },
    });
    const custom = Template.fromStack(testApp({ siteOrigin: 'https://helpdesk.acme.edu' }).stacks.data);
    custom.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://helpdesk.acme.edu'] })] },
    });
  });

  it('generates the JWT signing key, the SMTP encryption key, the mail reply key and the CloudFront origin secret', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 4);
    const secrets = Object.values(template.findResources('AWS::SecretsManager::Secret'));
    for (const secret of secrets) {
      expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    }
  });

  it('depends on no other stack, so everything else can be replaced around it', () => {
    expect(stacks.data.dependencies).toEqual([]);
  });
});
