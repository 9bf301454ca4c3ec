import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { functionsDistDir } from '../routes';
import type { DataStack } from './data-stack';
import type { MailStack } from './mail-stack';

/** Supplies a function's code by its key (`user.login`, `job.overdueSweep`). */
export type FunctionCodeProvider = (key: string) => lambda.Code;

/** The prebuilt bundles of `npm run build:functions`: synth never bundles, so it needs no Docker. */
export function bundledFunctionCode(functionsDir = functionsDistDir): FunctionCodeProvider {
  return (key) => {
    const bundleDir = join(functionsDir, key);
    if (!existsSync(join(bundleDir, 'index.mjs'))) {
      throw new Error(`No bundle for ${key} in ${functionsDir}: run \`npm run build:functions\` before synth.`);
    }
    return lambda.Code.fromAsset(bundleDir);
  };
}

/** Read/write without Scan: DESIGN allows no Scan anywhere, and IAM makes that hold. */
export const tableActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** What every API and job function is given: its environment and its grants. */
export interface FunctionRuntime {
  environment: Record<string, string>;
  grantAccess(grantee: iam.IGrantable): void;
}

export function functionRuntime(options: {
  tenant: string;
  stage: string;
  appUrl: string;
  data: DataStack;
  mail: MailStack;
}): FunctionRuntime {
  const { data, mail } = options;
  return {
    environment: {
      TABLE_NAME: data.table.tableName,
      BUCKET_NAME: data.attachmentsBucket.bucketName,
      JWT_SECRET_ARN: data.jwtSecret.secretArn,
      SMTP_KEY_SECRET_ARN: data.smtpKeySecret.secretArn,
      ORIGIN_VERIFY_SECRET_ARN: data.originVerifySecret.secretArn,
      TENANT: options.tenant,
      STAGE: options.stage,
      MAIL_FROM: mail.mailFrom,
      SUPPORT_ADDRESS: mail.supportAddress,
      MAIL_REPLY_KEY_SECRET_ARN: data.mailReplyKeySecret.secretArn,
      APP_URL: options.appUrl,
      SES_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
      NODE_OPTIONS: '--enable-source-maps',
    },
    // Granted on the consumer's role, so references point from function stacks to data/mail only.
    grantAccess(grantee) {
      data.table.grant(grantee, ...tableActions);
      data.attachmentsBucket.grantReadWrite(grantee);
      data.jwtSecret.grantRead(grantee);
      data.smtpKeySecret.grantRead(grantee);
      data.mailReplyKeySecret.grantRead(grantee);
      data.originVerifySecret.grantRead(grantee);
      mail.grantSendEmail(grantee);
    },
  };
}
