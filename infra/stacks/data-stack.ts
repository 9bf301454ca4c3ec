import { CfnOutput, Duration, type RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { UNATTACHED_UPLOAD_TAG } from '../../shared/contract/files';
import { MAIL_REVIEW_DAYS, MAIL_REVIEW_PREFIX } from '../../shared/domain/inboundMail';

/** Where uploads land before a ticket claims them (functions/core/files.ts). */
export const UPLOAD_PREFIX = 'ticket/tmp/';
/** Same lifetime as the upload record's TTL (functions/core/files.ts). */
export const UNATTACHED_UPLOAD_DAYS = 1;

export interface DataStackProps extends StackProps {
  removalPolicy: RemovalPolicy;
  /** Origins allowed to upload to and read from the attachments bucket with presigned URLs. */
  siteOrigins: string[];
}

/** The tenant's state: one table, the attachments bucket and the generated keys. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly indexNames = ['GSI1', 'GSI2', 'GSI3'] as const;
  readonly attachmentsBucket: s3.Bucket;
  readonly jwtSecret: secretsmanager.Secret;
  readonly smtpKeySecret: secretsmanager.Secret;
  /** Signs the tickets' reply addresses (issue 19). */
  readonly mailReplyKeySecret: secretsmanager.Secret;
  /** CloudFront sends it to the API; the preset refuses requests without it (shared/contract/edge.ts). */
  readonly originVerifySecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { removalPolicy } = props;
    const retained = removalPolicy !== 'destroy';
    const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey('PK'),
      sortKey: stringKey('SK'),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: 'expiresAt',
      // Wakes the mail job when a mail is queued (infra/stacks/jobs-stack.ts); keys are enough.
      stream: dynamodb.StreamViewType.KEYS_ONLY,
      // Every stage: restore to any second of the last 35 days.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: retained,
      removalPolicy,
    });
    // Read by `npm run tenant -- bootstrap --tenant … --stage …` (infra/tenant).
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    // Generic indexes: functions/db decides what each one means.
    for (const index of this.indexNames) {
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: stringKey(`${index}PK`),
        sortKey: stringKey(`${index}SK`),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.attachmentsBucket = new s3.Bucket(this, 'Attachments', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy,
      autoDeleteObjects: !retained,
      // Browsers upload with presigned PUT/POST and read with presigned GET.
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.POST, s3.HttpMethods.GET],
          allowedOrigins: props.siteOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      // In prod an overwritten or deleted attachment can be restored for 30 days.
      versioned: retained,
      lifecycleRules: [
        // Uploads stay under ticket/tmp/ once attached, so the tag (removed on attach) marks
        // the ones no ticket claimed.
        {
          id: 'ExpireUnattachedUploads',
          prefix: UPLOAD_PREFIX,
          tagFilters: { [UNATTACHED_UPLOAD_TAG.key]: UNATTACHED_UPLOAD_TAG.value },
          expiration: Duration.days(UNATTACHED_UPLOAD_DAYS),
        },
        // CSV exports (functions/core/exports.ts) are read once through a short-lived link.
        { id: 'ExpireExports', prefix: 'tmp/', expiration: Duration.days(1) },
        // Attachments of mail held for Mail Review (issue 19) go with their held record.
        { id: 'ExpireMailReview', prefix: MAIL_REVIEW_PREFIX, expiration: Duration.days(MAIL_REVIEW_DAYS) },
        { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(retained
          ? [
              {
                id: 'ExpireOldVersions',
                noncurrentVersionExpiration: Duration.days(30),
                expiredObjectDeleteMarker: true,
              },
            ]
          : []),
      ],
    });

    const generatedKey = (id: string, description: string) =>
      new secretsmanager.Secret(this, id, {
        description,
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
        removalPolicy,
      });
    this.jwtSecret = generatedKey('JwtSigningKey', 'Signs and verifies the helpdesk session tokens (HS256).');
    this.smtpKeySecret = generatedKey('SmtpEncryptionKey', 'Encrypts stored SMTP passwords.');
    this.mailReplyKeySecret = generatedKey('MailReplyKey', 'Signs the per-ticket reply addresses of outbound mail.');
    this.originVerifySecret = generatedKey(
      'OriginVerifyKey',
      'Sent by CloudFront to the API as its origin secret header; the API refuses requests without it.',
    );
  }
}
