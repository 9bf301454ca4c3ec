/**
 * Runtime configuration, read when first needed so the local server can set it before any
 * handler runs. In AWS it comes from the function's environment (infra/constructs/api-function.ts).
 */

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const env = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get bucketName() {
    return required('BUCKET_NAME');
  },
  get tenant() {
    return process.env.TENANT ?? 'demo';
  },
  get stage() {
    return process.env.STAGE ?? 'local';
  },
  get region() {
    return process.env.AWS_REGION ?? 'us-east-1';
  },
  /** Set only locally: the emulators' endpoints. */
  get dynamoEndpoint() {
    return process.env.DYNAMODB_ENDPOINT;
  },
  get s3Endpoint() {
    return process.env.S3_ENDPOINT;
  },
  get sesEndpoint() {
    return process.env.SES_ENDPOINT;
  },
  get mailFrom() {
    return process.env.MAIL_FROM ?? 'helpdesk@demo.local';
  },
  get appUrl() {
    return process.env.APP_URL ?? 'http://localhost:3000';
  },
  /**
   * The tenant's support address (issue 19): mail to it opens tickets, and reply addresses are its
   * plus-addresses. CDK context `supportAddress` in AWS; help@<tenant>.local locally.
   */
  get supportAddress() {
    return (process.env.SUPPORT_ADDRESS ?? `help@${this.tenant}.local`).toLowerCase();
  },
  /** Where SES stores received mail (S3 action of the receipt rule), and under which prefix. */
  get inboundMailBucket() {
    return process.env.INBOUND_MAIL_BUCKET ?? required('BUCKET_NAME');
  },
  get inboundMailPrefix() {
    return process.env.INBOUND_MAIL_PREFIX ?? 'inbound/';
  },
  get sesConfigurationSet() {
    return process.env.SES_CONFIGURATION_SET;
  },
};
