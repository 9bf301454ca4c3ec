import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * Secrets come from the environment locally (JWT_SECRET, SMTP_KEY) and from Secrets Manager in
 * AWS (JWT_SECRET_ARN, SMTP_KEY_SECRET_ARN), fetched once per cold start. They are never logged.
 */

const cache = new Map<string, Promise<string>>();
let client: SecretsManagerClient | undefined;

async function fromSecretsManager(arn: string): Promise<string> {
  client ??= new SecretsManagerClient({});
  const answer = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('Secret has no string value');
  return answer.SecretString;
}

function secret(plainName: string, arnName: string): Promise<string> {
  const cached = cache.get(plainName);
  if (cached) return cached;
  const plain = process.env[plainName];
  const arn = process.env[arnName];
  const loading = plain
    ? Promise.resolve(plain)
    : arn
      ? fromSecretsManager(arn)
      : Promise.reject(new Error(`Neither ${plainName} nor ${arnName} is set`));
  cache.set(plainName, loading);
  loading.catch(() => cache.delete(plainName));
  return loading;
}

export const jwtSecret = () => secret('JWT_SECRET', 'JWT_SECRET_ARN');
export const smtpKey = () => secret('SMTP_KEY', 'SMTP_KEY_SECRET_ARN');
/** The origin secret CloudFront adds to API requests (functions/lib/originVerify.ts). */
export const originVerifySecret = () => secret('ORIGIN_VERIFY_SECRET', 'ORIGIN_VERIFY_SECRET_ARN');
/** Signs the per-ticket reply addresses of outbound mails (functions/lib/replyAddress.ts). */
export const mailReplyKey = () => secret('MAIL_REPLY_KEY', 'MAIL_REPLY_KEY_SECRET_ARN');
